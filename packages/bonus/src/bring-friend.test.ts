import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRING_FRIEND_AMOUNTS, bringFriendReward, maskFriendName, qualifiesFriend } from './bring-friend';
import { MAX_WAGERING_MULTIPLIER, validateDefinition, wageringRequired } from './definition';

describe('issue 16 bring-a-friend (spec §2 office/bringfriend)', () => {
  it('a friend qualifies with a deposit of at least the qualifying amount of their currency', () => {
    expect(qualifiesFriend(999n, 'EUR')).toBe(false);
    expect(qualifiesFriend(1_000n, 'EUR')).toBe(true);
    expect(qualifiesFriend(99_999n, 'RUB')).toBe(false);
    expect(qualifiesFriend(100_000n, 'RUB')).toBe(true);
    // A currency without terms never qualifies (no guessed rate).
    expect(qualifiesFriend(10n ** 12n, 'XXX')).toBe(false);
  });

  it('the reward is a fair engine bonus in every listed currency: one product, wagering ≤ 10 ×', () => {
    for (const [currency, terms] of Object.entries(BRING_FRIEND_AMOUNTS)) {
      const d = bringFriendReward(currency);
      expect(d).not.toBeNull();
      if (!d) continue;
      expect(validateDefinition(d)).toBeNull();
      expect(d.products).toEqual(['sport']);
      expect(d.fixedAmount).toBe(terms.reward);
      expect(wageringRequired(d, terms.reward)).toBeLessThanOrEqual(terms.reward * BigInt(MAX_WAGERING_MULTIPLIER));
    }
    expect(bringFriendReward('XXX')).toBeNull();
  });

  it.each([
    ['Anna', 'A***'],
    ['al', 'a***'],
    ['', '***'],
    ['123456789', '12***9'],
    ['friend@example.com', 'fr***m'],
  ])('a friend is shown masked: %s → %s', (name, masked) => expect(maskFriendName(name)).toBe(masked));

  it('property: a masked name never shows more than three characters of the name and never its length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 60 }), (name) => {
        const masked = maskFriendName(name);
        expect([...masked.replace('***', '')].length).toBeLessThanOrEqual(3);
        expect(masked.includes('***')).toBe(true);
      }),
    );
  });
});
