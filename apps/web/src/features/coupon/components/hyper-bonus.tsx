import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { couponStore } from '../../../lib/coupon-store';
import type { CouponView } from '../hooks/use-coupon-view';
import { majorOf, moneyText } from '../lib/money';

/**
 * Issue 16: spec §3 Coupon state hyperBonusPercent, minHyperBonusBetLimit and maxHyperBonusLimit
 * follow the site config (GET /limits) and the selections.
 */
export function useHyperBonusState(view: CouponView): void {
  const { hyper } = view;
  const percent = hyper?.applies ? hyper.percent : null;
  const minLegs = hyper?.rules.minLegs ?? null;
  const cap = hyper ? Number(hyper.rules.maxBoost) : null;
  useEffect(() => {
    const s = couponStore.get();
    if (s.hyperBonusPercent !== percent || s.minHyperBonusBetLimit !== minLegs || s.maxHyperBonusLimit !== cap)
      couponStore.set({ hyperBonusPercent: percent, minHyperBonusBetLimit: minLegs, maxHyperBonusLimit: cap });
  }, [percent, minLegs, cap]);
}

/** Rows of the coupon summary: "Hyper bonus +N %" with the boost, and the boosted possible win. */
export function HyperBonusRows({ view }: { view: CouponView }) {
  const { t } = useTranslation();
  const { hyper, summary, currency } = view;
  if (!hyper?.applies || !summary) return null;
  return (
    <>
      <dt>{t('coupon_hyper_bonus', { percent: String(hyper.percent) })}</dt>
      <dd data-testid="coupon-hyper-bonus">+{moneyText(hyper.boost, currency)}</dd>
      <dt>{t('coupon_possible_win_boosted')}</dt>
      <dd data-testid="coupon-possible-win-boosted">{moneyText(summary.possibleWin.max + hyper.boost, currency)}</dd>
    </>
  );
}

/** How many more qualifying selections start or raise the hyper bonus. */
export function HyperBonusHint({ view }: { view: CouponView }) {
  const { t } = useTranslation();
  const { hyper } = view;
  if (!hyper?.next) return null;
  const args = {
    n: String(hyper.next.more),
    legs: String(hyper.next.legs),
    percent: String(hyper.next.percent),
    coef: majorOf(hyper.rules.minLegCoef, 3).replace(/0$/, ''),
  };
  return (
    <p className="coupon-hint" data-testid="coupon-hyper-hint">
      {t(hyper.percent > 0 ? 'coupon_hyper_bonus_hint_raise' : 'coupon_hyper_bonus_hint_start', args)}
    </p>
  );
}
