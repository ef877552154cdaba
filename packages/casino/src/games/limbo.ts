import type { GameInfo, InstantGame } from '../types';
import { fail, hundredths, isRecord, ok } from '../util';

/**
 * Limbo (issue 15): a result multiplier R = ⌊99 · 2³² / (2³² − j)⌋ / 100 from one float
 * j / 2³² (R ≥ 0.99, capped at LIMBO_MAX); the bet wins the target m when R ≥ m.
 * P(R ≥ m) = ⌊99 · 2³² / (100 m)⌋ / 2³² ≈ 0.99 / m, so RTP = 0.99 up to m · 2⁻³².
 */
export const LIMBO_RTP = 0.99;
export const LIMBO_MAX = 1_000_000;
const TWO_POW_32 = 0x1_0000_0000;

export type LimboParams = { target: number };

/** The result in hundredths from a float (integer arithmetic, exact below 2⁵³). */
export function limboResultHundredths(float: number): number {
  const j = Math.round(float * TWO_POW_32);
  const a = 99 * TWO_POW_32;
  const b = TWO_POW_32 - j;
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return Math.min(q, LIMBO_MAX * 100);
}

/** Exact P(R ≥ m) for a target in hundredths (101 ≤ m100 ≤ 10⁸). */
export function limboWinProbability(m100: number): number {
  return Math.floor((99 * TWO_POW_32) / m100) / TWO_POW_32;
}

const info: GameInfo = {
  id: 'limbo',
  name: 'Limbo',
  category: 'fast-games',
  tags: ['provably-fair', 'original', 'instant'],
  rtp: LIMBO_RTP,
  volatility: 'high',
  rules:
    'Pick a target multiplier from 1.01× to 1,000,000×. The game draws a result multiplier; if it reaches ' +
    'your target you win stake × target. The chance to reach m is 99 % ÷ m (49.5 % for 2×). RTP 99 %.',
};

export const limbo: InstantGame<LimboParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('limbo.params');
    const m100 = hundredths(params.target);
    if (m100 === undefined || m100 < 101 || m100 > LIMBO_MAX * 100) return fail('limbo.target');
    return ok({ target: m100 / 100 });
  },
  play(params, floats) {
    const m100 = hundredths(params.target) ?? 0;
    const r = limboResultHundredths(floats.next());
    const win = r >= m100;
    return { multiplier: win ? m100 * 100 : 0, result: { result: r / 100, target: params.target, win } };
  },
};
