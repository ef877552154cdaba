import type { GameInfo, InstantGame } from '../types';
import { at, fail, intIn, isRecord, ok, oneOf, units } from '../util';

/**
 * Wheel (issue 15): N equal segments (10–50), one lands. Each risk level is a pattern of ten
 * segments summing to 9.9×, repeated N/10 times (high: one segment pays 0.99·N×, the rest 0),
 * so every (risk, N) has RTP exactly 0.99.
 */
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export type WheelParams = { risk: WheelRisk; segments: number };

const PATTERNS: Record<'low' | 'medium', readonly number[]> = {
  low: [1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0],
  medium: [0, 1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 3],
};

/** The wheel's segments in MULTIPLIER_SCALE units, clockwise from the pointer's 0. */
export function wheelSegments(risk: WheelRisk, segments: number): number[] {
  if (risk === 'high') return Array.from({ length: segments }, (_, i) => (i === 0 ? units(0.99 * segments) : 0));
  const pattern = PATTERNS[risk];
  return Array.from({ length: segments }, (_, i) => units(at(pattern, i % 10)));
}

const info: GameInfo = {
  id: 'wheel',
  name: 'Wheel',
  category: 'othergames',
  tags: ['provably-fair', 'original', 'instant'],
  rtp: 0.99,
  volatility: 'medium',
  rules:
    'Choose a risk (low, medium, high) and 10–50 segments, then spin: the segment under the pointer pays its ' +
    'multiplier. Low: 1.5×, 1.2× and 0× segments; medium: up to 3×; high: one segment pays 0.99 × segments ' +
    '(9.9× on 10, 49.5× on 50), the rest 0. RTP 99 % at every setting.',
};

export const wheel: InstantGame<WheelParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('wheel.params');
    const risk = oneOf(params.risk, WHEEL_RISKS);
    const segments = intIn(params.segments, 10, 50);
    if (risk === undefined) return fail('wheel.risk');
    if (segments === undefined || segments % 10 !== 0) return fail('wheel.segments');
    return ok({ risk, segments });
  },
  play(params, floats) {
    const wheelList = wheelSegments(params.risk, params.segments);
    const segment = Math.floor(floats.next() * params.segments);
    return { multiplier: at(wheelList, segment), result: { segment, segments: wheelList.map((u) => u / 10_000) } };
  },
};
