import { describe, expect, it } from 'vitest';
import { identificationBonusOpen } from './identification-bonus';

describe('§3 User config is_identification_bonus', () => {
  const eligibility = { countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: true };
  const player = { country: 'PT', currency: 'EUR', isNew: true, verified: false };

  it('§3 is_identification_bonus: an active verified-only bonus whose other conditions hold, for an unverified player', () => {
    expect(identificationBonusOpen([{ active: true, eligibility }], player)).toBe(true);
    expect(identificationBonusOpen([{ active: true, eligibility }], { ...player, verified: true })).toBe(false);
    expect(identificationBonusOpen([{ active: false, eligibility }], player)).toBe(false);
    expect(
      identificationBonusOpen([{ active: true, eligibility: { ...eligibility, verifiedOnly: false } }], player),
    ).toBe(false);
    const elsewhere = { ...eligibility, countries: ['ES'] };
    expect(identificationBonusOpen([{ active: true, eligibility: elsewhere }], player)).toBe(false);
    const newOnly = { ...eligibility, newPlayersOnly: true };
    expect(identificationBonusOpen([{ active: true, eligibility: newOnly }], { ...player, isNew: false })).toBe(false);
  });
});
