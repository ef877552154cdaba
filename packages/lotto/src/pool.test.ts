import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOTTO_6_45 } from './lotteries';
import { splitPool } from './pool';

/** Issue 19 "Money, limits, proofs"; reference "Pools (toto) and lotteries". */
describe('lotto: pool split', () => {
  it('pays ⌊tier / winners⌋ per line and carries the remainder and unwon tiers to the jackpot', () => {
    const split = splitPool(LOTTO_6_45, { stakes: 10_000n, jackpotIn: 1_001n, winners: { '5': 3 } });
    expect(split.pool).toBe(2_500n);
    expect(split.commission).toBe(7_500n);
    expect(split.tierAmounts).toEqual({ '6': 1_750n + 1_001n, '5': 750n });
    expect(split.perLine).toEqual({ '6': 0n, '5': 250n });
    expect(split.payouts).toBe(750n);
    expect(split.carriedOut).toBe(2_751n);
  });

  it('a jackpot won by two lines is split in whole minor units, the odd unit carried', () => {
    const split = splitPool(LOTTO_6_45, { stakes: 0n, jackpotIn: 1_001n, winners: { '6': 2 } });
    expect(split.perLine['6']).toBe(500n);
    expect(split.carriedOut).toBe(1n);
  });

  it('invariant: payouts + carried + commission = stakes + jackpot carried in; never pays more than the pool (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.nat({ max: 1_000 }),
        fc.nat({ max: 1_000 }),
        (stakes, jackpotIn, w6, w5) => {
          const s = splitPool(LOTTO_6_45, { stakes, jackpotIn, winners: { '6': w6, '5': w5 } });
          expect(s.payouts + s.carriedOut + s.commission).toBe(stakes + jackpotIn);
          expect(s.payouts).toBeLessThanOrEqual(s.pool + jackpotIn);
          expect(s.carriedOut).toBeGreaterThanOrEqual(0n);
          if (w6 > 0 && w5 > 0) expect(s.carriedOut).toBeLessThan(BigInt(w6 + w5) + 2n);
        },
      ),
    );
  });

  it('refuses negative stakes', () => {
    expect(() => splitPool(LOTTO_6_45, { stakes: -1n, jackpotIn: 0n, winners: {} })).toThrow(RangeError);
  });
});
