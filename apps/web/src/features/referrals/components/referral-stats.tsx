import type { BringFriendAnswer } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../api';

/** The player's totals: friends registered, with a deposit, qualified, and the rewards received. */
export function ReferralStats({ data }: { data: BringFriendAnswer }) {
  const { t } = useTranslation();
  const { totals, terms } = data;
  return (
    <dl className="referral-stats" data-testid="referral-stats">
      <div>
        <dt>{t('referral_stat_invited')}</dt>
        <dd data-testid="referral-stat-invited">{totals.invited}</dd>
      </div>
      <div>
        <dt>{t('referral_stat_deposited')}</dt>
        <dd>{totals.deposited}</dd>
      </div>
      <div>
        <dt>{t('referral_stat_qualified')}</dt>
        <dd data-testid="referral-stat-qualified">{totals.qualified}</dd>
      </div>
      <div>
        <dt>{t('referral_stat_rewards')}</dt>
        <dd data-testid="referral-stat-rewards">{money(totals.rewardsMinor, terms?.currency ?? '')}</dd>
      </div>
    </dl>
  );
}
