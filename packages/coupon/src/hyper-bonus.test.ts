import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_STATUS, type BetStatusId } from './bet-status';
import { BONUS_ACCOUNT_TYPE } from './constants';
import { COUPON_TYPE } from './coupon-types';
import {
  hyperBonusBoost,
  hyperBonusPercent,
  hyperBonusPercentFor,
  isHyperBonusTable,
  prefersHyperBonus,
  settledHyperBonus,
  type HyperBonusCoupon,
  type HyperBonusRules,
  type HyperBonusStep,
} from './hyper-bonus';

const RULES: HyperBonusRules = {
  minLegs: 4,
  minLegCoef: 1200,
  steps: [
    { legs: 4, percent: 3 },
    { legs: 5, percent: 4 },
    { legs: 6, percent: 5 },
    { legs: 8, percent: 8 },
    { legs: 10, percent: 12 },
  ],
  maxBoost: 50_000n,
};
const express = (legCoefs: number[]): HyperBonusCoupon => ({
  typeId: COUPON_TYPE.express,
  accountType: 0,
  hasPromoCode: false,
  legCoefs,
});

/** A valid table: rising legs, never-falling percentages. */
const tableArb: fc.Arbitrary<HyperBonusStep[]> = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 8 })
  .map((gaps) => {
    let legs = 0;
    let percent = 1;
    return gaps.map(([dl, dp]) => {
      legs += dl;
      percent += dp;
      return { legs, percent: Math.min(percent, 1000) };
    });
  });
const rulesArb: fc.Arbitrary<HyperBonusRules> = fc
  .record({
    steps: tableArb,
    minLegs: fc.integer({ min: 2, max: 10 }),
    maxBoost: fc.bigInt({ min: 0n, max: 10_000_000n }),
  })
  .map((r) => ({ ...r, minLegCoef: 1200 }));

describe('issue 16 hyper bonus: the percentage by number of selections (site config table)', () => {
  it.each([
    [3, 0],
    [4, 3],
    [5, 4],
    [6, 5],
    [7, 5],
    [8, 8],
    [9, 8],
    [10, 12],
    [30, 12],
  ])('%d selections → %d %%', (n, percent) => {
    expect(hyperBonusPercentFor(RULES, n)).toBe(percent);
  });

  it('a table with falling percentages or repeated legs is refused; the default shape is accepted', () => {
    expect(isHyperBonusTable(RULES.steps)).toBe(true);
    expect(
      isHyperBonusTable([
        { legs: 4, percent: 5 },
        { legs: 5, percent: 4 },
      ]),
    ).toBe(false);
    expect(
      isHyperBonusTable([
        { legs: 4, percent: 3 },
        { legs: 4, percent: 4 },
      ]),
    ).toBe(false);
    expect(isHyperBonusTable([{ legs: 4, percent: 0 }])).toBe(false);
    expect(isHyperBonusTable([{ legs: 4, percent: 2.5 }])).toBe(false);
  });

  it('property: zero below minHyperBonusBetLimit, never falling as selections are added', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 40 }), (rules, n) => {
        expect(isHyperBonusTable(rules.steps)).toBe(true);
        const p = hyperBonusPercentFor(rules, n);
        if (n < rules.minLegs) expect(p).toBe(0);
        expect(hyperBonusPercentFor(rules, n + 1)).toBeGreaterThanOrEqual(p);
      }),
    );
  });
});

describe('issue 16 hyper bonus: which coupons carry it at placement', () => {
  it('an express of 4 selections each at least 1.20 gets 3 %', () => {
    expect(hyperBonusPercent(RULES, express([1200, 1500, 2000, 3000]))).toBe(3);
  });

  it.each<[string, Partial<HyperBonusCoupon>]>([
    ['a selection is below the minimum coefficient', { legCoefs: [1199, 1500, 2000, 3000] }],
    ['there are only 3 selections', { legCoefs: [1500, 2000, 3000] }],
    ['the stake is from the bonus account', { accountType: BONUS_ACCOUNT_TYPE }],
    ['a promo code is on the coupon', { hasPromoCode: true }],
    ['the coupon is a system', { typeId: COUPON_TYPE.system }],
    ['the coupon is many singles', { typeId: COUPON_TYPE.manySingles }],
  ])('none when %s', (_why, change) => {
    expect(hyperBonusPercent(RULES, { ...express([1200, 1500, 2000, 3000]), ...change })).toBe(0);
  });
});

