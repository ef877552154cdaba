import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFICE_GROUPS, OFFICE_SECTIONS, type AccountView } from '@sb/contracts';
import type { PlayerOfficeFacts } from '../identity';
import { bonusAccountOf, officeMenu, verificationStateOf } from './present';

const player = (over: Partial<PlayerOfficeFacts> = {}): PlayerOfficeFacts => ({
  login: 'p100001',
  email: null,
  phone: null,
  birthDate: null,
  name: null,
  surname: null,
  countryCode: 'DE',
  currency: 'EUR',
  banLevel: 0,
  banVersion: 1,
  userStatusId: 0,
  internalVerificationStatus: 0,
  bonusType: 0,
  registrationType: 'fast_reg',
  ...over,
});

const account = (id: number, type: number, iso: string, money: string, isActive = false): AccountView => ({
  id,
  type,
  iso,
  symbol: iso,
  currencyId: 0,
  money,
  moneyMinor: money.replace('.', ''),
  label: null,
  isActive,
  points: 0,
});

const facts = fc.record({
  banLevel: fc.oneof(fc.constant(0), fc.constantFrom(45, 53), fc.integer({ min: 1, max: 99 })),
  banVersion: fc.constantFrom(0, 1, 2),
  userStatusId: fc.constantFrom(0, 1, 2),
  internalVerificationStatus: fc.constantFrom(0, 1),
  excluded: fc.boolean(),
  identificationEnabled: fc.boolean(),
  openBets: fc.nat({ max: 50 }),
});

describe('office menu (spec §7 getOfficeMenu, §3 office menu user data, §4 statuses)', () => {
  it('spec §4 statuses: banned first, then verified, then pending', () => {
    expect(verificationStateOf(player({ banLevel: 3, internalVerificationStatus: 1 }))).toBe('banned');
    expect(verificationStateOf(player({ internalVerificationStatus: 1, userStatusId: 1 }))).toBe('verified');
    expect(verificationStateOf(player({ userStatusId: 1 }))).toBe('pending');
    expect(verificationStateOf(player())).toBe('unverified');
  });

  it('bonus_balance is the bonus account (type 4) of the active currency, else the first one', () => {
    const accounts = [
      account(1, 0, 'EUR', '5.00'),
      account(2, 4, 'EUR', '1.00'),
      account(3, 9, 'USD', '0.00', true),
      account(4, 4, 'USD', '7.50'),
    ];
    expect(bonusAccountOf(accounts)?.id).toBe(4);
    expect(bonusAccountOf(accounts.slice(0, 2))?.id).toBe(2);
    expect(bonusAccountOf([account(1, 0, 'EUR', '5.00')])).toBeUndefined();
    const m = officeMenu({ player: player(), accounts, excluded: false, identificationEnabled: true, openBets: 0 });
    expect(m.user.bonus_balance).toBe('7.50');
  });

  it('name joins name and surname; none given is null', () => {
    const base = { accounts: [], excluded: false, identificationEnabled: true, openBets: 0 };
    expect(officeMenu({ ...base, player: player({ name: 'Ana', surname: 'Silva' }) }).user.name).toBe('Ana Silva');
    expect(officeMenu({ ...base, player: player({ name: ' ' }) }).user.name).toBeNull();
  });

  it('property: groups keep OFFICE_GROUPS order, are never empty, and list each section once in menu order', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const m = officeMenu({ player: player(f), accounts: [], ...f });
        const groupIndex = m.groups.map((g) => OFFICE_GROUPS.indexOf(g.id));
        expect(groupIndex).toEqual([...groupIndex].sort((a, b) => a - b));
        expect(m.groups.every((g) => g.items.length > 0)).toBe(true);
        const ids = m.groups.flatMap((g) => g.items.map((i) => i.id));
        const order = ids.map((id) => OFFICE_SECTIONS.findIndex((s) => s.id === id));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('property: spec §4 ban guard — a banned player never sees a section closed to them, nor recharge', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const m = officeMenu({ player: player(f), accounts: [], ...f });
        const ids = m.groups.flatMap((g) => g.items.map((i) => i.id));
        if (f.banLevel > 0) {
          expect(m.user.recharge_allow).toBe(false);
          for (const id of ids) {
            const s = OFFICE_SECTIONS.find((x) => x.id === id);
            expect(id === 'deduce' || s?.banAllowed).toBe(true);
          }
          expect(ids.includes('deduce')).toBe(f.banLevel === (f.banVersion === 1 ? 53 : 45));
        } else {
          expect(m.user.recharge_allow).toBe(!f.excluded);
          expect(ids.includes('identification')).toBe(f.identificationEnabled && !f.excluded);
        }
        const history = m.groups.flatMap((g) => g.items).find((i) => i.id === 'history');
        expect(history?.badge).toEqual(f.openBets > 0 ? { kind: 'count', value: f.openBets } : undefined);
      }),
    );
  });
});

describe('spec §4 statuses with the documents the verification module knows (issue 17 KYC)', () => {
  it('a rejected document makes the office say "not verified" (verification_status 1), and badges the section', () => {
    const rejected = {
      verification_status: 1,
      verification_status_group_code: 'VERIFICATION_FAILED',
      requested_additional_document: false,
    };
    expect(verificationStateOf(player(), rejected)).toBe('not_verified');
    expect(verificationStateOf(player())).not.toBe('not_verified');
  });
});
