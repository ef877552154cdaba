import { Link } from 'react-router';
import type { CouponView } from '@sb/contracts';
import { formatOddsById, oddsFromThousandths } from '@sb/odds';
import { usePreferences } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { useLngHref } from '../../../lib/use-lng';
import { formatDateTime } from '../../../lib/format-date-time';
import { outcomeLabel } from '../../../lib/outcome-label';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { betStatusKey, couponStateKey } from '../lib/status';
import { moneyOf } from '../lib/money';
import { Cashout } from './cashout';

function useOddsText(): (coef: number) => string {
  const [prefs] = usePreferences();
  return (coef) => {
    const odds = oddsFromThousandths(Math.round(coef * 1000));
    return (odds && formatOddsById(odds, prefs.coefViewId)) ?? coef.toFixed(2);
  };
}

/** One placed coupon: type, stake, odds, possible win or payout, state, every leg with its status. */
export function CouponCard({ coupon, withCashout = true }: { coupon: CouponView; withCashout?: boolean }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const [prefs] = usePreferences();
  const { config } = useSiteConfig();
  const oddsText = useOddsText();
  const money = (m: string) => moneyOf(m, coupon.currency, config?.currencies);
  const open = coupon.status === 'open';
  const boostPercent = coupon.promoBoostPercent ?? null;
  return (
    <article
      className={`bet-card bet-card--${coupon.status}`}
      data-testid="bet-card"
      data-coupon-id={coupon.id}
      data-status={coupon.status}
      data-status-id={coupon.statusId}
    >
      <header className="bet-card__head">
        <h3>{t('bets_coupon', { id: coupon.id })}</h3>
        <span className="bet-card__type">{tr(`coupon_type_${coupon.typeId}`)}</span>
        <span className={`bet-card__state bet-card__state--${coupon.status}`} data-testid="bet-card-state">
          {tr(couponStateKey(coupon))}
        </span>
      </header>
      <dl className="bet-card__facts">
        <dt>{t('bets_placed_at')}</dt>
        <dd>{formatDateTime(coupon.placedAt, i18n.language, prefs.timeZone, prefs.is12h)}</dd>
        <dt>{t('bets_stake')}</dt>
        <dd data-testid="bet-card-stake">{money(coupon.amount)}</dd>
        {coupon.coef !== null ? (
          <>
            <dt>{t('bets_odds')}</dt>
            <dd>{oddsText(coupon.coef)}</dd>
          </>
        ) : null}
        {open ? (
          <>
            <dt>{t('bets_possible_win')}</dt>
            <dd>
              {coupon.possibleWinMin !== null && coupon.possibleWinMin !== coupon.possibleWin
                ? t('coupon_possible_win_range', { min: money(coupon.possibleWinMin), max: money(coupon.possibleWin) })
                : money(coupon.possibleWin)}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('bets_payout')}</dt>
            <dd data-testid="bet-card-payout">{money(coupon.payout)}</dd>
          </>
        )}
        {/* Issue 16: the hyper bonus the coupon carries (open) or was paid on top of the payout. */}
        {open && coupon.hyperBonusPercent !== null && coupon.possibleHyperBonus !== null ? (
          <>
            <dt>{t('coupon_hyper_bonus', { percent: String(coupon.hyperBonusPercent) })}</dt>
            <dd data-testid="bet-card-hyper-bonus">+{money(coupon.possibleHyperBonus)}</dd>
          </>
        ) : null}
        {!open && coupon.hyperBonus !== '0' ? (
          <>
            <dt>{t('coupon_hyper_bonus_paid', { percent: String(coupon.hyperBonusPercent ?? 0) })}</dt>
            <dd data-testid="bet-card-hyper-bonus">{money(coupon.hyperBonus)}</dd>
          </>
        ) : null}
        {/* Issue 16 coupon boost (a promo code): its percentage, and once settled what it paid on top. */}
        {boostPercent !== null ? (
          !open && coupon.promoBoost !== undefined && coupon.promoBoost !== '0' ? (
            <>
              <dt>{t('coupon_promo_boost_paid', { percent: String(boostPercent) })}</dt>
              <dd data-testid="bet-card-promo-boost">{money(coupon.promoBoost)}</dd>
            </>
          ) : (
            <>
              <dt>{t('coupon_promo_code')}</dt>
              <dd data-testid="bet-card-promo-boost">{t('coupon_promo_boost', { percent: String(boostPercent) })}</dd>
            </>
          )
        ) : null}
        {coupon.cashedOut !== '0' ? (
          <>
            <dt>{t('bets_cashed_out')}</dt>
            <dd>{money(coupon.cashedOut)}</dd>
          </>
        ) : null}
      </dl>
      <details className="bet-card__legs" open={!open || !withCashout}>
        <summary>
          {t('bets_legs')} ({coupon.legs.length})
        </summary>
        <ol>
          {coupon.legs.map((leg) => (
            <li
              key={leg.index}
              className="bet-leg"
              data-testid="bet-leg"
              data-status-id={leg.statusId}
              data-live={leg.isLive}
            >
              {leg.isLive ? (
                <span className="bet-leg__live" data-testid="bet-leg-live">
                  {t('bets_leg_live')}
                </span>
              ) : null}
              <span className="bet-leg__game">
                {leg.names.team2 === null
                  ? (leg.names.title ?? leg.names.team1)
                  : `${leg.names.team1} – ${leg.names.team2}`}
              </span>
              <span className="bet-leg__champ">{leg.names.champName}</span>
              <span className="bet-leg__pick" data-testid="bet-leg-pick">
                {outcomeLabel(t, leg.typeId, leg.param, prefs.marketsNameType)}
              </span>
              <span className="bet-leg__odds">
                {oddsText(leg.coef)}
                {leg.isBanker ? ` (${t('bets_banker')})` : ''}
              </span>
              <span className={`bet-leg__status bet-leg__status--${leg.statusId}`} data-testid="bet-leg-status">
                {tr(betStatusKey(leg.statusId))}
              </span>
            </li>
          ))}
        </ol>
      </details>
      <footer className="bet-card__foot">
        {open && withCashout ? <Cashout couponId={coupon.id} currency={coupon.currency} /> : null}
        <Link to={href(`print-coupon/${coupon.id}`)} target="_blank" data-testid="bet-card-print">
          {t('bets_print')}
        </Link>
      </footer>
    </article>
  );
}
