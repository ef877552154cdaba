import './bonuses.css';
import type { PlayerBonusView } from '@sb/contracts';
import { usePreferences } from '../../lib/app-context';
import { formatDateTime } from '../../lib/format-date-time';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { amount } from './api';

/** Player bonuses with their wagering progress bars (office/bonuses/wager, office/bonuses/deposit). */
export function BonusList({ bonuses, testId }: { bonuses: readonly PlayerBonusView[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const [prefs] = usePreferences();
  const when = (iso: string) => formatDateTime(iso, i18n.language, prefs.timeZone, prefs.is12h);
  return (
    <ul className="bonus-list" data-testid={testId}>
      {bonuses.map((b) => (
        <li key={b.id} className="card bonus-card" data-testid={`bonus-${b.id}`} data-status={b.status}>
          {/* A bring-a-friend reward (issue 16) is named in the page's language, not by its catalogue row. */}
          <h3 className="bonus-card__name">{b.source === 'referral' ? t('referral_bonus_name') : b.name}</h3>
          <p>
            {t('bonus_amount', { amount: amount(b.amountMinor), currency: b.currency })} ·{' '}
            {tr(`bonus_product_${b.product}`)} · <strong>{tr(`bonus_status_${b.status}`)}</strong>
          </p>
          <label className="bonus-card__progress">
            <span>
              {t('bonus_wagering_progress', {
                done: amount(b.wageringProgressMinor),
                required: amount(b.wageringRequiredMinor),
                currency: b.currency,
              })}
            </span>
            <progress max={100} value={b.progressPercent} data-testid="bonus-progress">
              {b.progressPercent}%
            </progress>
            <span>{b.progressPercent}%</span>
          </label>
          <p className="field__hint">
            {b.status === 'active'
              ? t('bonus_expires', { time: when(b.expiresAt) })
              : t('bonus_granted', { time: when(b.grantedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
