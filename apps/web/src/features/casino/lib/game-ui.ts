import type { CasinoGame } from '@sb/contracts';

/**
 * Which board a game's page draws (issue 15). The studio's game ids name their kind; a slot is
 * any game of the slots category or tagged slot; a round game without a board of its own gets the generic one.
 */
export type BoardKind =
  | 'dice'
  | 'limbo'
  | 'plinko'
  | 'keno'
  | 'roulette'
  | 'wheel'
  | 'scratch'
  | 'slot'
  | 'dragon-tiger'
  | 'mines'
  | 'hilo'
  | 'video-poker'
  | 'blackjack'
  | 'round'
  | 'crash'
  | 'live-roulette'
  | 'bingo'
  | 'instant';

const BY_ID_PREFIX: readonly [string, BoardKind][] = [
  ['crash', 'crash'],
  ['roulette-live', 'live-roulette'],
  ['bingo', 'bingo'],
  ['dice', 'dice'],
  ['limbo', 'limbo'],
  ['plinko', 'plinko'],
  ['keno', 'keno'],
  ['roulette', 'roulette'],
  ['wheel', 'wheel'],
  ['scratch', 'scratch'],
  ['dragon-tiger', 'dragon-tiger'],
  ['mines', 'mines'],
  ['hilo', 'hilo'],
  ['hi-lo', 'hilo'],
  ['video-poker', 'video-poker'],
  ['jacks', 'video-poker'],
  ['blackjack', 'blackjack'],
];

export function boardOf(game: Pick<CasinoGame, 'id' | 'kind' | 'category' | 'tags'>): BoardKind {
  const hit = BY_ID_PREFIX.find(([prefix]) => game.id === prefix || game.id.startsWith(`${prefix}-`));
  if (hit) return hit[1];
  if ((game.category === 'slots' || game.tags.includes('slot')) && game.kind === 'instant') return 'slot';
  return game.kind === 'round' ? 'round' : 'instant';
}

/** European roulette's reds (the table's colours). */
export const ROULETTE_REDS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const KENO_NUMBERS = 80;
export const KENO_MAX_PICKS = 10;
export const RISKS = ['low', 'medium', 'high'] as const;
export type Risk = (typeof RISKS)[number];

/** Picks toggled on the keno grid, at most ten. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** Dice: the chance to win and the multiplier the studio pays for it (RTP 99 %). */
export function diceOdds(target: number, direction: 'over' | 'under'): { chance: number; multiplier: number } {
  const chance = direction === 'under' ? target : 100 - target;
  return { chance, multiplier: chance > 0 ? 99 / chance : 0 };
}
