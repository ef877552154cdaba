import { lazyWithReload } from '../../lib/lazy-with-reload';

/**
 * Route id → lazily loaded page of this feature's bonus games (issue 16, spec §2 Games entrance): allgamesentrance, allgamesentrance_game, bonus_game, bonuses_games, games_landing.
 * app/routes.tsx spreads this map into its lazy pages; a route id missing here renders its heading only.
 * allgamesentrance/{gameRoute} and bonusgames/{game} are the same game page (docs/decisions.md).
 */
export const LAZY_PAGES: Readonly<Record<string, ReturnType<typeof lazyWithReload>>> = {
  allgamesentrance: lazyWithReload(() => import('./entrance-page')),
  allgamesentrance_game: lazyWithReload(() => import('./game-page')),
  bonus_game: lazyWithReload(() => import('./game-page')),
  bonuses_games: lazyWithReload(() => import('./promo-page')),
  games_landing: lazyWithReload(() => import('./landing-page')),
};
