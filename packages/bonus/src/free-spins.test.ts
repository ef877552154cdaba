import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freeSpinsBonus, MAX_WAGERING_MULTIPLIER, validateDefinition, type BonusDefinition } from './index';

const spins: BonusDefinition = {
  kind: 'free_spins',
  products: ['casino'],
  percent: 0,
  cap: null,
  fixedAmount: 20n,
  wageringMultiplier: 5,
  minOdds: null,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: false },
  validityDays: 3,
  maxConversion: null,
  freeSpins: { count: 10, gameId: 'fruit-fiesta' },
};

describe('issue 16 free spins: a casino incentive of N spins at a fixed stake on one slot', () => {
  it('a valid offer passes; a sport one mixes products; no count, a bad count or no stake is refused', () => {
    expect(validateDefinition(spins)).toBeNull();
    expect(validateDefinition({ ...spins, products: ['sport'] })).toBe('mixed_products');
    expect(validateDefinition({ ...spins, freeSpins: null })).toBe('invalid_free_spins');
    expect(validateDefinition({ ...spins, freeSpins: { count: 0, gameId: 'fruit-fiesta' } })).toBe(
      'invalid_free_spins',
    );
    expect(validateDefinition({ ...spins, freeSpins: { count: 501, gameId: 'fruit-fiesta' } })).toBe(
      'invalid_free_spins',
    );
    expect(validateDefinition({ ...spins, fixedAmount: null })).toBe('invalid_amount');
    expect(validateDefinition({ ...spins, wageringMultiplier: 11 })).toBe('wagering_above_cap');
    // Another kind may not carry spins.
    expect(validateDefinition({ ...spins, kind: 'no_deposit' })).toBe('invalid_free_spins');
  });

  it('property: the winnings become a bonus of exactly the winnings with wagering ≤ 10 × them; no winnings, no bonus', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -10n, max: 10_000_000n }), fc.integer({ min: 0, max: 100_000 }), (w, m) => {
        const b = freeSpinsBonus({ wageringMultiplier: m / 100 }, w);
        if (w <= 0n) return b === null;
        return b !== null && b.amount === w && b.wageringRequired <= w * BigInt(MAX_WAGERING_MULTIPLIER);
      }),
    );
  });
});
