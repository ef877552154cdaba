import { lazyWithReload } from '../../lib/lazy-with-reload';

/**
 * Route id → lazily loaded page of this feature's casino promotions and tournaments (issue 16, spec §2 Casino bonus/casino pages): bonus_casino, bonus_casino_promotions, bonus_casino_tournaments, bonus_casino_promo, bonus_casino_landing.
 * app/routes.tsx spreads this map into its lazy pages; a route id missing here renders its heading only.
 */
export const LAZY_PAGES: Readonly<Record<string, ReturnType<typeof lazyWithReload>>> = {
  bonus_casino: lazyWithReload(() => import('./hub-page')),
  bonus_casino_promotions: lazyWithReload(() => import('./promotions-page')),
  bonus_casino_tournaments: lazyWithReload(() => import('./tournaments-page')),
  bonus_casino_promo: lazyWithReload(() => import('./promo-page')),
  bonus_casino_landing: lazyWithReload(() => import('./landing-page')),
};
