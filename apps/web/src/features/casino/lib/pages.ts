import type { CasinoCategory, CasinoGamesQuery } from '@sb/contracts';

/**
 * Spec §2 casino routes (issue 15): which games each page lists. The route ids are those of the
 * URL table (app/route-table.ts); a category page lists its category, the brand page our studio,
 * a provider page its provider.
 */
export type CasinoPageKind = 'lobby' | 'list' | 'game' | 'providers' | 'search' | 'mine' | 'verify';

export interface CasinoPageSpec {
  kind: CasinoPageKind;
  query: CasinoGamesQuery | null;
}

const CATEGORY_OF_ROUTE: Readonly<Record<string, CasinoCategory>> = {
  slots: 'slots',
  live_casino: 'live-casino',
  crash_games: 'crash-games',
  card_games: 'card-games',
  scratchcards: 'scratchcards',
  fishinghunting: 'fishinghunting',
  asian_games: 'asian-games',
  skill_games: 'skill-games',
  fast_games: 'fast-games',
  fast_bet: 'fast-games',
  keno: 'keno',
  bingo: 'bingo',
  poker: 'poker',
  othergames: 'othergames',
};

/** The casino route ids this feature renders. */
export const CASINO_PAGE_IDS: readonly string[] = [
  ...Object.keys(CATEGORY_OF_ROUTE),
  'casino_lobby',
  'casino_brand',
  'providers',
  'providers_provider',
  'casino_search',
  'my_casino',
  'my_casino_favorites',
  'slots_game',
];

/** The live casino's sub-path that is the verify page (casino/verify). */
export const VERIFY_SUBCATEGORY = 'verify';
export const STUDIO_PROVIDER = 'sb-studio';

export function pageSpecOf(routeId: string, params: Readonly<Record<string, string | undefined>>): CasinoPageSpec {
  if (routeId === 'casino_lobby') return { kind: 'lobby', query: { sort: 'popular' } };
  if (routeId === 'slots_game') return { kind: 'game', query: null };
  if (routeId === 'providers') return { kind: 'providers', query: null };
  if (routeId === 'providers_provider') return { kind: 'list', query: { provider: params['provider'] ?? '' } };
  if (routeId === 'casino_brand') return { kind: 'list', query: { provider: STUDIO_PROVIDER } };
  if (routeId === 'casino_search') return { kind: 'search', query: null };
  if (routeId === 'my_casino' || routeId === 'my_casino_favorites') return { kind: 'mine', query: null };
  if (routeId === 'live_casino' && params['subcategory'] === VERIFY_SUBCATEGORY) return { kind: 'verify', query: null };
  const category = CATEGORY_OF_ROUTE[routeId];
  if (!category) return { kind: 'list', query: {} };
  return { kind: 'list', query: { category, sort: routeId === 'fast_bet' ? 'new' : 'popular' } };
}

/** Lowercase words joined by dashes: the {gameName} segment of a game's URL. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'game';

/** Spec §2 slots/game/{gameId}/{gameName}: the page of any game of the casino. */
export const gamePath = (game: { id: string; name: string }): string => `slots/game/${game.id}/${slugOf(game.name)}`;

/** Where each category's page is (the lobby's rows link to them). */
export const CATEGORY_PATH: Readonly<Record<CasinoCategory, string>> = {
  slots: 'slots',
  'live-casino': 'casino',
  'crash-games': 'crash-games',
  'card-games': 'card-games',
  scratchcards: 'scratchcards',
  fishinghunting: 'fishinghunting',
  'asian-games': 'asian-games',
  'skill-games': 'skill-games',
  'fast-games': 'fast-games',
  keno: 'keno',
  bingo: 'bingo',
  poker: 'poker',
  othergames: 'othergames',
};
