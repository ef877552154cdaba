import { describe, expect, it } from 'vitest';
import { moneyFromMinor } from './money';
import { payout } from './payout';
import { ratio } from './ratio';
import { money } from './test-support';

describe('money is a non-negative integer count of minor units', () => {
  it.each([0, 1, 150, Number.MAX_SAFE_INTEGER])('accepts %d', (n) => {
    expect(moneyFromMinor(n)).toBe(BigInt(n));
  });

  it('accepts bigints beyond the safe-integer range', () => {
    expect(moneyFromMinor(10n ** 30n)).toBe(10n ** 30n);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (n) => {
    expect(moneyFromMinor(n)).toBeUndefined();
  });

  it('rejects a negative bigint', () => {
    expect(moneyFromMinor(-1n)).toBeUndefined();
  });
});

describe('payoutRounding floor: stake × factor rounds down to the minor unit', () => {
  it.each([
    [100n, 1875n, 1000n, 187n], // 187.5 → 187
    [1000n, 1437n, 1000n, 1437n],
    [1n, 1999n, 1000n, 1n], // 1.999 → 1
    [333n, 1n, 3n, 111n],
    [10_000n, 3_815_625n, 1_000_000n, 38_156n], // 381.5625 → 381.56
  ])('%d × %d/%d → %d', (stake, numerator, denominator, expected) => {
    expect(payout(money(stake), ratio(numerator, denominator))).toBe(expected);
  });
});
