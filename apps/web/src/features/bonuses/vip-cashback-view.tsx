import './vip-cashback.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { VipCashbackAnswer } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { usePreferences } from '../../lib/app-context';
import { formatDateTime } from '../../lib/format-date-time';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { amount } from './api';
import { vipCashbackQuery } from './vip-cashback-api';

type Rate = VipCashbackAnswer['programmes'][number]['rates'][number];

/** One rate table: a row per level, the player's row highlighted and named. */
function RateTable({
  caption,
  rates,
  mine,
  currency,
}: {
  caption: string;
  rates: Rate[];
  mine: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  return (
    <table className="vip-cashback__rates">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vipcb_level')}</th>
          <th scope="col">{t('vipcb_rate')}</th>
          <th scope="col">{t('vipcb_cap')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((r) => (
          <tr
            key={r.level}
            data-testid={`rate-${r.level}`}
            className={r.level === mine ? 'vip-cashback__mine' : undefined}
            aria-current={r.level === mine ? 'true' : undefined}
          >
            <th scope="row">
              {tr(`loyalty_level_${r.level}`)}
              {r.level === mine ? <span className="vip-cashback__badge"> · {t('vipcb_yours')}</span> : null}
            </th>
            <td>{r.percent} %</td>
            <td>{r.capMinor === null ? t('vipcb_no_cap') : `${amount(r.capMinor)} ${currency}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Spec §2 office/casino/vipcashback and office/casino/premiumcashback (issue 16 cashback by VIP
 * level): the player's level, every level's rate (theirs highlighted), last week's payment and, for
 * premium, whether the player qualifies and what it takes.
 */
export function VipCashbackView({ routeId, premium }: { routeId: string; premium: boolean }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const [prefs] = usePreferences();
  const query = useQuery(vipCashbackQuery);
  const data = query.data;
  const when = (iso: string) => formatDateTime(iso, i18n.language, prefs.timeZone, prefs.is12h);
  const title = premium ? t('page_office_casino_premiumcashback') : t('page_office_casino_vipcashback');
  return (
    <section className="page office-cashback vip-cashback" data-route-id={routeId}>
      <h1>{title}</h1>
      <p>{premium ? t('premcb_intro') : t('vipcb_intro')}</p>
      {query.isError ? <FormError message={t('main_query_error')} /> : null}
      {data ? (
        <>
          <p data-testid="vip-level">
            {t('vipcb_your_level', { level: tr(`loyalty_level_${data.level}`) })}{' '}
            <Link to={href('points')}>{t('vipcb_points_link')}</Link>
          </p>
          {premium ? (
            <p data-testid="premium-status" className="vip-cashback__status">
              {data.premium.qualifies
                ? t('premcb_qualifies')
                : t('premcb_needed', {
                    points: data.premium.pointsNeeded,
                    level: tr(`loyalty_level_${data.premium.minLevel}`),
                  })}
            </p>
          ) : null}
          {premium ? (
            <RateTable caption={title} rates={data.premium.rates} mine={data.level} currency={data.currency} />
          ) : data.programmes.length === 0 ? (
            <p className="field__hint">
              {t('vipcb_none')} <Link to={href('bonuses')}>{t('vipcb_see_promotions')}</Link>
            </p>
          ) : (
            data.programmes.map((p) => (
              <RateTable key={p.id} caption={p.name} rates={p.rates} mine={data.level} currency={data.currency} />
            ))
          )}
          <div data-testid="cashback-payments">
            <h2>{t('vipcb_last_week_title')}</h2>
            <p data-testid="last-payment">
              {t('vipcb_last_week', {
                start: when(data.lastPeriod.start),
                end: when(data.lastPeriod.end),
                level: tr(`loyalty_level_${data.lastPeriod.level}`),
              })}{' '}
              {t('vipcb_paid', {
                amount: `${amount(premium ? data.lastPeriod.premiumPaidMinor : data.lastPeriod.vipPaidMinor)} ${data.currency}`,
              })}
            </p>
          </div>
        </>
      ) : null}
    </section>
  );
}
