import { useTranslation } from '../../../lib/i18n';
import { couponSettingsStore } from '../../../lib/coupon-store';
import type { CouponView } from '../hooks/use-coupon-view';
import { majorOf, moneyText, parseStake } from '../lib/money';
import { oneClickWorks } from '../lib/one-click';
import { isQuickCouponShown } from '../lib/quick-coupon';

/**
 * The quick coupon: the one-click stake at hand. §4 route guard: hidden unless route condition 38
 * is available; one-click itself needs the site's show_one_click (§5).
 */
export function QuickCoupon({ view }: { view: CouponView }) {
  const { t } = useTranslation();
  if (!isQuickCouponShown(view.availableRoutes) || !view.showOneClick) return null;
  const { settings, currency, steps } = view;
  const amount = parseStake(settings.oneClickAmount, currency.exponent) ?? BigInt(steps.initial);
  return (
    <section className="coupon-quick" data-testid="quick-coupon" aria-label={t('coupon_quick')}>
      <h3>{t('coupon_quick')}</h3>
      <label className="coupon-field">
        <span>{t('coupon_one_click_amount')}</span>
        <input
          inputMode="decimal"
          value={settings.oneClickAmount}
          placeholder={majorOf(steps.initial, currency.exponent)}
          onChange={(e) => couponSettingsStore.set({ oneClickAmount: e.target.value })}
        />
      </label>
      {oneClickWorks(view.showOneClick, settings.isActiveOneClick) ? (
        <p className="coupon-hint">{t('coupon_quick_hint', { amount: moneyText(amount, currency) })}</p>
      ) : null}
    </section>
  );
}
