import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { authEvents, users } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config/defaults';
import { totpAt } from './totp';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
let ipCounter = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv(), () => clock);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
});

/** Each test gets its own client IP so per-IP limits of one test do not leak into another. */
const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

interface Client {
  ip: string;
  cookies: Record<string, string>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<Awaited<ReturnType<App['app']['inject']>>>;
  get(url: string, headers?: Record<string, string>): Promise<Awaited<ReturnType<App['app']['inject']>>>;
}

/** A browser: keeps cookies between calls, sends X-Requested-With like the real client. */
function client(ip = newIp()): Client {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Awaited<ReturnType<App['app']['inject']>>) => {
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      )
        jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return {
    ip,
    get cookies() {
      return Object.fromEntries(jar);
    },
    post: async (url, payload, headers = {}) =>
      keep(
        await app.app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { 'x-requested-with': 'XMLHttpRequest', cookie: cookieHeader(), ...headers },
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      ),
    get: async (url, headers = {}) =>
      keep(
        await app.app.inject({
          method: 'GET',
          url,
          remoteAddress: ip,
          headers: { cookie: cookieHeader(), ...headers },
        }),
      ),
  };
}

const userCount = async () => (await tdb.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const lastMessage = async (to: string) => {
  const res = await app.app.inject({ url: '/web-api/dev/outbox' });
  const m = res.json<{ messages: { recipient: string; body: string }[] }>().messages.find((x) => x.recipient === to);
  const code = /(\d{6})/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
};
const fullReg = (over: Record<string, unknown> = {}) => ({
  type: 'full',
  email: `p${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Secret123',
  name: 'Anna',
  surname: 'Ivanova',
  birthDate: '1990-05-17',
  currency: 'EUR',
  bonusType: 1,
  termsAccepted: true,
  ...over,
});

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

async function registerFull(c = client(), password = 'Secret123') {
  const reg = fullReg({ password });
  const res = await c.post('/web-api/user/registration', reg);
  const body = res.json<{ user_id: number; login: string }>();
  return { c, userId: body.user_id, login: body.login, email: reg.email as string, password };
}

describe('login, tokens and session (spec §7 auth calls, gettoken, updatetoken, session)', () => {
  it('logs in by e-mail or login with encoded credentials; rotates the session on login', async () => {
    const { email, login, password, userId } = await registerFull();
    const c = client();
    const first = await c.post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(email.toUpperCase()),
      uPassword: b64(password),
      save: true,
    });
    expect(first.statusCode).toBe(200);
    const firstSid = c.cookies['sid'];
    expect(first.cookies.find((x) => x.name === 'sid')?.maxAge).toBe(30 * 24 * 3600);
    await c.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) });
    expect(c.cookies['sid']).not.toBe(firstSid);
    // The session presented before the second login is gone (no fixation).
    const stale = await app.app.inject({ url: '/web-api/session', headers: { cookie: `sid=${firstSid}` } });
    expect(stale.statusCode).toBe(401);
    expect((await c.get('/web-api/session')).json()).toEqual({ user_id: userId });
  });

  it('spec §3 auth form sms: a code sent to the phone logs in; unknown phones answer alike', async () => {
    const c = client();
    await c.post('/web-api/user/registration', {
      type: 'phone',
      phone: '+44 7700 900123',
      password: 'Phone1234',
      currency: 'GBP',
      bonusType: 0,
      termsAccepted: true,
    });
    const b = client();
    const sent = await b.post('/web-api/user/sms/send', { 'phone-code': '44', 'phone-number': '7700900123' });
    expect(sent.statusCode).toBe(200);
    const { requestId } = sent.json<{ requestId: string }>();
    const code = await lastMessage('447700900123');
    expect(
      (
        await b.post('/web-api/user/auth', {
          form: 'sms',
          requestId,
          sms_code: code === '111111' ? '222222' : '111111',
        })
      ).statusCode,
    ).toBe(400);
    const ok = await b.post('/web-api/user/auth', { form: 'sms', requestId, sms_code: code });
    expect(ok.statusCode).toBe(200);
    expect(b.cookies['sid']).toBeDefined();
    const unknown = await client().post('/web-api/user/sms/send', { 'phone-number': '15550001111' });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json<object>())).toEqual(['requestId']);
  });

  it('answers the same error for an unknown account and a wrong password', async () => {
    const { login } = await registerFull();
    const wrong = await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(login),
      uPassword: b64('Nope12345'),
    });
    const unknown = await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64('nobody-here'),
      uPassword: b64('Nope12345'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('bearer token from gettoken works, updatetoken renews it, logout revokes it server-side', async () => {
    const { c, userId } = await registerFull();
    const tok = await c.get('/web-api/user/gettoken?force_refresh=true');
    expect(tok.statusCode).toBe(200);
    const token = tok.json<{ token: string }>().token;
    const bearer = { authorization: `Bearer ${token}` };
    const viaBearer = await app.app.inject({ url: '/web-api/session', headers: bearer });
    expect(viaBearer.json()).toEqual({ user_id: userId });
    expect((await c.post('/web-api/user/updatetoken')).json<{ token: string }>().token).toBeTruthy();
    expect((await c.post('/web-api/user/logout')).statusCode).toBe(200);
    expect((await app.app.inject({ url: '/web-api/session', headers: bearer })).statusCode).toBe(401);
    expect((await c.get('/web-api/session')).statusCode).toBe(401);
    expect((await client().get('/web-api/user/gettoken?force_refresh=true')).statusCode).toBe(401);
    const forged = await app.app.inject({
      url: '/web-api/session',
      headers: { authorization: `Bearer ${token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('spec §8: after repeated failures the server answers 400 code 100; a solved captcha lets the next try through', async () => {
    const { login, password } = await registerFull();
    const c = client();
    const attempt = (pw: string, headers: Record<string, string> = {}) =>
      c.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(pw) }, headers);
    for (let i = 0; i < 3; i++)
      expect((await attempt('Wrong1234')).json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
        'invalid_credentials',
      );
    const gated = await attempt(password);
    expect(gated.statusCode).toBe(400);
    expect(gated.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('100');
    // Wrong captcha token → 111.
    expect(
      (await attempt(password, { 'x-captcha-token': 'forged.token' })).json<{ errors: { code: string }[] }>().errors[0]
        ?.code,
    ).toBe('111');
    const challenge = (await c.post('/web-api/captcha/update')).json<{ id: string; image: string }>();
    const svg = Buffer.from(challenge.image.split(',')[1] ?? '', 'base64').toString('utf8');
    const answer = [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
    expect(answer).toHaveLength(5);
    const wrong = await c.post('/web-api/captcha/validate', { id: challenge.id, captcha: 'ZZZZZ' });
    expect(wrong.json<{ token: string | null }>().token).toBeNull();
    // A challenge is spent after one try: a new one is needed.
    const again = (await c.post('/web-api/captcha/update')).json<{ id: string; image: string }>();
    const svg2 = Buffer.from(again.image.split(',')[1] ?? '', 'base64').toString('utf8');
    const answer2 = [...svg2.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
    const solved = (await c.post('/web-api/captcha/validate', { id: again.id, captcha: answer2.toLowerCase() })).json<{
      token: string;
    }>();
    expect(solved.token).toBeTruthy();
    const ok = await attempt(password, { 'x-captcha-token': solved.token });
    expect(ok.statusCode).toBe(200);
    // The pass is single-use.
    const reuse = await client(c.ip).post(
      '/web-api/user/auth',
      { form: 'login_password', uLogin: b64('other'), uPassword: b64('x') },
      { 'x-captcha-token': solved.token },
    );
    expect(reuse.statusCode).toBe(400);
  });

  it('spec §8: an expired or forged fingerprint answers 400 with the fingerprint code; a fresh one is recorded', async () => {
    const { login, password, userId } = await registerFull();
    const c = client();
    const fp = (
      await c.post('/web-api/fingerprint', { componentsData: { tz: 'Europe/Berlin', screen: '390x844', lang: 'de' } })
    ).json<{
      token: string;
      expiresAt: number;
      data: { deviceId: string };
    }>();
    expect(fp.expiresAt).toBe(clock + 24 * 3600_000);
    const creds = { form: 'login_password', uLogin: b64(login), uPassword: b64(password) };
    const forged = await c.post('/web-api/user/auth', creds, { 'x-fingerprint-token': `${fp.token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('fingerprint_invalid');
    expect((await c.post('/web-api/user/auth', creds, { 'x-fingerprint-token': fp.token })).statusCode).toBe(200);
    const events = await tdb.database.db.select().from(authEvents).where(eq(authEvents.userId, userId));
    expect(events.some((e) => (e.detail as { device?: string }).device === fp.data.deviceId)).toBe(true);
    clock += 25 * 3600_000;
    const expired = await c.post('/web-api/user/auth', creds, { 'x-fingerprint-token': fp.token });
    expect(expired.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('fingerprint_invalid');
  });

  it('state-changing calls require X-Requested-With', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { form: 'login_password', uLogin: b64('a'), uPassword: b64('b') },
    });
    expect(res.statusCode).toBe(403);
  });

  it('bad login input is a 400, never a 500', async () => {
    for (const payload of [
      {},
      { form: 'login_password' },
      { form: 'login_password', uLogin: 'not base64!!', uPassword: b64('x') },
      { form: 'x' },
      { form: 'login_password', uLogin: b64('a'.repeat(10_000)), uPassword: b64('x') },
    ]) {
      const res = await client().post('/web-api/user/auth', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
  });
});

describe('password recovery (spec §3 lost-password flow, §4 wrong_code / time_up)', () => {
  it('request → code by e-mail → new password → save; every session is revoked', async () => {
    const { c, email, login } = await registerFull();
    const other = client();
    const req = await other.post('/web-api/user/recovery/request', { login: email });
    expect(req.statusCode).toBe(200);
    const { requestId } = req.json<{ requestId: string }>();
    const code = await lastMessage(email);
    const wrong = await other.post('/web-api/user/recovery/code', {
      requestId,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('wrong_code');
    const ok = await other.post('/web-api/user/recovery/code', { requestId, code });
    const { resetToken } = ok.json<{ resetToken: string }>();
    expect((await other.post('/web-api/user/recovery/save', { resetToken, password: 'weak' })).statusCode).toBe(400);
    expect((await other.post('/web-api/user/recovery/save', { resetToken, password: 'Brand4New' })).statusCode).toBe(
      200,
    );
    expect((await c.get('/web-api/session')).statusCode).toBe(401);
    expect(
      (
        await client().post('/web-api/user/auth', {
          form: 'login_password',
          uLogin: b64(login),
          uPassword: b64('Brand4New'),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an expired code answers time_up', async () => {
    const { email } = await registerFull();
    const c = client();
    const { requestId } = (await c.post('/web-api/user/recovery/request', { login: email })).json<{
      requestId: string;
    }>();
    const code = await lastMessage(email);
    clock += 16 * 60_000;
    const res = await c.post('/web-api/user/recovery/code', { requestId, code });
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('time_up');
  });

  it('does not reveal whether an account exists', async () => {
    const res = await client().post('/web-api/user/recovery/request', { login: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>())).toEqual(['requestId']);
  });
});

describe('two-factor authentication (TOTP, backup codes, two-step login form)', () => {
  it('enables 2FA, then login needs the code; a backup code works once; protection level rises', async () => {
    const { c, login, password } = await registerFull();
    const before = (await c.get('/web-api/user/security')).json<{ protection_level: number }>().protection_level;
    const setup = (await c.post('/web-api/user/2fa/setup')).json<{
      secret: string;
      otpauthUrl: string;
      qrSvg: string;
    }>();
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrSvg).toContain('<svg');
    expect((await c.post('/web-api/user/2fa/enable', { code: '000000' })).statusCode).toBe(400);
    const enabled = await c.post('/web-api/user/2fa/enable', { code: totpAt(setup.secret, clock) });
    const { backupCodes } = enabled.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(8);
    const after = (await c.get('/web-api/user/security')).json<{
      protection_level: number;
      protection_methods: Record<string, boolean>;
    }>();
    expect(after.protection_level).toBeGreaterThan(before);
    expect(after.protection_methods['enable_two_factor_auth']).toBe(true);

    const b = client();
    const step1 = (
      await b.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) })
    ).json<{ two_step_required: boolean; ticket: string }>();
    expect(step1.two_step_required).toBe(true);
    expect(b.cookies['sid']).toBeUndefined();
    expect((await b.post('/web-api/user/auth/two-step', { ticket: step1.ticket, code: '000000' })).statusCode).toBe(
      400,
    );
    const step2 = await b.post('/web-api/user/auth/two-step', {
      ticket: step1.ticket,
      code: totpAt(setup.secret, clock),
    });
    expect(step2.statusCode).toBe(200);
    expect(b.cookies['sid']).toBeDefined();

    const d = client();
    const t = (
      await d.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) })
    ).json<{ ticket: string }>();
    expect((await d.post('/web-api/user/auth/two-step', { ticket: t.ticket, code: backupCodes[0] })).statusCode).toBe(
      200,
    );
    const e = client();
    const t2 = (
      await e.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) })
    ).json<{ ticket: string }>();
    expect((await e.post('/web-api/user/auth/two-step', { ticket: t2.ticket, code: backupCodes[0] })).statusCode).toBe(
      400,
    );
  });
});

describe('security (office/security)', () => {
  it('changing the password revokes every other session and keeps this one', async () => {
    const { c, login, password } = await registerFull();
    const other = client();
    await other.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) });
    expect((await other.get('/web-api/session')).statusCode).toBe(200);
    expect(
      (await c.post('/web-api/user/password/change', { oldPassword: 'Wrong1234', newPassword: 'Changed99' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.post('/web-api/user/password/change', { oldPassword: password, newPassword: 'Changed99' })).statusCode,
    ).toBe(200);
    expect((await other.get('/web-api/session')).statusCode).toBe(401);
    expect((await c.get('/web-api/session')).statusCode).toBe(200);
  });

  it('security question raises the protection level', async () => {
    const { c } = await registerFull();
    const before = (await c.get('/web-api/user/security')).json<{ protection_level: number }>().protection_level;
    expect(
      (await c.post('/web-api/user/security-question', { question: 'First pet?', answer: 'Rex' })).statusCode,
    ).toBe(200);
    expect(
      (await c.get('/web-api/user/security')).json<{ protection_level: number }>().protection_level,
    ).toBeGreaterThan(before);
  });
});

describe('user A can read or change nothing of user B', () => {
  it("A cannot see or revoke B's sessions; A's token only ever speaks for A", async () => {
    const a = await registerFull();
    const bUser = await registerFull();
    const bSessions = (await bUser.c.get('/web-api/user/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    expect(bSessions.length).toBeGreaterThan(0);
    const aSessions = (await a.c.get('/web-api/user/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    expect(aSessions.map((s) => s.id)).not.toContain(bSessions[0]?.id);
    const res = await app.app.inject({
      method: 'DELETE',
      url: `/web-api/user/sessions/${encodeURIComponent(bSessions[0]?.id ?? '')}`,
      remoteAddress: a.c.ip,
      headers: { 'x-requested-with': 'x', cookie: `sid=${a.c.cookies['sid']}` },
    });
    expect(res.statusCode).toBe(404);
    expect((await bUser.c.get('/web-api/session')).json()).toEqual({ user_id: bUser.userId });
    const aConfig = (await a.c.get('/web-api/user/config')).json<{ result: { user_id: number } }>();
    expect(aConfig.result.user_id).toBe(a.userId);
  });
});

describe('audit log of auth events', () => {
  it('records registration, login success and failure', async () => {
    const { userId, login } = await registerFull();
    await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(login),
      uPassword: b64('Wrong1234'),
    });
    const rows = await tdb.database.db.select().from(authEvents).where(eq(authEvents.userId, userId));
    const types = rows.map((r) => r.type);
    expect(types).toContain('register');
    expect(types).toContain('login_success');
    expect(types).toContain('login_failure');
  });
});

describe('spec §4 terms change, §7 agreement-rules/status, §8 451 with exception_code 1', () => {
  it('a terms update sends the player to confirm from every page and refuses actions with 451 until confirmed', async () => {
    const { c } = await registerFull();
    expect((await c.get('/web-api/api-v3/v2/user/agreement-rules/status')).json<{ result: boolean }>().result).toBe(
      false,
    );
    expect((await c.get('/en/confirm')).headers.location).toBe('/en');
    await app.config.setGroup(
      'terms',
      { version: 2, updatedAt: '2026-11-20T00:00:00.000Z', confirmationEnabled: true },
      't',
    );
    const status = (await c.get('/web-api/api-v3/v2/user/agreement-rules/status')).json<{
      result: boolean;
      updatedAt: string;
      version: number;
    }>();
    expect(status).toEqual({ result: true, updatedAt: '2026-11-20T00:00:00.000Z', version: 2 });
    const page = await c.get('/en/slots');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/en/confirm');
    expect((await c.get('/en/confirm')).statusCode).toBe(200);
    expect((await c.get('/en/information/rules')).statusCode).toBe(200);
    const blocked = await c.post('/web-api/user/2fa/setup');
    expect(blocked.statusCode).toBe(451);
    expect(blocked.json<{ exception_code: number }>().exception_code).toBe(1);
    expect((await c.post('/web-api/api-v3/v2/user/agreement-rules/confirm', { version: 1 })).statusCode).toBe(409);
    expect((await c.post('/web-api/api-v3/v2/user/agreement-rules/confirm', { version: 2 })).statusCode).toBe(200);
    expect((await c.get('/en/slots')).statusCode).toBe(200);
    expect((await c.post('/web-api/user/2fa/setup')).statusCode).toBe(200);
  });

  it('with terms confirmation disabled nobody is redirected', async () => {
    const { c } = await registerFull();
    await app.config.setGroup(
      'terms',
      { version: 3, updatedAt: '2026-11-21T00:00:00.000Z', confirmationEnabled: false },
      't',
    );
    expect((await c.get('/en/slots')).statusCode).toBe(200);
  });
});

describe('spec §4 ban guard on the server-rendered site', () => {
  it('a banned player reaches only allowed routes; deduce at ban level 53 with ban version 1', async () => {
    const { c, userId } = await registerFull();
    await tdb.database.db.update(users).set({ banLevel: 53, banVersion: 1 }).where(eq(users.id, userId));
    expect((await c.get('/en/slots')).headers.location).toBe('/en/block');
    expect((await c.get('/en')).headers.location).toBe('/en/block');
    expect((await c.get('/en/block')).statusCode).toBe(200);
    expect((await c.get('/en/office/support')).statusCode).toBe(200);
    expect((await c.get('/en/office/deduce')).statusCode).toBe(200);
    expect((await c.get('/en/block-appeal-history')).statusCode).toBe(200);
    await tdb.database.db.update(users).set({ banLevel: 45, banVersion: 1 }).where(eq(users.id, userId));
    expect((await c.get('/en/office/deduce')).headers.location).toBe('/en/block');
    await tdb.database.db.update(users).set({ banLevel: 0 }).where(eq(users.id, userId));
    expect((await c.get('/en/block-appeal-history')).headers.location).toBe('/en');
  });
});
