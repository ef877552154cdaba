import type { GameInfo, InstantGame } from '../types';
import { fail, intIn, isRecord, ok, oneOf } from '../util';
import {
  coveredNumbers,
  RED_NUMBERS,
  ROULETTE_BET_TYPES,
  ROULETTE_PAYS,
  ROULETTE_POCKETS,
  type RouletteBet,
} from './roulette-bets';

/**
 * European roulette (issue 15), several bets on one spin. params is the list of bets, each with
 * its `amount` (any whole units, e.g. minor units). The SERVER STAKES THE LIST'S TOTAL: the
 * multiplier is the spin's total return over the total of the amounts, truncated to
 * MULTIPLIER_SCALE, so payout = ⌊total × multiplier / 10 000⌋ is never more than the bets' sum.
 */
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_MAX_BETS = 100;
export const ROULETTE_MAX_AMOUNT = 1_000_000_000;

export type RouletteParams = RouletteBet[];

/** Total return (in amount units) of the bets when `pocket` wins. */
export function rouletteReturn(bets: readonly RouletteBet[], pocket: number): number {
  let total = 0;
  for (const bet of bets) {
    if ((coveredNumbers(bet) ?? []).includes(pocket)) total += bet.amount * (ROULETTE_PAYS[bet.type] + 1);
  }
  return total;
}

export function rouletteMultiplier(bets: readonly RouletteBet[], pocket: number): number {
  const staked = bets.reduce((sum, b) => sum + b.amount, 0);
  return Math.floor((rouletteReturn(bets, pocket) * 10_000) / staked);
}

function parseBet(raw: unknown): RouletteBet | string {
  if (!isRecord(raw)) return 'roulette.bet';
  const type = oneOf(raw.type, ROULETTE_BET_TYPES);
  if (type === undefined) return 'roulette.bet_type';
  const amount = intIn(raw.amount, 1, ROULETTE_MAX_AMOUNT);
  if (amount === undefined) return 'roulette.amount';
  const numbers = Array.isArray(raw.numbers) ? raw.numbers : [];
  if (!numbers.every((n) => intIn(n, 0, 36) !== undefined)) return 'roulette.numbers';
  const index = raw.index === undefined ? 0 : (intIn(raw.index, 1, 3) ?? -1);
  const bet: RouletteBet = { type, numbers: numbers as number[], index, amount };
  return coveredNumbers(bet) === undefined ? 'roulette.bet_numbers' : bet;
}

const info: GameInfo = {
  id: 'roulette',
  name: 'European Roulette',
  category: 'othergames',
  tags: ['provably-fair', 'table', 'instant'],
  rtp: ROULETTE_RTP,
  volatility: 'medium',
  rules:
    'One zero, 37 pockets. Place any number of bets on one spin: straight 35:1, split 17:1, street 11:1, ' +
    'corner 8:1 (0-1-2-3 too), six line 5:1, dozen and column 2:1, red/black, odd/even, 1–18/19–36 1:1. ' +
    'Zero loses every outside bet. Your stake is the sum of your bets. RTP 97.30 % on every bet.',
};

export const roulette: InstantGame<RouletteParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!Array.isArray(params) || params.length === 0) return fail('roulette.bets');
    if (params.length > ROULETTE_MAX_BETS) return fail('roulette.too_many_bets');
    const bets: RouletteBet[] = [];
    for (const raw of params) {
      const bet = parseBet(raw);
      if (typeof bet === 'string') return fail(bet);
      bets.push(bet);
    }
    if (bets.reduce((s, b) => s + b.amount, 0) > ROULETTE_MAX_AMOUNT) return fail('roulette.amount');
    return ok(bets);
  },
  play(params, floats) {
    const pocket = Math.floor(floats.next() * ROULETTE_POCKETS);
    const color = pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';
    const winning = params.filter((b) => (coveredNumbers(b) ?? []).includes(pocket)).map((b) => b.type);
    return {
      multiplier: rouletteMultiplier(params, pocket),
      result: { pocket, color, returned: rouletteReturn(params, pocket), winning },
    };
  },
};
