import type { GameInfo, InstantGame } from '../types';
import { at, fail, intIn, isRecord, ok, oneOf, units } from '../util';
import { PLINKO_PAYTABLES } from './plinko-tables';

/**
 * Plinko (issue 15): a ball falls through `rows` rows of pins, one float per row (< ½ left,
 * otherwise right); it lands in slot k = number of right bounces, with probability C(n, k)/2ⁿ,
 * and pays the risk level's table at k.
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type PlinkoParams = { rows: number; risk: PlinkoRisk };
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Exact RTP of every table (rtp/plinko-rtp.ts recomputes each to 1e-9). */
export const PLINKO_RTP: Record<PlinkoRisk, Record<number, number>> = {
  low: {
    8: 0.989296875,
    9: 0.987734375,
    10: 0.989277344,
    11: 0.988974609,
    12: 0.988144531,
    13: 0.986943359,
    14: 0.989208984,
    15: 0.989659424,
    16: 0.98971344,
  },
  medium: {
    8: 0.98921875,
    9: 0.98875,
    10: 0.987675781,
    11: 0.988574219,
    12: 0.988393555,
    13: 0.989987793,
    14: 0.988952637,
    15: 0.989815063,
    16: 0.989909973,
  },
  high: {
    8: 0.9890625,
    9: 0.989804687,
    10: 0.989941406,
    11: 0.989990234,
    12: 0.989521484,
    13: 0.989963379,
    14: 0.988823242,
    15: 0.989858398,
    16: 0.989385986,
  },
};

export function plinkoPaytable(risk: PlinkoRisk, rows: number): readonly number[] {
  const table = PLINKO_PAYTABLES[risk][rows];
  if (table === undefined) throw new RangeError(`no plinko table for ${risk} ${rows}`);
  return table;
}

const info: GameInfo = {
  id: 'plinko',
  name: 'Plinko',
  category: 'othergames',
  tags: ['provably-fair', 'original', 'instant'],
  rtp: 0.986943359,
  volatility: 'high',
  rules:
    'Choose 8–16 rows and a risk level, and drop the ball: at each row it bounces left or right with equal ' +
    'chance and lands in slot k with probability C(rows, k) / 2^rows. The slot pays its multiplier; edge slots ' +
    'pay the most (up to 16× low, 110× medium, 1000× high on 16 rows). RTP 98.69–99.00 % by table (the lowest is published).',
};

export const plinko: InstantGame<PlinkoParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('plinko.params');
    const rows = intIn(params.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS);
    const risk = oneOf(params.risk, PLINKO_RISKS);
    if (rows === undefined) return fail('plinko.rows');
    if (risk === undefined) return fail('plinko.risk');
    return ok({ rows, risk });
  },
  play(params, floats) {
    const path: number[] = [];
    for (let i = 0; i < params.rows; i++) path.push(floats.next() < 0.5 ? 0 : 1);
    const slot = path.reduce((s, x) => s + x, 0);
    const pay = at(plinkoPaytable(params.risk, params.rows), slot);
    return { multiplier: units(pay), result: { path, slot, pay } };
  },
};
