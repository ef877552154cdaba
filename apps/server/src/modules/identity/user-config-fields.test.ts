import { describe, expect, it } from 'vitest';
import { identityConfigFields } from './user-config-fields';

const at = (iso: string) => new Date(iso);
const now = Date.parse('2026-11-24T10:00:00Z');

describe('spec §3 User config: phone_code, user_country_id, changed_pass_day_count', () => {
  it('§3 phone_code and user_country_id come from the phone’s country (+7 shared: the registration country decides)', () => {
    const base = { passwordChangedAt: null, createdAt: at('2026-11-24T09:00:00Z') };
    expect(identityConfigFields({ ...base, phone: '4915112345678', countryCode: 'DE' }, now)).toMatchObject({
      phone_code: '49',
      user_country_id: 8,
    });
    expect(identityConfigFields({ ...base, phone: '77011234567', countryCode: 'KZ' }, now)).toMatchObject({
      phone_code: '7',
      user_country_id: 3,
    });
    expect(identityConfigFields({ ...base, phone: '79161234567', countryCode: 'DE' }, now)).toMatchObject({
      phone_code: '7',
      user_country_id: 1,
    });
  });

  it('§3 without a phone, user_country_id is the registration country’s and phone_code is null', () => {
    const f = identityConfigFields(
      { phone: null, countryCode: 'ES', passwordChangedAt: null, createdAt: at('2026-11-01T00:00:00Z') },
      now,
    );
    expect(f).toMatchObject({ phone_code: null, user_country_id: 9 });
    const unknown = identityConfigFields(
      { phone: null, countryCode: 'ZZ', passwordChangedAt: null, createdAt: at('2026-11-01T00:00:00Z') },
      now,
    );
    expect(unknown.user_country_id).toBeNull();
  });

  it('§3 changed_pass_day_count: whole days since the password was last set (registration until changed)', () => {
    const created = at('2026-11-01T12:00:00Z');
    const f = (changed: Date | null, clock = now) =>
      identityConfigFields({ phone: null, countryCode: 'DE', passwordChangedAt: changed, createdAt: created }, clock)
        .changed_pass_day_count;
    expect(f(null)).toBe(22);
    expect(f(at('2026-11-23T10:00:01Z'))).toBe(0);
    expect(f(at('2026-11-23T10:00:00Z'))).toBe(1);
    // A clock behind the stored time (another node's skew) never answers a negative count.
    expect(f(at('2026-11-25T00:00:00Z'))).toBe(0);
  });
});