describe('issue 16 hyper bonus: the boost (minor units, rounded down, capped per coupon)', () => {
  it('3 % of net winnings 12 345 is 370 (370.35 rounded down); the cap 50 000 holds', () => {
    expect(hyperBonusBoost(12_345n, 3, 50_000n)).toBe(370n);
    expect(hyperBonusBoost(10_000_000n, 12, 50_000n)).toBe(50_000n);
    expect(hyperBonusBoost(0n, 12, 50_000n)).toBe(0n);
    expect(hyperBonusBoost(-500n, 12, 50_000n)).toBe(0n);
  });

  it('property: never above the cap, never above percent × net, less than one minor unit below it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 1000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (net, percent, cap) => {
          const b = hyperBonusBoost(net, percent, cap);
          expect(typeof b).toBe('bigint');
          expect(b >= 0n && b <= cap).toBe(true);
          if (net <= 0n) expect(b).toBe(0n);
          else {
            expect(b * 100n <= net * BigInt(percent)).toBe(true);
            if (b < cap) expect(net * BigInt(percent) - b * 100n < 100n).toBe(true);
          }
        },
      ),
    );
  });

  it('property: more selections (all won) never pay a smaller boost on the same net winnings', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 1, max: 30 }), fc.bigInt({ min: 1n, max: 10n ** 10n }), (r, n, net) => {
        const at = (k: number) => hyperBonusBoost(net, hyperBonusPercentFor(r, k), r.maxBoost);
        expect(at(n + 1) >= at(n)).toBe(true);
      }),
    );
  });
});

describe('issue 16 hyper bonus at settlement: voided selections drop out, paid only on a win', () => {
  const won = (n: number): BetStatusId[] => Array.from({ length: n }, () => BET_STATUS.win);

  it('6 won selections: 5 % of the net winnings', () => {
    expect(settledHyperBonus(RULES, { stake: 1000n, payout: 21_000n, legStatuses: won(6) })).toEqual({
      percent: 5,
      boost: 1000n,
    });
  });

  it('one of 5 voided (return 2 or forced return 3): recomputed on 4 → 3 %', () => {
    for (const v of [BET_STATUS.return, BET_STATUS.forcedReturn])
      expect(settledHyperBonus(RULES, { stake: 1000n, payout: 11_000n, legStatuses: [...won(4), v] })).toEqual({
        percent: 3,
        boost: 300n,
      });
  });

  it('voids leaving 3 selections: no boost', () => {
    const s = settledHyperBonus(RULES, {
      stake: 1000n,
      payout: 5000n,
      legStatuses: [...won(3), BET_STATUS.return, BET_STATUS.forcedReturn],
    });
    expect(s.boost).toBe(0n);
  });

  it('a lost express pays no boost; a half-lost express returning less than the stake neither', () => {
    expect(settledHyperBonus(RULES, { stake: 1000n, payout: 0n, legStatuses: [...won(4), 0] }).boost).toBe(0n);
    expect(
      settledHyperBonus(RULES, { stake: 1000n, payout: 800n, legStatuses: [...won(4), BET_STATUS.halfLoseHalfReturn] })
        .boost,
    ).toBe(0n);
  });
});

describe('issue 16 hyper bonus vs the §5 bonus coefficient: never both, the larger gain wins', () => {
  it('hyper only when its boost is strictly larger; a tie keeps the §5 coefficient', () => {
    expect(prefersHyperBonus(400n, 401n)).toBe(true);
    expect(prefersHyperBonus(400n, 400n)).toBe(false);
    expect(prefersHyperBonus(400n, 0n)).toBe(false);
  });
});
