import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEFAULT_CONFIG } from '../config';
import { app, b64, client, fullReg, lastMessage, tdb, useIdentityApp, userCount } from './identity-helpers';

const clock = Date.UTC(2026, 10, 21, 12, 0, 0);
useIdentityApp(() => clock);

describe('registration (spec §2 registration, §3 registration types and flows)', () => {
  it('one_click creates an account, shows the generated login and password once, and logs in', async () => {
    const c = client();
    const res = await c.post('/web-api/user/registration', {
      type: 'one_click',
      currency: 'USD',
      bonusType: 2,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user_id: number; login: string; password: string }>();
    expect(body.login).toMatch(/^\d{9}$/);
    expect(body.password).toHaveLength(10);
    const sid = res.cookies.find((x) => x.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(res.cookies.find((x) => x.name === 'ua')?.value).toBe('1');
    expect((await c.get('/web-api/session')).json()).toEqual({ user_id: body.user_id });
    const [row] = await tdb.database.db.select().from(users).where(eq(users.id, body.user_id));
    expect(row).toMatchObject({ registrationType: 'fast_reg', currency: 'USD', bonusType: 2 });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The generated password works for a fresh login.
    const login = await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(body.login),
      uPassword: b64(body.password),
    });
    expect(login.statusCode).toBe(200);
  });

  it('full registration enforces the minimum age from config and confirms the e-mail by code', async () => {
    const before = await userCount();
    const young = await client().post('/web-api/user/registration', fullReg({ birthDate: '2010-01-01' }));
    expect(young.statusCode).toBe(400);
    expect(young.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('under_age');
    expect(await userCount()).toBe(before);
    const c = client();
    const reg = fullReg();
    const res = await c.post('/web-api/user/registration', reg);
    expect(res.statusCode).toBe(200);
    const code = await lastMessage(reg.email as string);
    expect(
      (await c.post('/web-api/user/email/confirm', { code: '000000' === code ? '111111' : '000000' })).statusCode,
    ).toBe(400);
    expect((await c.post('/web-api/user/email/confirm', { code })).statusCode).toBe(200);
    const cfg = (await c.get('/web-api/user/config')).json<{ result: { activation_type: number } }>();
    expect(cfg.result.activation_type).toBe(1);
  });

  it('phone registration sends an SMS code; adding the phone moves activation 0 → 3 (spec §4)', async () => {
    const c = client();
    const res = await c.post('/web-api/user/registration', {
      type: 'phone',
      phone: '+7 (912) 000-11-22',
      password: 'Phone1234',
      currency: 'RUB',
      bonusType: 0,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(200);
    const code = await lastMessage('79120001122');
    expect((await c.post('/web-api/user/phone/confirm', { code })).statusCode).toBe(200);
    const cfg = (await c.get('/web-api/user/config')).json<{
      result: { activation_type: number; protection_methods: Record<string, boolean> };
    }>();
    expect(cfg.result.activation_type).toBe(3);
    expect(cfg.result.protection_methods['enable_phone_binding']).toBe(true);
    // The phone_password form logs in with the same number in another spelling.
    const login = await client().post('/web-api/user/auth', {
      form: 'phone_password',
      country_code: '7',
      phone_number: '9120001122',
      uPassword: b64('Phone1234'),
    });
    expect(login.statusCode).toBe(200);
    // A second account with the same phone is refused.
    const dup = await client().post('/web-api/user/registration', {
      type: 'phone',
      phone: '79120001122',
      password: 'Phone1234',
      currency: 'RUB',
      bonusType: 0,
      termsAccepted: true,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('spec §5: registration requires isRegistrationAllowed and is closed on VIP domains', async () => {
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isVipDomain: true }, 't');
    const res = await client().post('/web-api/user/registration', {
      type: 'one_click',
      currency: 'USD',
      bonusType: 0,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(403);
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isRegistrationAllowed: false }, 't');
    expect(
      (
        await client().post('/web-api/user/registration', {
          type: 'one_click',
          currency: 'USD',
          bonusType: 0,
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('bad input: wrong types, missing fields, huge strings, unicode, unknown currency → 4xx, nothing stored', async () => {
    const before = await userCount();
    const cases: unknown[] = [
      {},
      { type: 'one_click' },
      { type: 'one_click', currency: 'USD', bonusType: 0 },
      { type: 'one_click', currency: 'USD', bonusType: 5, termsAccepted: true },
      { type: 'one_click', currency: 'XXX', bonusType: 0, termsAccepted: true },
      { type: 'one_click', currency: 12, bonusType: '0', termsAccepted: 'yes' },
      fullReg({ email: 'not-an-email' }),
      fullReg({ password: 'short1' }),
      fullReg({ password: 'lettersonly' }),
      fullReg({ password: 'x1'.repeat(100) }),
      fullReg({ name: 'A'.repeat(5000) }),
      fullReg({ birthDate: '1990-02-30' }),
      fullReg({ email: '𝒜@例え.テスト' }),
      { type: 'phone', phone: 'call me', password: 'Secret123', currency: 'RUB', bonusType: 0, termsAccepted: true },
      { type: 'social', currency: 'RUB' },
      'just a string',
    ];
    for (const payload of cases) {
      const res = await client().post('/web-api/user/registration', payload, { 'content-type': 'application/json' });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
    }
    expect(await userCount()).toBe(before);
  });

  it('limits registrations per IP (429 after 10 an hour)', async () => {
    const c = client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (
          await c.post('/web-api/user/registration', {
            type: 'one_click',
            currency: 'USD',
            bonusType: 0,
            termsAccepted: true,
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
