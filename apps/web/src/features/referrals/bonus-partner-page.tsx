import './referrals.css';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  BRING_FRIEND_AMOUNTS,
  BRING_FRIEND_MIN_ODDS,
  BRING_FRIEND_VALIDITY_DAYS,
  BRING_FRIEND_WAGERING,
} from '@sb/bonus';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { bringFriendQuery, money } from './api';
import { PersonalLink } from './components/personal-link';
import { ReferralStats } from './components/referral-stats';

/**
 * Spec §2 bonus-partner (issue 16): the partner programme — how bringing a player is rewarded,
 * the qualifying deposit and reward of every currency, the affiliate programme for sites — and,
 * for a logged-in player, their link and referral statistics.
 */
export default function BonusPartnerPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const mine = useQuery({ ...bringFriendQuery, enabled: initial.authenticated });
  return (
    <section className="page bonus-partner" data-route-id="bonus_partner">
      <h1>{t('page_bonus_partner')}</h1>
      <p>{t('partner_intro')}</p>
      <h2>{t('partner_how')}</h2>
      <ol className="referral-steps">
        <li>{t('partner_step_link')}</li>
        <li>{t('partner_step_register')}</li>
        <li>{t('partner_step_deposit')}</li>
        <li>{t('partner_step_reward')}</li>
      </ol>
      <p>
        {t('referral_terms', {
          times: BRING_FRIEND_WAGERING,
          odds: BRING_FRIEND_MIN_ODDS,
          days: BRING_FRIEND_VALIDITY_DAYS,
        })}
      </p>
      <h2>{t('partner_amounts')}</h2>
      <table className="referral-amounts" data-testid="partner-amounts">
        <thead>
          <tr>
            <th scope="col">{t('partner_col_currency')}</th>
            <th scope="col">{t('partner_col_deposit')}</th>
            <th scope="col">{t('partner_col_reward')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(BRING_FRIEND_AMOUNTS).map(([currency, a]) => (
            <tr key={currency}>
              <td>{currency}</td>
              <td>{money(a.qualifyingDeposit, currency)}</td>
              <td>{money(a.reward, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('referral_stats')}</h2>
      {initial.authenticated ? (
        mine.data ? (
          <>
            <PersonalLink refId={mine.data.refId} />
            <ReferralStats data={mine.data} />
            <p>
              <Link to={href('office/bringfriend')}>{t('partner_open_bringfriend')}</Link>
            </p>
          </>
        ) : null
      ) : (
        <p>
          <Link to={href('login')}>{t('partner_login')}</Link>
        </p>
      )}
      <p>
        {t('partner_affiliates')} <Link to={href('ourpartners/affiliates')}>{t('partner_affiliates_link')}</Link>
      </p>
    </section>
  );
}
