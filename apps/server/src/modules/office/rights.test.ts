import { describe, expect, it } from 'vitest';
import { userRights, type RightsFacts } from './rights';

const facts = (over: Partial<RightsFacts> = {}): RightsFacts => ({
  userId: 100_001,
  banLevel: 0,
  banVersion: 1,
  excluded: false,
  identificationEnabled: false,
  verified: false,
  ...over,
});

describe('spec §7 get rights', () => {
  it('§7 a player in good standing may do everything; the sections are the office menu’s', () => {
    const r = userRights(facts());
    expect(r.rights).toEqual({ bet: true, casino: true, deposit: true, withdraw: true, office: true, support: true });
    expect(r.sections).toContain('settings');
    expect(r.sections).not.toContain('identification');
    expect(userRights(facts({ identificationEnabled: true })).sections).toContain('identification');
  });

  it('§4 ban guard: a banned player may not bet, play or deposit; deduce only at ban level 53 (v1) or 45', () => {
    const banned = userRights(facts({ banLevel: 10 }));
    expect(banned.banned).toBe(true);
    expect(banned.rights).toMatchObject({ bet: false, casino: false, deposit: false, withdraw: false });
    expect(banned.sections).not.toContain('deduce');
    expect(userRights(facts({ banLevel: 53, banVersion: 1 })).rights.withdraw).toBe(true);
    expect(userRights(facts({ banLevel: 45, banVersion: 2 })).rights.withdraw).toBe(true);
    expect(userRights(facts({ banLevel: 53, banVersion: 2 })).rights.withdraw).toBe(false);
  });

  it('§4 during a time-out or self-exclusion: no bets, casino or deposits; withdrawals stay', () => {
    const r = userRights(facts({ excluded: true }));
    expect(r.rights).toMatchObject({ bet: false, casino: false, deposit: false, withdraw: true });
    expect(r.excluded).toBe(true);
    expect(r.sections).not.toContain('recharge');
  });
});
