import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS, COUPON_TYPE, moneyFromMinor, settleCoupon, type BetStatusId, type Leg } from '@sb/coupon';
import { oddsFromThousandths } from '@sb/odds';
import {
  calculate,
  CALC_STATUSES,
  CALC_TYPES,
  formatAmount,
  parseAmount,
  type CalcInput,
  type CalcLeg,
} from './calculator';

const leg = (odds: string, statusId: BetStatusId = BET_STATUS.win, extra: Partial<CalcLeg> = {}): CalcLeg => ({
  odds,
  statusId,
  lobby: false,
  stake: '',
  ...extra,
});
const input = (typeId: CalcInput['typeId'], legs: CalcLeg[], more: Partial<CalcInput> = {}): CalcInput => ({
  typeId,
  stake: '10',
  legs,
  systemValue: 2,
  antiCoef: '',
  ...more,
});
const fail = (): never => {
  throw new Error('invalid test value');
};
const moneyOf = (minor: number) => moneyFromMinor(minor) ?? fail();
const payoutOf = (i: CalcInput) => {
  const r = calculate(i);
  return r.kind === 'settled' ? formatAmount(r.payout) : r.kind;
};

describe('issue 18 betting calculator: all ten coupon types and nine statuses (packages/coupon)', () => {
  it('offers the ten coupon types and the nine bet statuses of spec §3', () => {
    expect(CALC_TYPES).toHaveLength(10);
    expect(CALC_STATUSES).toHaveLength(9);
  });

  it('single: each status pays as the rules chapter says (d, 0, 1, (d+1)/2, 1/2, d/2)', () => {
    const s = (statusId: BetStatusId) => payoutOf(input(COUPON_TYPE.single, [leg('1.90', statusId)]));
    expect(s(BET_STATUS.win)).toBe('19.00');
    expect(s(BET_STATUS.lose)).toBe('0.00');
    expect(s(BET_STATUS.return)).toBe('10.00');
    expect(s(BET_STATUS.forcedReturn)).toBe('10.00');
    expect(s(BET_STATUS.halfWinHalfReturn)).toBe('14.50');
    expect(s(BET_STATUS.halfLoseHalfReturn)).toBe('5.00');
    expect(s(BET_STATUS.halfLoseHalfWin)).toBe('9.50');
    expect(s(BET_STATUS.notCalculated)).toBe('open');
    expect(s(BET_STATUS.gameNotStarted)).toBe('open');
  });

  it('express multiplies, a returned leg counts 1.00; profit is payout minus stake', () => {
    const r = calculate(input(COUPON_TYPE.express, [leg('2.00'), leg('1.50'), leg('3.00', BET_STATUS.return)]));
    expect(r).toMatchObject({ kind: 'settled' });
    if (r.kind === 'settled') {
      expect(formatAmount(r.payout)).toBe('30.00');
      expect(formatAmount(r.profit)).toBe('20.00');
    }
    expect(payoutOf(input(COUPON_TYPE.express, [leg('2.00'), leg('1.50', BET_STATUS.lose)]))).toBe('0.00');
  });

  it('chain: the rules example (unit 3: 2.0 W, 1.5 W, 2.0 L, 3.0 W, 1.5 L) pays 7.50', () => {
    const legs = [leg('2.0'), leg('1.5'), leg('2.0', BET_STATUS.lose), leg('3.0'), leg('1.5', BET_STATUS.lose)];
    expect(payoutOf(input(COUPON_TYPE.chain, legs, { stake: '3' }))).toBe('7.50');
  });

  it('system 2 of 3 splits the stake over three doubles; a bad size is refused', () => {
    const legs = [leg('2.00'), leg('2.00'), leg('2.00', BET_STATUS.lose)];
    const r = calculate(input(COUPON_TYPE.system, legs, { stake: '9' }));
    expect(r).toMatchObject({ kind: 'settled', lines: 3 });
    if (r.kind === 'settled') expect(formatAmount(r.payout)).toBe('12.00');
    expect(calculate(input(COUPON_TYPE.system, legs, { systemValue: 3 }))).toEqual({
      kind: 'invalid',
      problem: 'system',
    });
  });

  it('lucky, patent, many singles, conditional, multi-bet and anti-express agree with settleCoupon', () => {
    const odds = (t: number) => {
      const v = oddsFromThousandths(t);
      if (v === undefined) throw new Error('bad odds');
      return v;
    };
    const patentLegs: Leg[] = [
      { odds: odds(2000), statusId: BET_STATUS.win },
      { odds: odds(3000), statusId: BET_STATUS.win },
      { odds: odds(1500), statusId: BET_STATUS.lose },
    ];
    const theirs = settleCoupon({ typeId: COUPON_TYPE.patent, stake: moneyOf(700), legs: patentLegs });
    const mine = calculate(
      input(COUPON_TYPE.patent, [leg('2.00'), leg('3.00'), leg('1.50', BET_STATUS.lose)], { stake: '7' }),
    );
    expect(theirs.state === 'settled' && mine.kind === 'settled' && mine.payout === theirs.payout).toBe(true);
    // Lucky 15 at 2.00 each, 1.00 a line: 4 singles × 2 + 6 doubles × 4 + 4 trebles × 8 + 1 four-fold × 16 = 80.
    expect(
      payoutOf(input(COUPON_TYPE.lucky, [leg('2.00'), leg('2.00'), leg('2.00'), leg('2.00')], { stake: '15' })),
    ).toBe('80.00');
    const singles = [leg('2.00', BET_STATUS.win, { stake: '5' }), leg('3.00', BET_STATUS.lose, { stake: '4' })];
    expect(calculate(input(COUPON_TYPE.manySingles, singles))).toMatchObject({
      kind: 'settled',
      staked: 900n,
      payout: 1000n,
    });
    const blocks = [leg('2.00', BET_STATUS.win, { stake: '10' }), leg('1.50', BET_STATUS.win, { stake: '15' })];
    // Block 2 takes 15 of block 1's 20; the unused 5 is paid out: 5 + 15 × 1.5 = 27.50.
    expect(payoutOf(input(COUPON_TYPE.conditional, blocks))).toBe('27.50');
    const multi = [
      leg('2.00', BET_STATUS.win, { lobby: true }),
      leg('1.50'),
      leg('1.50'),
      leg('1.50', BET_STATUS.lose),
    ];
    expect(calculate(input(COUPON_TYPE.multiBet, multi, { stake: '9' }))).toMatchObject({
      kind: 'settled',
      lines: 3,
      payout: 1350n,
    });
    expect(
      payoutOf(input(COUPON_TYPE.antiExpress, [leg('1.25'), leg('1.65', BET_STATUS.lose)], { antiCoef: '1.17' })),
    ).toBe('11.70');
    expect(payoutOf(input(COUPON_TYPE.antiExpress, [leg('1.25'), leg('1.65')], { antiCoef: '1.17' }))).toBe('0.00');
  });

  it('refuses bad input with a reason: leg count, odds, stake', () => {
    expect(calculate(input(COUPON_TYPE.express, [leg('2.00')]))).toEqual({ kind: 'invalid', problem: 'legs' });
    expect(calculate(input(COUPON_TYPE.single, [leg('abc')]))).toEqual({ kind: 'invalid', problem: 'odds' });
    expect(calculate(input(COUPON_TYPE.single, [leg('2.00')], { stake: '-1' }))).toEqual({
      kind: 'invalid',
      problem: 'stake',
    });
    expect(calculate(input(COUPON_TYPE.lucky, [leg('2'), leg('2'), leg('2'), leg('2')], { stake: '0.10' }))).toEqual({
      kind: 'invalid',
      problem: 'stakeTooSmall',
    });
    expect(parseAmount('10,5')).toBe(1050n);
    expect(parseAmount('1e3')).toBeUndefined();
  });

  it('property: an express in the calculator pays exactly what settleCoupon pays', () => {
    const legArb = fc.record({
      thousandths: fc.integer({ min: 1001, max: 20_000 }),
      statusId: fc.constantFrom(...CALC_STATUSES),
    });
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (ls, minor) => {
          const legs = ls.map((l) => leg((l.thousandths / 1000).toFixed(3), l.statusId));
          const stake = formatAmount(BigInt(minor));
          const mine = calculate(input(COUPON_TYPE.express, legs, { stake }));
          const theirs = settleCoupon({
            typeId: COUPON_TYPE.express,
            stake: moneyOf(minor),
            legs: ls.map((l) => ({ odds: oddsFromThousandths(l.thousandths) ?? fail(), statusId: l.statusId })),
          });
          if (theirs.state === 'open') return mine.kind === 'open';
          return mine.kind === 'settled' && mine.payout === theirs.payout;
        },
      ),
    );
  });
});
