import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MULTIPLIER_SCALE } from '@sb/casino';
import { payoutOf } from './play';

describe('issue 15: a round pays ⌊stake × multiplier / MULTIPLIER_SCALE⌋ minor units', () => {
  it('examples: 1.98× of 1.00 is 1.98; a loss pays nothing; 1× returns the stake', () => {
    expect(payoutOf(100n, 19_800)).toBe(198n);
    expect(payoutOf(100n, 0)).toBe(0n);
    expect(payoutOf(12_345n, MULTIPLIER_SCALE)).toBe(12_345n);
    expect(payoutOf(3n, 15_000)).toBe(4n);
  });

  it('never pays more than the exact product, and less by under one minor unit (no money created)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.integer({ min: 0, max: 10 ** 10 }), (stake, m) => {
        const paid = payoutOf(stake, m);
        const exact = stake * BigInt(m);
        expect(paid * BigInt(MULTIPLIER_SCALE)).toBeLessThanOrEqual(exact);
        expect(exact - paid * BigInt(MULTIPLIER_SCALE)).toBeLessThan(BigInt(MULTIPLIER_SCALE));
      }),
    );
  });
});
