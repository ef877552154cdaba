import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { ApiError, DEFAULT_ERROR_TITLE } from '../../../lib/api-client';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { betsKeys, cashout, cashoutOfferQuery } from '../api/bets';
import { CASHOUT_REFRESH_MS } from '../lib/constants';
import { moneyOf } from '../lib/money';

/** What a share of the full offer pays, rounded down to the minor unit. */
export const shareOf = (offer: bigint, percent: number): bigint => (offer * BigInt(percent)) / 100n;

/** Cash out of an open coupon: the offer follows the prices; full or partial (a slider). */
export function Cashout({ couponId, currency }: { couponId: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const qc = useQueryClient();
  const { config } = useSiteConfig();
  const [percent, setPercent] = useState(100);
  const [message, setMessage] = useState<string | null>(null);
  const offer = useQuery(cashoutOfferQuery(couponId, CASHOUT_REFRESH_MS));
  const run = useMutation({
    mutationFn: (expected: string) => cashout(couponId, percent, expected),
    onSuccess: (answer) => {
      setMessage(t('bets_cashout_done', { amount: moneyOf(answer.paid, currency, config?.currencies) }));
      void qc.invalidateQueries({ queryKey: betsKeys.all });
      void qc.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    },
    onError: (err) => {
      const key =
        err instanceof ApiError ? [err.title, `bet_error_${err.code}`].find((k) => i18n.exists(k)) : undefined;
      setMessage(tr(key ?? DEFAULT_ERROR_TITLE));
      void offer.refetch();
    },
  });
  const data = offer.data;
  const money = (m: bigint | string) => moneyOf(m, currency, config?.currencies);
  if (!data || !data.available) {
    return (
      <p className="bet-cashout bet-cashout--off" data-testid="cashout-unavailable">
        {message ?? t('bets_cashout_unavailable')}
      </p>
    );
  }
  const full = BigInt(data.amount);
  return (
    <div className="bet-cashout" data-testid="cashout">
      <label className="bet-cashout__share">
        <span>{t('bets_cashout_share', { percent: String(percent) })}</span>
        <input
          type="range"
          min={1}
          max={100}
          value={percent}
          data-testid="cashout-percent"
          onChange={(e) => setPercent(Number(e.target.value))}
        />
      </label>
      <button
        type="button"
        className="btn btn--primary"
        disabled={run.isPending}
        data-testid="cashout-button"
        onClick={() => run.mutate(data.amount)}
      >
        {t('bets_cashout', { amount: money(shareOf(full, percent)) })}
      </button>
      {message ? (
        <p className="notice notice--info" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
