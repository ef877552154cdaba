import { DICE_RTP } from './games/dice';
import { DRAGON_TIGER_RTP } from './games/dragon-tiger';
import { KENO_PAYTABLES } from './games/keno-tables';
import { KENO_RTP } from './games/keno';
import { LIMBO_MAX } from './games/limbo';
import { minesMultiplier } from './games/mines';
import { PLINKO_PAYTABLES } from './games/plinko-tables';
import { PLINKO_RTP } from './games/plinko';
import { JOB_CATEGORIES, JOB_PAYS } from './games/poker-hands';
import { ROULETTE_PAYS } from './games/roulette-bets';
import { SCRATCH_SYMBOLS } from './games/scratch';
import { VIDEO_POKER_RETURN_TABLE } from './games/video-poker';
import { WHEEL_RISKS, WHEEL_SEGMENTS, wheelSegments } from './games/wheel';
import { DEEP_SEA_CATCH } from './slots/deep-sea-catch';
import { DRAGON_WAYS } from './slots/dragon-ways';
import { FRUIT_FIESTA } from './slots/fruit-fiesta';
import { PHARAOH_GOLD } from './slots/pharaoh-gold';
import { slotPaytable } from './slots/slot-game';
import type { GameId, Json } from './types';
import { at } from './util';

/**
 * What each game page's paytable screen shows (issue 15: "rules, paytable and RTP"), as JSON
 * built from the very tables the games pay from. Multipliers are × stake.
 */
const rows = (table: Readonly<Record<number, readonly number[]>>): Json =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...v]]));

const PAYTABLES: Record<GameId, () => Json> = {
  'fruit-fiesta': () => slotPaytable(FRUIT_FIESTA),
  'pharaoh-gold': () => slotPaytable(PHARAOH_GOLD),
  'dragon-ways': () => slotPaytable(DRAGON_WAYS),
  'deep-sea-catch': () => slotPaytable(DEEP_SEA_CATCH),
  dice: () => ({ rtp: DICE_RTP, formula: 'multiplier = 99 / win chance %' }),
  limbo: () => ({ rtp: 0.99, formula: 'P(result ≥ m) = 0.99 / m', maxTarget: LIMBO_MAX }),
  plinko: () => ({
    low: rows(PLINKO_PAYTABLES.low),
    medium: rows(PLINKO_PAYTABLES.medium),
    high: rows(PLINKO_PAYTABLES.high),
    rtp: { low: { ...PLINKO_RTP.low }, medium: { ...PLINKO_RTP.medium }, high: { ...PLINKO_RTP.high } },
  }),
  mines: () =>
    Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => i + 1).map((m) => [
        m,
        Array.from({ length: 25 - m }, (_, k) => minesMultiplier(m, k + 1) / 10_000),
      ]),
    ),
  wheel: () =>
    Object.fromEntries(
      WHEEL_RISKS.map((r) => [
        r,
        Object.fromEntries(WHEEL_SEGMENTS.map((n) => [n, wheelSegments(r, n).map((u) => u / 10_000)])),
      ]),
    ),
  roulette: () => ({ ...ROULETTE_PAYS }),
  blackjack: () => ({ blackjack: 2.5, win: 2, push: 1, insurance: 3, decks: 6, dealerStandsOnSoft17: true }),
  hilo: () => ({ rtp: 0.99, formula: 'cash-out = 0.99 × Π 1/p of the right guesses' }),
  'jacks-or-better': () =>
    Object.fromEntries(
      JOB_CATEGORIES.map((c, i) => [c, { pays: at(JOB_PAYS, i), probability: at(VIDEO_POKER_RETURN_TABLE, i) }]),
    ),
  keno: () => ({
    low: KENO_PAYTABLES.low.map((r) => [...r]),
    medium: KENO_PAYTABLES.medium.map((r) => [...r]),
    high: KENO_PAYTABLES.high.map((r) => [...r]),
    rtp: { low: [...KENO_RTP.low], medium: [...KENO_RTP.medium], high: [...KENO_RTP.high] },
  }),
  'scratch-gems': () => SCRATCH_SYMBOLS.map((s) => ({ ...s })),
  'dragon-tiger': () => ({ dragon: 2, tiger: 2, tieOnDragonOrTiger: 0.5, tie: 12, rtp: { ...DRAGON_TIGER_RTP } }),
};

/** The paytable of a game for its page, or undefined for an unknown id. */
export function gamePaytable(id: GameId): Json | undefined {
  return PAYTABLES[id]?.();
}
