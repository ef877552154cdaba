import { describe, expect, it } from 'vitest';
import { BET_STATUS } from './bet-status';
import type { ManySinglesCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { settleCoupon } from './settle-coupon';
import { leg, money, paid } from './test-support';

const manySingles = (...singles: [number, Leg][]): ManySinglesCoupon => ({
  typeId: COUPON_TYPE.manySingles,
  singles: singles.map(([stake, l]) => ({ stake: money(stake), leg: l })),
});

describe('many singles: independent singles, one stake each, payouts add up', () => {
  it('100 on 2.0 won + 50 on 3.0 lost + 30 on 1.5 returned = 230', () => {
    const coupon = manySingles([100, leg(2000)], [50, leg(3000, BET_STATUS.lose)], [30, leg(1500, BET_STATUS.return)]);
    expect(paid(settleCoupon(coupon))).toBe(230n);
  });

  it('each single is rounded on its own: 3 × ⌊1 × 1.5⌋ = 3, not ⌊4.5⌋', () => {
    expect(paid(settleCoupon(manySingles([1, leg(1500)], [1, leg(1500)], [1, leg(1500)])))).toBe(3n);
  });

  it('is open until every single is settled', () => {
    expect(settleCoupon(manySingles([100, leg(2000)], [50, leg(3000, BET_STATUS.gameNotStarted)])).state).toBe('open');
  });
});
