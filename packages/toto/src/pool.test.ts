import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPool } from './pool';
import { TOTO_15 } from './rules';

/** Issue 19 "Money, limits, proofs"; reference "Pools (toto) and lotteries". */
describe('issue 19 toto: pool split', () => {
  it('the published tier shares of TOTO_15 sum to the whole pool, the jackpot tier is 15 correct', () => {
    expect(TOTO_15.tiers.reduce((s, t) => s + t.shareBp, 0)).toBe(10_000);
    expect(TOTO_15.tiers.filter((t) => t.jackpot).map((t) => t.hits)).toEqual([15]);
    expect(TOTO_15.poolShareBp).toBe(8_500);
  });

  it('pays ⌊tier / units⌋ per winning unit; the remainder and tiers nobody won roll into the jackpot', () => {
    const s = splitPool(TOTO_15, { stakes: 10_000n, jackpotIn: 1_001n, winners: { 14: 3n } });
    expect(s.pool).toBe(8_500n);
    expect(s.commission).toBe(1_500n);
    expect(s.tierAmounts).toEqual({ 15: 3_551n, 14: 1_700n, 13: 1_275n, 12: 1_020n, 11: 850n, 10: 680n, 9: 425n });
    expect(s.perUnit[14]).toBe(566n);
    expect(s.perUnit[15]).toBe(0n);
    expect(s.payouts).toBe(1_698n);
    // 15 correct nobody won (3 551), the odd 2 of tier 14, and tiers 13 … 9 nobody won.
    expect(s.carriedOut).toBe(3_551n + 2n + 1_275n + 1_020n + 850n + 680n + 425n);
  });

  it('a jackpot won by two units is split in whole minor units, the odd unit carried', () => {
    const s = splitPool(TOTO_15, { stakes: 0n, jackpotIn: 1_001n, winners: { 15: 2n } });
    expect(s.perUnit[15]).toBe(500n);
    expect(s.carriedOut).toBe(1n);
  });

  it('invariant: payouts + carried + commission = stakes + jackpot carried in; never more than the pool is paid (property)', () => {
    const units = fc.bigInt({ min: 0n, max: 10n ** 6n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.array(units, { minLength: 7, maxLength: 7 }),
        (stakes, jackpotIn, w) => {
          const winners = Object.fromEntries(TOTO_15.tiers.map((t, i) => [t.hits, w[i] ?? 0n]));
          const s = splitPool(TOTO_15, { stakes, jackpotIn, winners });
          expect(s.payouts + s.carriedOut + s.commission).toBe(stakes + jackpotIn);
          expect(s.payouts).toBeLessThanOrEqual(s.pool + jackpotIn);
          expect(s.carriedOut).toBeGreaterThanOrEqual(0n);
          expect(s.commission).toBe(stakes - (stakes * 8_500n) / 10_000n);
        },
      ),
    );
  });

  it('refuses negative stakes or winners', () => {
    expect(() => splitPool(TOTO_15, { stakes: -1n, jackpotIn: 0n, winners: {} })).toThrow(RangeError);
    expect(() => splitPool(TOTO_15, { stakes: 1n, jackpotIn: 0n, winners: { 9: -1n } })).toThrow(RangeError);
  });
});
