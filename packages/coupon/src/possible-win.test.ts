import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from './coupon-types';
import { possibleWin } from './possible-win';
import { leg, money, odds } from './test-support';

const THREE = [leg(2000, -1), leg(3500, -1), leg(2400, -1)];

describe('possible win: max when every leg wins; min when only the cheapest line wins (systems)', () => {
  it('system 2/3 on 2.00, 3.50, 2.40 for 300.00: min 480.00 (2.00 × 2.40 alone), max 2020.00', () => {
    const win = possibleWin({
      typeId: COUPON_TYPE.system,
      stake: money(30_000),
      legs: THREE,
      bankers: [],
      systemValue: 2,
    });
    expect(win).toEqual({ min: 48_000n, max: 202_000n });
  });

  it('patent on 2, 3, 4 for 7.00: min is the cheapest single alone (2.00), max 59.00', () => {
    const legs = [leg(2000, -1), leg(3000, -1), leg(4000, -1)];
    expect(possibleWin({ typeId: COUPON_TYPE.patent, stake: money(700), legs })).toEqual({ min: 200n, max: 5_900n });
  });

  it('express: min = max = stake × product (with the bonus)', () => {
    const legs = [leg(2000, -1), leg(1500, -1), leg(1200, -1)];
    const win = possibleWin({ typeId: COUPON_TYPE.express, stake: money(10_000), legs, bonusCoef: odds(1030) });
    expect(win).toEqual({ min: 37_080n, max: 37_080n });
  });

  it('anti-express: stake × quote', () => {
    const win = possibleWin({ typeId: COUPON_TYPE.antiExpress, stake: money(10_000), legs: THREE, coef: odds(1170) });
    expect(win).toEqual({ min: 11_700n, max: 11_700n });
  });

  it('chain and conditional: only a max', () => {
    expect(possibleWin({ typeId: COUPON_TYPE.chain, stake: money(100), legs: THREE })).toEqual({
      min: undefined,
      max: 100n + 100n + 250n + 140n,
    });
    const blocks = [
      { stake: money(100), legs: [leg(2000, -1)] },
      { stake: money(150), legs: [leg(1500, -1), leg(2000, -1)] },
    ];
    expect(possibleWin({ typeId: COUPON_TYPE.conditional, blocks })).toEqual({ min: undefined, max: 500n });
  });

  it('many singles: min is the smallest single, max the sum', () => {
    const singles = [
      { stake: money(100), leg: leg(2000, -1) },
      { stake: money(50), leg: leg(3000, -1) },
    ];
    expect(possibleWin({ typeId: COUPON_TYPE.manySingles, singles })).toEqual({ min: 150n, max: 350n });
  });

  it('is capped by the max payout', () => {
    const coupon = {
      typeId: COUPON_TYPE.system,
      stake: money(30_000),
      legs: THREE,
      bankers: [],
      systemValue: 2,
    } as const;
    expect(possibleWin(coupon, { maxPayout: money(100_000) })).toEqual({ min: 48_000n, max: 100_000n });
  });
});
