import './referrals.css';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { bringFriendQuery, money } from './api';
import { FriendList } from './components/friend-list';
import { PersonalLink } from './components/personal-link';
import { ReferralStats } from './components/referral-stats';

/**
 * Spec §2 office/bringfriend (issue 16): the player's personal link with a copy button, the terms
 * in their currency, the friends who registered through it (masked) with each one's progress —
 * registered, deposited, qualified — and the reward paid for each.
 */
export default function BringFriendPage() {
  const { t } = useTranslation();
  const q = useQuery(bringFriendQuery);
  const data = q.data;
  const terms = data?.terms;
  return (
    <section className="page office-bringfriend" data-route-id="office_bringfriend">
      <h1>{t('page_office_bringfriend')}</h1>
      {q.isError ? <FormError message={t('main_query_error')} /> : null}
      {data ? (
        <>
          {terms ? (
            <>
              <p data-testid="referral-terms">
                {t('referral_intro', {
                  deposit: money(terms.qualifyingDepositMinor, terms.currency),
                  reward: money(terms.rewardMinor, terms.currency),
                })}
              </p>
              <p>
                {t('referral_terms', {
                  times: terms.wageringMultiplier,
                  odds: terms.minOdds,
                  days: terms.validityDays,
                })}
              </p>
            </>
          ) : (
            <p>{t('referral_no_terms')}</p>
          )}
          <PersonalLink refId={data.refId} />
          <ReferralStats data={data} />
          <h2>{t('referral_friends')}</h2>
          <FriendList friends={data.friends} />
        </>
      ) : null}
    </section>
  );
}
