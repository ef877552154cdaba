import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotterySummary, LottoBuyAnswer } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { ApiError } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { buyTicket, lottoKeys } from '../api';
import { money } from '../lib/format';
import { ERROR_LABEL } from '../lib/labels';
import { quickLine } from '../lib/quick-pick';
import { NumberGrid } from './number-grid';

interface DraftLine {
  numbers: number[];
  bonus: number | null;
}

const empty = (): DraftLine => ({ numbers: [], bonus: null });

/** A line is complete when it has a valid count of numbers and, where needed, its bonus ball. */
const complete = (l: LotterySummary, line: DraftLine) =>
  line.numbers.length >= l.pickMin && line.numbers.length <= l.pickMax && (l.bonusOf === null || line.bonus !== null);

/**
 * The ticket builder of lotto/lotto-name/{id} (issue 19): a number grid per line, quick pick,
 * several lines, multi-draw, the price (lines × draws × line price) and buy. A fresh ticket id per
 * press of the button: a retry of the same press buys the ticket once.
 */
export function TicketBuilder({ lottery }: { lottery: LotterySummary }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const qc = useQueryClient();
  const [lines, setLines] = useState<DraftLine[]>([empty()]);
  const [draws, setDraws] = useState(1);
  const [bought, setBought] = useState<LottoBuyAnswer | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const ticketId = useRef<string | null>(null);
  const ready = lines.every((line) => complete(lottery, line));
  const price = BigInt(lines.length) * BigInt(draws) * BigInt(lottery.linePriceMinor);

  const buy = useMutation({
    mutationFn: () => {
      ticketId.current ??= crypto.randomUUID();
      return buyTicket({
        lotteryId: lottery.id,
        lines: lines.map((l) => ({ numbers: l.numbers, bonus: l.bonus })),
        draws,
        ticketId: ticketId.current,
      });
    },
    onSuccess: (answer) => {
      ticketId.current = null;
      setBought(answer);
      setErrorCode(null);
      setLines([empty()]);
      void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
      void qc.invalidateQueries({ queryKey: lottoKeys.all });
    },
    onError: (err) => {
      ticketId.current = null;
      setErrorCode(err instanceof ApiError ? err.code : 'main_error');
    },
  });

  const setLine = (i: number, line: DraftLine) => setLines((ls) => ls.map((l, j) => (j === i ? line : l)));
  const quick = (i: number) => {
    const spots = Math.max(lottery.pickMin, Math.min(lottery.pickMax, lines[i]?.numbers.length || lottery.pickMin));
    const line = quickLine(lottery.id, spots);
    if (line) setLine(i, { numbers: [...line.numbers], bonus: line.bonus ?? null });
  };
  const errorKey = errorCode ? (ERROR_LABEL[errorCode] ?? 'main_error') : null;

  return (
    <section className="lotto-builder" aria-labelledby="lotto-builder">
      <h2 id="lotto-builder">{t('lotto_builder_title')}</h2>
      <p>
        {lottery.pickMin === lottery.pickMax
          ? t('lotto_builder_pick_hint', { count: lottery.pickMin })
          : t('lotto_builder_pick_range', { min: lottery.pickMin, max: lottery.pickMax })}
      </p>
      {lines.map((line, i) => (
        <fieldset key={i} className="lotto-line" data-line={i}>
          <legend>{t('lotto_builder_line', { n: i + 1 })}</legend>
          <NumberGrid
            of={lottery.n}
            max={lottery.pickMax}
            picked={line.numbers}
            label={t('lotto_builder_line', { n: i + 1 })}
            onChange={(numbers) => setLine(i, { ...line, numbers })}
          />
          {lottery.bonusOf !== null ? (
            <div className="lotto-bonus">
              <span>{t('lotto_builder_bonus')}</span>
              <NumberGrid
                of={lottery.bonusOf}
                max={1}
                picked={line.bonus === null ? [] : [line.bonus]}
                label={t('lotto_builder_bonus')}
                onChange={(b) => setLine(i, { ...line, bonus: b[b.length - 1] ?? null })}
              />
            </div>
          ) : null}
          <div className="lotto-line-actions">
            <button type="button" className="btn" data-testid="lotto-quick-pick" onClick={() => quick(i)}>
              {t('lotto_quick_pick')}
            </button>
            <button type="button" className="btn" onClick={() => setLine(i, empty())}>
              {t('lotto_clear')}
            </button>
            {lines.length > 1 ? (
              <button type="button" className="btn" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
                {t('lotto_remove_line')}
              </button>
            ) : null}
          </div>
        </fieldset>
      ))}
      <div className="lotto-ticket-options">
        {lines.length < lottery.maxLines ? (
          <button type="button" className="btn" onClick={() => setLines((ls) => [...ls, empty()])}>
            {t('lotto_add_line')}
          </button>
        ) : null}
        <label>
          {t('lotto_draws_count')}{' '}
          <select value={draws} onChange={(e) => setDraws(Number(e.target.value))}>
            {Array.from({ length: lottery.maxDraws }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <output className="lotto-price" data-testid="lotto-price">
          {t('lotto_price_total', { amount: money(price) })}
        </output>
      </div>
      {initial.authenticated ? (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="lotto-buy"
          disabled={!ready || buy.isPending}
          onClick={() => buy.mutate()}
        >
          {buy.isPending ? t('lotto_buying') : t('lotto_buy')}
        </button>
      ) : (
        <Link className="btn btn-primary" to={href('login')}>
          {t('lotto_login_to_buy')}
        </Link>
      )}
      {errorKey ? (
        <p className="lotto-error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      {bought ? (
        <p className="lotto-bought" role="status">
          {t('lotto_bought')}{' '}
          <Link to={href(`lotto/view/${bought.ticket.id}`)} data-testid="lotto-view-ticket">
            {t('lotto_view_ticket')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
