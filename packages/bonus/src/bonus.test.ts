import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyStake,
  contribution,
  conversionAmount,
  eligibilityError,
  expiresAt,
  grantAmount,
  isComplete,
  isExpired,
  MAX_WAGERING_MULTIPLIER,
  progressPercent,
  validateDefinition,
  wageringRequired,
  type BonusDefinition,
  type QualifyingStake,
} from './index';

const sport: BonusDefinition = {
  kind: 'first_deposit',
  products: ['sport'],
  percent: 100,
  cap: 10_000n,
  fixedAmount: null,
  wageringMultiplier: 5,
  minOdds: 1.5,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: [], newPlayersOnly: true, verifiedOnly: false },
  validityDays: 30,
  maxConversion: 5_000n,
};
const casino: BonusDefinition = {
  ...sport,
  products: ['casino'],
  minOdds: null,
  gameWeights: { slots: 100, roulette: 10 },
  defaultWeight: 50,
};

describe('issue 16: a definition is player-fair by construction (UKGC 10 × cap, no mixed products)', () => {
  it('accepts fair definitions', () => {
    expect(validateDefinition(sport)).toBeNull();
    expect(validateDefinition(casino)).toBeNull();
    expect(validateDefinition({ ...sport, wageringMultiplier: 10 })).toBeNull();
  });
  it('refuses a wagering requirement above 10 × the bonus', () => {
    expect(validateDefinition({ ...sport, wageringMultiplier: 10.01 })).toBe('wagering_above_cap');
    expect(validateDefinition({ ...sport, wageringMultiplier: 35 })).toBe('wagering_above_cap');
  });
  it('refuses an incentive mixing products', () => {
    expect(validateDefinition({ ...sport, products: ['sport', 'casino'] })).toBe('mixed_products');
    expect(validateDefinition({ ...sport, products: [] })).toBe('mixed_products');
    expect(validateDefinition({ ...sport, gameWeights: { slots: 100 } })).toBe('mixed_products');
    expect(validateDefinition({ ...casino, minOdds: 1.5 })).toBe('mixed_products');
    expect(validateDefinition({ ...sport, products: ['bingo'] })).toBe('unknown_product');
  });
  it('refuses nonsense amounts, weights and validity', () => {
    expect(validateDefinition({ ...sport, kind: 'free_bet', fixedAmount: null })).toBe('invalid_amount');
    expect(validateDefinition({ ...sport, cap: 0n })).toBe('invalid_amount');
    expect(validateDefinition({ ...sport, percent: 0 })).toBe('invalid_percent');
    expect(validateDefinition({ ...sport, wageringMultiplier: -1 })).toBe('invalid_multiplier');
    expect(validateDefinition({ ...sport, wageringMultiplier: 1.001 })).toBe('invalid_multiplier');
    expect(validateDefinition({ ...casino, defaultWeight: 101 })).toBe('invalid_weight');
    expect(validateDefinition({ ...sport, minOdds: 0.5 })).toBe('invalid_min_odds');
    expect(validateDefinition({ ...sport, validityDays: 0 })).toBe('invalid_validity');
  });
  it('property: every accepted definition requires at most 10 × the bonus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (hundredths, bonus) => {
        const d = { ...sport, wageringMultiplier: hundredths / 100 };
        const req = wageringRequired(d, bonus);
        if (validateDefinition(d) === null) expect(hundredths).toBeLessThanOrEqual(MAX_WAGERING_MULTIPLIER * 100);
        // Even a definition that slipped past validation never requires more than the cap.
        expect(req <= bonus * BigInt(MAX_WAGERING_MULTIPLIER)).toBe(true);
        expect(req >= 0n).toBe(true);
      }),
    );
  });
});

describe('issue 16: grant amounts (minor units, bigint)', () => {
  it('a percentage of the deposit held to the cap; free bets and no-deposit bonuses are fixed', () => {
    expect(grantAmount(sport, 2_500n)).toBe(2_500n);
    expect(grantAmount(sport, 50_000n)).toBe(10_000n);
    expect(grantAmount({ ...sport, percent: 50 }, 999n)).toBe(499n);
    expect(grantAmount(sport, 0n)).toBe(0n);
    expect(grantAmount({ ...sport, kind: 'free_bet', fixedAmount: 500n }, 0n)).toBe(500n);
  });
  it('property: a percentage grant never passes the cap nor percent × base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.bigInt({ min: -10n, max: 10n ** 12n }), (percent, base) => {
        const g = grantAmount({ ...sport, percent }, base);
        expect(g >= 0n && g <= 10_000n).toBe(true);
        if (base > 0n) expect(g * 100n <= base * BigInt(percent)).toBe(true);
      }),
    );
  });
});

