import type { FriendView } from '@sb/contracts';
import { usePreferences } from '../../../lib/app-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { money } from '../api';

/** The friends who registered through the link (masked names), each one's progress and reward. */
export function FriendList({ friends }: { friends: readonly FriendView[] }) {
  const { t, i18n } = useTranslation();
  const [prefs] = usePreferences();
  const tr = dynamicT(t);
  if (friends.length === 0) return <p data-testid="referral-no-friends">{t('referral_no_friends')}</p>;
  return (
    <table className="referral-friends" data-testid="referral-friends">
      <thead>
        <tr>
          <th scope="col">{t('referral_col_friend')}</th>
          <th scope="col">{t('referral_col_registered')}</th>
          <th scope="col">{t('referral_col_progress')}</th>
          <th scope="col">{t('referral_col_reward')}</th>
        </tr>
      </thead>
      <tbody>
        {friends.map((f, i) => (
          <tr key={`${f.registeredAt}-${i}`} data-testid="referral-friend" data-status={f.status}>
            <td>{f.name}</td>
            <td>{formatDateTime(f.registeredAt, i18n.language, prefs.timeZone, prefs.is12h)}</td>
            <td>
              <span className={`referral-status referral-status--${f.status}`}>
                {tr(`referral_status_${f.status}`)}
              </span>
            </td>
            <td>{f.rewardMinor !== null && f.rewardCurrency ? money(f.rewardMinor, f.rewardCurrency) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
