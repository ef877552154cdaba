import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyStake,
  cashbackAmount,
  cashbackPeriod,
  conversionAmount,
  netLoss,
  previousCashbackPeriod,
  wageringRequired,
  type BonusDefinition,
} from './index';

const DAY = 86_400_000;
const casino: Pick<BonusDefinition, 'products' | 'minOdds' | 'gameWeights' | 'defaultWeight'> = {
  products: ['casino'],
  minOdds: null,
  gameWeights: { slots: 100, roulette: 10 },
  defaultWeight: 50,
};

describe('issue 16 cashback (reference "Bonuses": a percentage of net losses over a period, once per period)', () => {
  it('weekly periods start on Monday 00:00 UTC; the previous period is the last complete week', () => {
    const tue = Date.UTC(2026, 10, 24, 15, 30); // Tuesday 24 November 2026
    expect(cashbackPeriod(tue)).toEqual({ start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 30) });
    expect(previousCashbackPeriod(tue)).toEqual({ start: Date.UTC(2026, 10, 16), end: Date.UTC(2026, 10, 23) });
    expect(cashbackPeriod(Date.UTC(2026, 10, 23))).toEqual(cashbackPeriod(tue));
    expect(cashbackPeriod(Date.UTC(2026, 10, 23) - 1).end).toBe(Date.UTC(2026, 10, 23));
  });

  it('net loss is stakes − wins − bonuses; 10 % of 100.00 lost pays 10.00, held to the cap', () => {
    const loss = netLoss({ stakes: 20_000n, wins: 8_000n, bonuses: 2_000n });
    expect(loss).toBe(10_000n);
    expect(cashbackAmount({ percent: 10, cap: null }, loss)).toBe(1_000n);
    expect(cashbackAmount({ percent: 10, cap: 500n }, loss)).toBe(500n);
  });

  it('property: cashback never pays on net wins, never passes the loss nor the cap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 10n }), { nil: null }),
        (stakes, wins, bonuses, hundredths, cap) => {
          const loss = netLoss({ stakes, wins, bonuses });
          const paid = cashbackAmount({ percent: hundredths / 100, cap }, loss);
          expect(paid >= 0n).toBe(true);
          if (loss <= 0n) expect(paid).toBe(0n);
          else expect(paid <= loss).toBe(true);
          if (cap !== null) expect(paid <= cap).toBe(true);
        },
      ),
    );
  });

  it('property: periods tile time — every instant is in exactly one week, and the previous one ends where it starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (at) => {
        const p = cashbackPeriod(at);
        expect(p.start <= at && at < p.end).toBe(true);
        expect(p.end - p.start).toBe(7 * DAY);
        expect(new Date(p.start).getUTCDay()).toBe(1);
        expect(previousCashbackPeriod(at).end).toBe(p.start);
      }),
    );
  });
});

describe('issue 16 engine invariants (property)', () => {
  it('property: wagering never exceeds the cap — required ≤ 10 × bonus and progress ≤ required, whatever the stakes', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({ stake: fc.bigInt({ min: 0n, max: 10n ** 9n }), game: fc.constantFrom('slots', 'roulette', 'x') }),
        ),
        (bonus, hundredths, stakes) => {
          const required = wageringRequired({ wageringMultiplier: hundredths / 100 }, bonus);
          expect(required <= bonus * 10n).toBe(true);
          let w = { required, progress: 0n };
          for (const s of stakes) {
            w = applyStake(casino, w, { product: 'casino', stake: s.stake, gameId: s.game });
            expect(w.progress <= w.required).toBe(true);
          }
        },
      ),
    );
  });

  it('property: conversion conserves money — converted + returned to the house = the bonus share, converted ≤ max conversion', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 12n }), { nil: null }),
        (share, maxConversion) => {
          const converted = conversionAmount({ maxConversion }, share);
          const returned = share - converted;
          expect(converted + returned).toBe(share);
          expect(converted >= 0n && returned >= 0n).toBe(true);
          if (maxConversion !== null) expect(converted <= maxConversion).toBe(true);
        },
      ),
    );
  });
});
