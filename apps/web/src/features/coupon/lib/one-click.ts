import { isOneClickActive } from '@sb/coupon';

/**
 * §4 Coupon: "Enabling one-click with a non-empty coupon asks for confirmation
 * (coupon_one_click_enable_warning, coupon_will_be_cleared). Confirming clears the coupon.
 * Declining leaves one-click off."
 */
export type OneClickStep = 'enable' | 'disable' | 'confirm';

export function oneClickStep(enable: boolean, betCount: number): OneClickStep {
  if (!enable) return 'disable';
  return betCount > 0 ? 'confirm' : 'enable';
}

/** §5: one-click works only where the site shows it (show_one_click) and the player turned it on. */
export const oneClickWorks = isOneClickActive;
