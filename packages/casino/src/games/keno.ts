import { drawWithoutReplacement } from '../fair';
import type { GameInfo, InstantGame } from '../types';
import { at, fail, intIn, isRecord, ok, oneOf, units } from '../util';
import { KENO_PAYTABLES } from './keno-tables';

/**
 * Keno (issue 15; spec's keno page): the player picks 1–10 numbers of 1–80, the game draws 20
 * (Fisher–Yates over 80, see fair.ts); the pay depends on the pick count, the hits and the risk.
 * P(h hits of s) = C(20, h)·C(60, s − h) / C(80, s).
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export type KenoParams = { picks: number[]; risk: KenoRisk };

/** Exact RTP per risk and pick count (index 0 = 1 pick); rtp/keno-rtp.ts recomputes each. */
export const KENO_RTP: Record<KenoRisk, readonly number[]> = {
  low: [
    0.99, 0.98943038, 0.989313535, 0.987998078, 0.989641687, 0.989390926, 0.984805414, 0.989459566, 0.987903073,
    0.988866564,
  ],
  medium: [
    0.99, 0.989525316, 0.989313535, 0.989944233, 0.989461488, 0.988997521, 0.989526088, 0.989774066, 0.989818796,
    0.98980192,
  ],
  high: [
    0.99, 0.986075949, 0.989313535, 0.989295515, 0.989542103, 0.987299093, 0.989836, 0.989612032, 0.989851467,
    0.989897023,
  ],
};

export function kenoPaytable(risk: KenoRisk, picks: number): readonly number[] {
  return at(KENO_PAYTABLES[risk], picks - 1);
}

const info: GameInfo = {
  id: 'keno',
  name: 'Keno',
  category: 'keno',
  tags: ['provably-fair', 'lottery', 'instant'],
  rtp: 0.984805414,
  volatility: 'high',
  rules:
    'Pick 1 to 10 numbers from 1–80 and a risk level; 20 numbers are drawn. The paytable for your pick count ' +
    'pays by the number of hits (up to 1,000× low, 5,000× medium, 10,000× high). The chance of h hits with ' +
    's picks is C(20,h)·C(60,s−h)/C(80,s). RTP 98.48–99.00 % by table.',
};

export const keno: InstantGame<KenoParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('keno.params');
    const risk = params.risk === undefined ? 'medium' : oneOf(params.risk, KENO_RISKS);
    if (risk === undefined) return fail('keno.risk');
    const picks = params.picks;
    if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) return fail('keno.picks');
    if (!picks.every((n) => intIn(n, 1, KENO_NUMBERS) !== undefined)) return fail('keno.pick_number');
    if (new Set(picks).size !== picks.length) return fail('keno.duplicate_pick');
    return ok({ picks: [...(picks as number[])].sort((a, b) => a - b), risk });
  },
  play(params, floats) {
    const drawn = drawWithoutReplacement(KENO_DRAWN, KENO_NUMBERS, floats).map((n) => n + 1);
    const hits = params.picks.filter((n) => drawn.includes(n));
    const pay = at(kenoPaytable(params.risk, params.picks.length), hits.length);
    return { multiplier: units(pay), result: { drawn, hits, pay } };
  },
};
