import { lazyWithReload } from '../../lib/lazy-with-reload';

/**
 * Route id → lazily loaded page of this feature's promotion pages (issue 16, spec §2 Promotions): bonuses_offers, bonus_offer, landing_page, promo, thankyou.
 * app/routes.tsx spreads this map into its lazy pages; a route id missing here renders its heading only.
 */
export const LAZY_PAGES: Readonly<Record<string, ReturnType<typeof lazyWithReload>>> = {
  bonuses_offers: lazyWithReload(() => import('./offers-page')),
  bonus_offer: lazyWithReload(() => import('./offers-page')),
  landing_page: lazyWithReload(() => import('./landing-page')),
  promo: lazyWithReload(() => import('./promo-page')),
  thankyou: lazyWithReload(() => import('./thankyou-page')),
};
