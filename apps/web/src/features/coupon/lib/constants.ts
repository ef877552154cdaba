/** Numbers the coupon panel follows, each stated once with the spec's name (STYLE 9). */

/** §4 Route guards: "The quick coupon is hidden unless a route condition (id 38) matches." */
export const QUICK_COUPON_ROUTE_ID = 38;

/** §9 Notifications: "Config and coupon notifications never auto-close (duration -1)." */
export const COUPON_NOTIFICATION_DURATION = -1;

/** §9 Coupon: the fallback currency of the amount steps. */
export const FALLBACK_STEP_CURRENCY = 'RUB';

/**
 * §9 Coupon: "Default amount step and initial bet per currency (for example USD step 2.5 and
 * initial 5; RUB step 100 and initial 150)" — minor units; used when the site config has none.
 */
export const DEFAULT_AMOUNT_STEPS: Readonly<Record<string, { step: number; initial: number }>> = {
  USD: { step: 250, initial: 500 },
  RUB: { step: 10_000, initial: 15_000 },
};

/** Prices of the coupon's selections are read again this often while the page is visible. */
export const ODDS_REFRESH_MS = 10_000;

/**
 * The anti-express quote shown before placement: the reference's example margin (1.25, 1.65,
 * 1.85 → offered 1.17). The server quotes its own; a different one comes back as coef_changed.
 */
export const ANTI_EXPRESS_MARGIN_THOUSANDTHS = 158;

/** Desktop shows the coupon as a right column from the §9 breakpoint 1100. */
export const COUPON_COLUMN_BREAKPOINT = 1100;
