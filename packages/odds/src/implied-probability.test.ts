import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { impliedProbability } from './implied-probability';
import { odds, oddsArbitrary } from './test-support';

describe('implied probability is 1/d', () => {
  it.each([
    [2000, 0.5],
    [2500, 0.4],
    [1250, 0.8],
    [1_001_000, 1 / 1001],
  ])('%d thousandths → %d', (t, expected) => {
    expect(impliedProbability(odds(t))).toBeCloseTo(expected, 12);
  });

  it('property: implied probability is in (0, 1]', () => {
    fc.assert(
      fc.property(oddsArbitrary(1001, Number.MAX_SAFE_INTEGER), (o) => {
        const p = impliedProbability(o);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
    );
  });
});