describe('issue 16: wagering progress', () => {
  it('sport counts at ≥ min odds only; casino counts stake × the game weight; another product 0', () => {
    expect(contribution(sport, { product: 'sport', stake: 100n, odds: 1.5 })).toBe(100n);
    expect(contribution(sport, { product: 'sport', stake: 100n, odds: 1.49 })).toBe(0n);
    expect(contribution(sport, { product: 'sport', stake: 100n })).toBe(0n);
    expect(contribution(sport, { product: 'casino', stake: 100n, gameType: 'slots' })).toBe(0n);
    expect(contribution(casino, { product: 'casino', stake: 100n, gameType: 'roulette' })).toBe(10n);
    expect(contribution(casino, { product: 'casino', stake: 100n, gameId: 'slots', gameType: 'x' })).toBe(100n);
    expect(contribution(casino, { product: 'casino', stake: 100n, gameType: 'dice' })).toBe(50n);
    expect(contribution(casino, { product: 'sport', stake: 100n, odds: 3 })).toBe(0n);
  });

  const stakeArb: fc.Arbitrary<QualifyingStake> = fc.record({
    product: fc.constantFrom('sport' as const, 'casino' as const),
    stake: fc.bigInt({ min: -5n, max: 10n ** 9n }),
    odds: fc.double({ min: 1, max: 50, noNaN: true }),
    gameType: fc.constantFrom('slots', 'roulette', 'dice'),
  });

  it('property: progress is monotone, capped at the requirement, and never counts another product', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(sport, casino),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.array(stakeArb, { maxLength: 30 }),
        (d, required, stakes) => {
          let w = { required, progress: 0n };
          for (const s of stakes) {
            const next = applyStake(d, w, s);
            expect(next.progress >= w.progress).toBe(true);
            expect(next.progress <= required).toBe(true);
            if (s.product !== d.products[0]) expect(next.progress).toBe(w.progress);
            expect(contribution(d, s) <= (s.stake > 0n ? s.stake : 0n)).toBe(true);
            w = next;
          }
          expect(isComplete(w)).toBe(w.progress === required);
        },
      ),
    );
  });

  it('completion, percent and expiry (injected times, never the wall clock)', () => {
    expect(isComplete({ required: 100n, progress: 100n })).toBe(true);
    expect(isComplete({ required: 100n, progress: 99n })).toBe(false);
    expect(progressPercent({ required: 200n, progress: 50n })).toBe(25);
    expect(progressPercent({ required: 0n, progress: 0n })).toBe(100);
    const at = expiresAt(sport, 1_000);
    expect(at).toBe(1_000 + 30 * 86_400_000);
    expect(isExpired(at, at - 1)).toBe(false);
    expect(isExpired(at, at)).toBe(true);
  });
});

describe('issue 16: conversion to real money', () => {
  it('property: never more than the max conversion nor the balance, never negative', () => {
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 9n }), { nil: null }),
        fc.bigInt({ min: -100n, max: 10n ** 10n }),
        (maxConversion, balance) => {
          const c = conversionAmount({ maxConversion }, balance);
          expect(c >= 0n).toBe(true);
          expect(c <= (balance > 0n ? balance : 0n)).toBe(true);
          if (maxConversion !== null) expect(c <= maxConversion).toBe(true);
          if (maxConversion === null && balance > 0n) expect(c).toBe(balance);
        },
      ),
    );
  });
});

describe('issue 16: eligibility', () => {
  const player = { country: 'GB', currency: 'EUR', isNew: true, verified: false };
  it('countries, currencies, new players, verified players', () => {
    expect(eligibilityError(sport.eligibility, player)).toBeNull();
    expect(eligibilityError({ ...sport.eligibility, countries: ['DE'] }, player)).toBe('country_not_eligible');
    expect(eligibilityError({ ...sport.eligibility, currencies: ['USD'] }, player)).toBe('currency_not_eligible');
    expect(eligibilityError(sport.eligibility, { ...player, isNew: false })).toBe('not_new_player');
    expect(eligibilityError({ ...sport.eligibility, verifiedOnly: true }, player)).toBe('not_verified');
  });
});
