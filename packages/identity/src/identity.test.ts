import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationAfterPhoneAdded,
  ageOn,
  deduceAllowedWhileBanned,
  isBanned,
  isVerified,
  parseIsoDate,
  protectionLevel,
  protectionStatus,
  recoveryCodeError,
  type ProtectionMethods,
} from './index';

describe('spec §4 protection level status (thresholds 30, 70, 100)', () => {
  it.each([
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('%i → %s', (level, status) => expect(protectionStatus(level)).toBe(status));
  it('null gives null', () => expect(protectionStatus(null)).toBeNull());

  it('property: level is within 0..100 and every method turned on never lowers it', () => {
    const methods = fc.record<ProtectionMethods>({
      is_changed_password: fc.boolean(),
      enable_two_factor_auth: fc.boolean(),
      enable_phone_binding: fc.boolean(),
      enable_security_question: fc.boolean(),
      enable_email_auth: fc.boolean(),
    });
    fc.assert(
      fc.property(
        methods,
        fc.constantFrom(
          ...(Object.keys({
            is_changed_password: 1,
            enable_two_factor_auth: 1,
            enable_phone_binding: 1,
            enable_security_question: 1,
            enable_email_auth: 1,
          }) as (keyof ProtectionMethods)[]),
        ),
        (m, k) => {
          const level = protectionLevel(m);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(100);
          expect(protectionLevel({ ...m, [k]: true })).toBeGreaterThanOrEqual(level);
        },
      ),
    );
  });
  it('all methods give full protection', () => {
    expect(
      protectionLevel({
        is_changed_password: true,
        enable_two_factor_auth: true,
        enable_phone_binding: true,
        enable_security_question: true,
        enable_email_auth: true,
      }),
    ).toBe(100);
  });
});

describe('spec §4 activation type: adding a phone moves 0 to 3 and 1 to 2', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ] as const)('%i → %i', (from, to) => expect(activationAfterPhoneAdded(from)).toBe(to));
});

describe('spec §4 password recovery: wrong_code while unexpired, time_up after', () => {
  it('wrong_code before expiry, time_up at and after it', () => {
    expect(recoveryCodeError(2000, 1999)).toBe('wrong_code');
    expect(recoveryCodeError(2000, 2000)).toBe('time_up');
    expect(recoveryCodeError(2000, 5000)).toBe('time_up');
  });
});

describe('spec §4 verified, banned and the ban guard for deduce', () => {
  const base = {
    internal_verification_status: 0,
    verification_status_group_code: null,
    requested_additional_document: false,
    verification_status: 0,
    user_status_id: 0,
    ban_level: 0,
    ban_version: 1,
  };
  it('verified when internal status 1 or group VERIFICATION_SUCCESSFUL and no document requested', () => {
    expect(isVerified({ ...base, internal_verification_status: 1 })).toBe(true);
    expect(isVerified({ ...base, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' })).toBe(true);
    expect(isVerified({ ...base, internal_verification_status: 1, requested_additional_document: true })).toBe(false);
    expect(isVerified(base)).toBe(false);
  });
  it('banned when ban_level above 0; deduce allowed at 53 (version 1) or 45 (otherwise)', () => {
    expect(isBanned({ ban_level: 1 })).toBe(true);
    expect(isBanned({ ban_level: 0 })).toBe(false);
    expect(deduceAllowedWhileBanned(53, 1)).toBe(true);
    expect(deduceAllowedWhileBanned(45, 1)).toBe(false);
    expect(deduceAllowedWhileBanned(45, 2)).toBe(true);
    expect(deduceAllowedWhileBanned(53, 2)).toBe(false);
  });
});

describe('minimum age from config', () => {
  it('counts whole years by calendar', () => {
    expect(ageOn({ y: 2008, m: 11, d: 21 }, { y: 2026, m: 11, d: 21 })).toBe(18);
    expect(ageOn({ y: 2008, m: 11, d: 22 }, { y: 2026, m: 11, d: 21 })).toBe(17);
    expect(ageOn({ y: 2008, m: 2, d: 29 }, { y: 2026, m: 2, d: 28 })).toBe(17);
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-2-3')).toBeNull();
    expect(parseIsoDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
  });
});
