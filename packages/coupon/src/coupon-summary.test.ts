import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from './coupon-types';
import { couponSummary } from './coupon-summary';
import { couponTotalOdds } from './coupon-total-odds';
import { leg, money, odds } from './test-support';

const LEGS = [leg(1250, -1), leg(1650, -1), leg(1850, -1), leg(2000, -1)];

describe('coupon summary: lines, stake per line, stake taken, total odds where one exists', () => {
  it('single', () => {
    const s = couponSummary({ typeId: COUPON_TYPE.single, stake: money(500), leg: leg(1875, -1) });
    expect([s.lineCount, s.stakePerLine, s.stakeTaken, s.totalOdds]).toEqual([1, 500n, 500n, 1875n]);
  });

  it('express: one line, total odds the truncated product (with the bonus multiplied in)', () => {
    const s = couponSummary({ typeId: COUPON_TYPE.express, stake: money(500), legs: LEGS.slice(0, 3) });
    expect([s.lineCount, s.stakePerLine, s.stakeTaken, s.totalOdds]).toEqual([1, 500n, 500n, 3815n]);
    const bonus = { typeId: COUPON_TYPE.express, stake: money(500), legs: LEGS.slice(0, 3), bonusCoef: odds(1030) };
    expect(couponTotalOdds(bonus)).toBe(3930n); // 3.815625 × 1.03 = 3.93009…
  });

  it('system 3/4 with an uneven stake: 4 lines of 2.49, 9.96 taken, no total odds', () => {
    const s = couponSummary({ typeId: COUPON_TYPE.system, stake: money(999), legs: LEGS, bankers: [], systemValue: 3 });
    expect([s.lineCount, s.stakePerLine, s.stakeTaken, s.totalOdds]).toEqual([4, 249n, 996n, undefined]);
  });

  it('lucky 15: 15 lines', () => {
    const s = couponSummary({ typeId: COUPON_TYPE.lucky, stake: money(1500), legs: LEGS });
    expect([s.lineCount, s.stakePerLine, s.stakeTaken]).toEqual([15, 100n, 1500n]);
  });

  it('chain and conditional take only the first stake', () => {
    const chain = couponSummary({ typeId: COUPON_TYPE.chain, stake: money(300), legs: LEGS });
    expect([chain.lineCount, chain.stakePerLine, chain.stakeTaken]).toEqual([4, 300n, 300n]);
    const blocks = [
      { stake: money(100), legs: [leg(2000, -1)] },
      { stake: money(150), legs: [leg(1500, -1)] },
    ];
    const conditional = couponSummary({ typeId: COUPON_TYPE.conditional, blocks });
    expect([conditional.lineCount, conditional.stakePerLine, conditional.stakeTaken]).toEqual([2, undefined, 100n]);
  });

  it('anti-express: one line at the quote', () => {
    const s = couponSummary({ typeId: COUPON_TYPE.antiExpress, stake: money(100), legs: LEGS, coef: odds(1170) });
    expect([s.lineCount, s.stakeTaken, s.totalOdds]).toEqual([1, 100n, 1170n]);
  });

  it('many singles: the sum of their stakes', () => {
    const singles = [
      { stake: money(100), leg: leg(2000, -1) },
      { stake: money(50), leg: leg(3000, -1) },
    ];
    const s = couponSummary({ typeId: COUPON_TYPE.manySingles, singles });
    expect([s.lineCount, s.stakePerLine, s.stakeTaken, s.totalOdds]).toEqual([2, undefined, 150n, undefined]);
  });
});
