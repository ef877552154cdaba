import { INSTANT_CRASH_ONE_IN } from './fair';
import type { GameInfo } from './types';

/**
 * The shared-round games (issue 15: the live casino here). The server runs their rounds for
 * everyone from a published hash chain (fair.ts chainFrom, saltedHash, crashPoint); this package
 * gives their catalogue entries and, for crash, the exact RTP curve.
 */

/**
 * Crash: P(crash ≥ m) = (1 − 1/101) · 99 / (100 m − 1) for m ≥ 1.01 (hash not divisible by 101,
 * then h ≥ 2⁵² · 100(m − 1)/(100 m − 1)), so cashing out at m returns
 * RTP(m) = m · (100/101) · 99/(100 m − 1): 99.0 % at 1.01×, 98.51 % at 2×, → 98.02 % as m grows.
 */
export function crashRtp(m100: number): number {
  const m = m100 / 100;
  const survive = (1 - 1 / INSTANT_CRASH_ONE_IN) * (99 / (m100 - 1));
  return m * survive;
}

/** The lowest RTP of any cash-out target (its limit): 9 900 / 10 100. */
export const CRASH_MIN_RTP = 9_900 / 10_100;

export const CRASH_INFO: GameInfo = {
  id: 'crash',
  name: 'Crash',
  category: 'crash-games',
  tags: ['provably-fair', 'multiplayer', 'shared-round', 'original'],
  rtp: 0.980198,
  volatility: 'high',
  rules:
    'One round for everyone: the multiplier climbs from 1.00× until it crashes. Cash out (or set an auto ' +
    'cash-out) before the crash to win stake × your multiplier. One round in 101 crashes at 1.00×. Each round ' +
    'comes from a published SHA-256 hash chain, so every crash point can be checked. RTP 99 % at 1.01×, 98.5 % ' +
    'at 2×, never below 98.02 %. There is no video dealer: the round is drawn by the server for all players.',
};

/** Bingo rooms pay a fixed share of the room's stakes as prizes (parimutuel). */
export const BINGO_PRIZE_SHARE = 0.9;

export const BINGO_75_INFO: GameInfo = {
  id: 'bingo-75',
  name: 'Bingo 75',
  category: 'bingo',
  tags: ['multiplayer', 'shared-round', 'bingo'],
  rtp: BINGO_PRIZE_SHARE,
  volatility: 'high',
  rules:
    'Buy cards (5×5, free centre) before the scheduled draw; balls 1–75 are drawn for the whole room from the ' +
    'published hash chain. Patterns (line, full house) win their share of the prize pool, 90 % of the room’s ' +
    'stakes, split equally between simultaneous winners.',
};

export const BINGO_90_INFO: GameInfo = {
  id: 'bingo-90',
  name: 'Bingo 90',
  category: 'bingo',
  tags: ['multiplayer', 'shared-round', 'bingo'],
  rtp: BINGO_PRIZE_SHARE,
  volatility: 'high',
  rules:
    'Buy tickets (3 rows of 5 numbers of 1–90) before the scheduled draw; the room shares one draw from the ' +
    'published hash chain. One line, two lines and full house win their share of the prize pool, 90 % of ' +
    'the room’s stakes, split equally between simultaneous winners.',
};

export const ROULETTE_LIVE_INFO: GameInfo = {
  id: 'roulette-live',
  name: 'Live Roulette',
  category: 'live-casino',
  tags: ['multiplayer', 'shared-round', 'table'],
  rtp: 36 / 37,
  volatility: 'medium',
  rules:
    'European roulette with one spin every few seconds for everyone at the table, drawn from the published ' +
    'hash chain (no video dealer: the server spins for all players). Same bets and pays as European Roulette; ' +
    'RTP 97.30 % on every bet.',
};

export const SHARED_ROUND_INFOS: readonly GameInfo[] = [CRASH_INFO, ROULETTE_LIVE_INFO, BINGO_75_INFO, BINGO_90_INFO];
