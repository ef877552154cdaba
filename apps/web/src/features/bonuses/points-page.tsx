import './bonuses.css';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { usePreferences } from '../../lib/app-context';
import { formatDateTime } from '../../lib/format-date-time';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { pointsQuery } from './loyalty-api';

/**
 * Spec §2 `points` (issue 16): the club points balance, the VIP level (points earned over the
 * rolling period) with its progress bar to the next level, the level thresholds and the history.
 */
export default function PointsPage() {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const [prefs] = usePreferences();
  const points = useQuery(pointsQuery);
  const data = points.data;
  const when = (iso: string) => formatDateTime(iso, i18n.language, prefs.timeZone, prefs.is12h);
  return (
    <section className="page office-points" data-route-id="points">
      <h1>{t('page_points')}</h1>
      <p>{t('loyalty_intro')}</p>
      {points.isError ? <FormError message={t('main_query_error')} /> : null}
      {data ? (
        <div className="card bonus-card" data-testid="points-summary">
          <p>
            {t('loyalty_balance')}: <strong data-testid="points-balance">{data.balance}</strong>
          </p>
          <p>
            {t('loyalty_level')}: <strong data-testid="points-level">{tr(`loyalty_level_${data.level}`)}</strong>
          </p>
          <label className="bonus-card__progress">
            <span>
              {data.next
                ? t('loyalty_to_next', { points: data.toNext, level: tr(`loyalty_level_${data.next}`) })
                : t('loyalty_top_level')}
            </span>
            <progress max={100} value={data.progressPercent} data-testid="points-progress">
              {data.progressPercent}%
            </progress>
            <span>{data.progressPercent}%</span>
          </label>
          <p className="field__hint">{t('loyalty_period', { days: data.periodDays, points: data.earnedInPeriod })}</p>
          <ul className="field__hint">
            {data.levels.map((l) => (
              <li key={l.id}>
                {tr(`loyalty_level_${l.id}`)}: {t('loyalty_threshold', { points: l.minPoints })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2>{t('loyalty_history')}</h2>
      {data && data.history.length === 0 ? <p className="field__hint">{t('loyalty_history_empty')}</p> : null}
      <ul className="bonus-list" data-testid="points-history">
        {data?.history.map((h, i) => (
          <li key={`${h.at}-${i}`} className="bonus-card card">
            <span>{when(h.at)}</span> · <span>{tr(`loyalty_kind_${h.kind}`)}</span>
            {h.rewardId ? <span> · {tr(`loyalty_reward_${h.rewardId.replace(/-/g, '_')}`)}</span> : null} ·{' '}
            <strong>{h.points > 0 ? `+${h.points}` : h.points}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
