import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { useLngHref } from '../../../lib/use-lng';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { historyQuery, type HistoryFilter } from '../api/bets';
import { HISTORY_PAGE_SIZE } from '../lib/constants';
import { moneyOf } from '../lib/money';
import { PERIODS, periodFrom, type Period } from '../lib/status';
import { CouponCard } from './coupon-card';

const STATUSES = ['all', 'open', 'settled'] as const;

/** Bet history with filters (status, period), pages and totals; `compact` is the panel's "my bets". */
export function BetHistory({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const errorText = useErrorText();
  const { config } = useSiteConfig();
  const [status, setStatus] = useState<HistoryFilter['status']>(compact ? 'open' : 'all');
  const [period, setPeriod] = useState<Period>('all');
  const [page, setPage] = useState(1);
  // The period's start is fixed when chosen, so the query key is stable between renders.
  const [from, setFrom] = useState<number | undefined>(undefined);
  const filter: HistoryFilter = { status, from, page, pageSize: HISTORY_PAGE_SIZE };
  const q = useQuery(historyQuery(filter));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <section className={`bet-history${compact ? ' bet-history--compact' : ''}`} data-testid="bet-history">
      <div className="bet-history__filters">
        <label className="coupon-field">
          <span>{t('bets_status_filter')}</span>
          <select
            value={status}
            data-testid="history-status"
            onChange={(e) => {
              setStatus(e.target.value as HistoryFilter['status']);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {tr(`bets_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="coupon-field">
          <span>{t('bets_period')}</span>
          <select
            value={period}
            data-testid="history-period"
            onChange={(e) => {
              const p = e.target.value as Period;
              setPeriod(p);
              setFrom(periodFrom(p, Date.now()));
              setPage(1);
            }}
          >
            {(Object.keys(PERIODS) as Period[]).map((p) => (
              <option key={p} value={p}>
                {tr(`bets_period_${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {q.isError ? <FormError message={errorText(q.error)} /> : null}
      {q.data && q.data.coupons.length === 0 ? <p data-testid="history-empty">{t('bets_empty')}</p> : null}
      {q.data?.coupons.map((c) => (
        <CouponCard key={c.id} coupon={c} />
      ))}
      {q.data && pages > 1 ? (
        <nav className="bet-history__pages">
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('bets_prev')}
          </button>
          <span>{t('bets_page', { page: String(page), pages: String(pages) })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('bets_next')}
          </button>
        </nav>
      ) : null}
      {q.data && !compact
        ? q.data.totals.map((tot) => (
            <p key={tot.currency} className="bet-history__totals" data-testid="history-totals">
              {t('bets_totals', {
                staked: moneyOf(tot.staked, tot.currency, config?.currencies),
                won: moneyOf(tot.won, tot.currency, config?.currencies),
              })}
            </p>
          ))
        : null}
      {compact ? (
        <Link to={href('office/history')} className="bet-history__all">
          {t('bets_all_history')}
        </Link>
      ) : null}
    </section>
  );
}
