import { describe, expect, it } from 'vitest';
import { allowedCouponTypes, type CouponSelection } from './allowed-coupon-types';

const pick = (gameId: number, flags: Partial<CouponSelection> = {}): CouponSelection => ({
  gameId,
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
  ...flags,
});
const games = (n: number): CouponSelection[] => Array.from({ length: n }, (_, i) => pick(i + 1));

describe('which coupon types a selection allows', () => {
  it.each<[number, number[]]>([
    [0, []],
    [1, [0]],
    [2, [1, 3, 5, 6, 9]],
    [3, [1, 2, 3, 4, 5, 6, 8, 9]],
    [4, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [6, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [7, [1, 2, 3, 4, 5, 6, 8, 9]],
    [9, [1, 2, 3, 4, 5, 6, 9]],
  ])('%d selections from different games → %j', (n, expected) => {
    expect(allowedCouponTypes(games(n))).toEqual(expected);
  });

  it('two selections from the same game allow only many singles', () => {
    expect(allowedCouponTypes([pick(1), pick(1)])).toEqual([9]);
    expect(allowedCouponTypes([pick(1), pick(2), pick(2), pick(3)])).toEqual([9]);
  });

  it('a dependent or banned-for-express selection allows only singles', () => {
    expect(allowedCouponTypes([pick(1), pick(2, { isDepend: true }), pick(3)])).toEqual([9]);
    expect(allowedCouponTypes([pick(1, { isBannedExpress: true })])).toEqual([0]);
  });

  it('a blocked selection allows nothing', () => {
    expect(allowedCouponTypes([pick(1), pick(2, { isBlocked: true }), pick(3)])).toEqual([]);
  });
});
