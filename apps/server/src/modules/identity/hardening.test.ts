import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { ADMIN, startTestApp, testEnv, useTestApp } from '../../test/test-app';
import { CAPTCHA_AFTER_FAILURES, LOGIN_FAILURES_PER_ACCOUNT } from './attempt-gate';
import { CAPTCHA_FAILURES_BEFORE_LOGOUT } from './captcha-answer';
import { CODE_MAX_ATTEMPTS } from './one-time-codes';
import { browser, captchaPass, errorCode, type Client } from './test-support';
import { totpAt } from './totp';

let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
let ipCounter = 0;

const node = useTestApp({ now: () => clock });

/** Each test its own IP, so per-IP counters of one test never reach another. */
const client = (): Client => browser(node.app, `10.11.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

async function registered() {
  const c = client();
  const email = `h${Math.random().toString(36).slice(2)}@example.com`;
  const res = await c.post('/web-api/user/registration', {
    type: 'full',
    email,
    password: 'Secret123',
    name: 'Anna',
    surname: 'Test',
    birthDate: '1990-05-17',
    currency: 'EUR',
    bonusType: 1,
    termsAccepted: true,
  });
  expect(res.statusCode).toBe(200);
  return { c, email, userId: res.json<{ user_id: number }>().user_id };
}

async function withTwoFactor(c: Client): Promise<string> {
  const { secret } = (await c.post('/web-api/user/2fa/setup')).json<{ secret: string }>();
  expect((await c.post('/web-api/user/2fa/enable', { code: totpAt(secret, clock) })).statusCode).toBe(200);
  return secret;
}

/** A six-digit code the server does not accept now (the current step and its neighbours are). */
function wrongTotp(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpAt(secret, clock + d)));
  for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
}

const codeSentTo = async (recipient: string) => {
  const res = await node.app.app.inject({ url: '/web-api/dev/outbox' });
  const m = res
    .json<{ messages: { recipient: string; body: string }[] }>()
    .messages.find((x) => x.recipient === recipient);
  return /(\d{6})/.exec(m?.body ?? '')?.[1] ?? '';
};

describe('issue 11 §5: captcha answers only through the dev operator endpoint', () => {
  it('the picture of /captcha/update has no <text> and not its answer; the answer endpoint needs the admin token', async () => {
    const c = client();
    const { id, image } = (await c.post('/web-api/captcha/update')).json<{ id: string; image: string }>();
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect((await node.app.app.inject({ url: `/admin-api/dev/captcha/${id}` })).statusCode).toBe(401);
    const res = await node.app.app.inject({ url: `/admin-api/dev/captcha/${id}`, headers: ADMIN });
    const { answer } = res.json<{ answer: string }>();
    expect(svg.toUpperCase()).not.toContain(answer);
    const ok = await c.post('/web-api/captcha/validate', { id, captcha: answer.toLowerCase() });
    expect(ok.json<{ type: number; token: string | null }>()).toMatchObject({ type: 0, token: expect.any(String) });
    expect((await node.app.app.inject({ url: '/admin-api/dev/captcha/unknown', headers: ADMIN })).statusCode).toBe(404);
  });

  it('a production server has no answer endpoint, even with the admin token', async () => {
    const prod = await startTestApp(node.tdb.database, node.bus, testEnv({ NODE_ENV: 'production' }), () => clock);
    try {
      const r = await prod.app.inject({
        method: 'POST',
        url: '/web-api/captcha/update',
        headers: { 'x-requested-with': 'x' },
      });
      expect(r.statusCode, r.body).toBe(200);
      const { id, image } = r.json<{ id: string; image: string }>();
      expect(Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8')).not.toContain('<text');
      expect((await prod.app.inject({ url: `/admin-api/dev/captcha/${id}`, headers: ADMIN })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});

describe('issue 11 §6: unknown recovery request ids answer exactly like known ones', () => {
  const tries = async (c: Client, requestId: string, codes: string[]) => {
    const answers: (string | undefined)[] = [];
    for (const code of codes) answers.push(errorCode(await c.post('/web-api/user/recovery/code', { requestId, code })));
    return answers;
  };

  it('real, decoy (unknown login) and made-up ids: wrong_code five times, then time_up — even for the right code', async () => {
    const { email } = await registered();
    const c = client();
    const real = (await c.post('/web-api/user/recovery/request', { login: email })).json<{ requestId: string }>();
    const code = await codeSentTo(email);
    const wrong = code === '123456' ? '654321' : '123456';
    const decoy = (await c.post('/web-api/user/recovery/request', { login: 'nobody-here@example.com' })).json<{
      requestId: string;
    }>();
    expect(decoy.requestId).toMatch(/^[\w-]{22}$/);
    expect(real.requestId).toMatch(/^[\w-]{22}$/);
    const attempts = [...Array<string>(CODE_MAX_ATTEMPTS).fill(wrong), wrong, code];
    const expected = [...Array<string>(CODE_MAX_ATTEMPTS).fill('wrong_code'), 'time_up', 'time_up'];
    expect(await tries(c, real.requestId, attempts)).toEqual(expected);
    expect(await tries(c, decoy.requestId, attempts)).toEqual(expected);
    expect(await tries(c, 'made-up-request-id-000', attempts)).toEqual(expected);
  });

  it('after fifteen minutes a real and a decoy id both answer time_up at the first try', async () => {
    const { email } = await registered();
    const c = client();
    const real = (await c.post('/web-api/user/recovery/request', { login: email })).json<{ requestId: string }>();
    const decoy = (await c.post('/web-api/user/recovery/request', { login: 'nobody-else@example.com' })).json<{
      requestId: string;
    }>();
    expect(await tries(c, real.requestId, ['111111'])).toEqual(await tries(c, decoy.requestId, ['111111']));
    clock += 16 * 60_000;
    expect(await tries(c, real.requestId, ['111111'])).toEqual(['time_up']);
    expect(await tries(c, decoy.requestId, ['111111'])).toEqual(['time_up']);
  });
});

describe('issue 11 §7: attempt limits on /2fa/disable and /password/change (the login rules)', () => {
  it(`2fa/disable: after ${CAPTCHA_AFTER_FAILURES} wrong codes the right code needs a captcha (100); with a pass it goes through`, async () => {
    const { c } = await registered();
    const secret = await withTwoFactor(c);
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
      const res = await c.post('/web-api/user/2fa/disable', { code: wrongTotp(secret) });
      expect(errorCode(res)).toBe('wrong_code');
    }
    const gated = await c.post('/web-api/user/2fa/disable', { code: totpAt(secret, clock) });
    expect([gated.statusCode, errorCode(gated)]).toEqual([400, '100']);
    const forged = await c.post(
      '/web-api/user/2fa/disable',
      { code: totpAt(secret, clock) },
      { 'x-captcha-token': 'x.y' },
    );
    expect(errorCode(forged)).toBe('111');
    const pass = await captchaPass(node.app, c);
    const ok = await c.post('/web-api/user/2fa/disable', { code: totpAt(secret, clock) }, { 'x-captcha-token': pass });
    expect(ok.statusCode).toBe(200);
  });

  it(`password/change: captcha from the ${CAPTCHA_AFTER_FAILURES + 1}th try, locked (429) after ${LOGIN_FAILURES_PER_ACCOUNT} failures even with the right password`, async () => {
    const { c } = await registered();
    const change = (oldPassword: string, headers: Record<string, string> = {}) =>
      c.post('/web-api/user/password/change', { oldPassword, newPassword: 'Another123' }, headers);
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      expect(errorCode(await change(`Wrong${i}pass`))).toBe('wrong_password');
    expect(errorCode(await change('Secret123'))).toBe('100');
    for (let i = CAPTCHA_AFTER_FAILURES; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await change(`Wrong${i}pass`, { 'x-captcha-token': await captchaPass(node.app, c) });
      expect(errorCode(res)).toBe('wrong_password');
    }
    const locked = await change('Secret123', { 'x-captcha-token': await captchaPass(node.app, c) });
    expect(locked.statusCode).toBe(429);
    // The 15-minute window ends: the right password goes through again.
    clock += 16 * 60_000;
    expect((await change('Secret123')).statusCode).toBe(200);
  });
});

describe('issue 11 §9: refresh rotates the token and detects reuse; a two-step ticket opens one session', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('updatetoken spends the token it was sent: the old one is refused; presenting it again ends the session', async () => {
    const { c, userId } = await registered();
    const t1 = (await c.get('/web-api/user/gettoken?force_refresh=true')).json<{ token: string }>().token;
    const rotated = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/updatetoken',
      headers: { ...bearer(t1), 'x-requested-with': 'x' },
    });
    expect(rotated.statusCode).toBe(200);
    const t2 = rotated.json<{ token: string }>().token;
    expect(t2).not.toBe(t1);
    expect((await node.app.app.inject({ url: '/web-api/session', headers: bearer(t2) })).json()).toEqual({
      user_id: userId,
    });
    // The old token again (a thief's copy, or the thief's refresh first): the whole session ends.
    const reuse = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/updatetoken',
      headers: { ...bearer(t1), 'x-requested-with': 'x' },
    });
    expect(reuse.statusCode).toBe(401);
    expect((await node.app.app.inject({ url: '/web-api/session', headers: bearer(t2) })).statusCode).toBe(401);
    expect((await c.get('/web-api/session')).statusCode).toBe(401);
  });

  it('an old token used on any call after a refresh is refused and ends the session', async () => {
    const { c } = await registered();
    const t1 = (await c.get('/web-api/user/gettoken?force_refresh=true')).json<{ token: string }>().token;
    const t2 = (
      await node.app.app.inject({
        method: 'POST',
        url: '/web-api/user/updatetoken',
        headers: { ...bearer(t1), 'x-requested-with': 'x' },
      })
    ).json<{ token: string }>().token;
    expect((await node.app.app.inject({ url: '/web-api/user/security', headers: bearer(t1) })).statusCode).toBe(401);
    expect((await node.app.app.inject({ url: '/web-api/user/security', headers: bearer(t2) })).statusCode).toBe(401);
  });

  it('the same two-step ticket opens one session only', async () => {
    const { c, email, userId } = await registered();
    const secret = await withTwoFactor(c);
    const login = await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(email),
      uPassword: b64('Secret123'),
    });
    const { ticket } = login.json<{ ticket: string }>();
    const live = async () =>
      (
        await node.tdb.database.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      ).length;
    const before = await live();
    const first = await client().post('/web-api/user/auth/two-step', { ticket, code: totpAt(secret, clock) });
    expect(first.statusCode).toBe(200);
    const second = await client().post('/web-api/user/auth/two-step', { ticket, code: totpAt(secret, clock) });
    expect([second.statusCode, errorCode(second)]).toEqual([400, 'two_step_expired']);
    expect(await live()).toBe(before + 1);
  });
});

describe('spec §8 captcha failure: type 2 (isLogoutUser) ends the session', () => {
  const wrongAnswer = async (c: Client) => {
    const { id } = (await c.post('/web-api/captcha/update')).json<{ id: string }>();
    return (await c.post('/web-api/captcha/validate', { id, captcha: '0' })).json<{
      type: number;
      time: number;
      error_message: string | null;
      token: string | null;
    }>();
  };

  it(`a logged-in caller's ${CAPTCHA_FAILURES_BEFORE_LOGOUT}th wrong answer in the window is type 2 and logs it out`, async () => {
    const { c } = await registered();
    for (let i = 1; i < CAPTCHA_FAILURES_BEFORE_LOGOUT; i++) {
      expect(await wrongAnswer(c)).toEqual({ type: 1, time: clock, error_message: 'captcha_error_111', token: null });
      expect((await c.get('/web-api/user/sessions')).statusCode).toBe(200);
    }
    expect(await wrongAnswer(c)).toMatchObject({ type: 2, error_message: 'captcha_error_111', token: null });
    expect((await c.get('/web-api/user/sessions')).statusCode).toBe(401);
  });

  it('a solved captcha starts the count again; an anonymous caller only ever gets type 1', async () => {
    const { c } = await registered();
    for (let i = 1; i < CAPTCHA_FAILURES_BEFORE_LOGOUT; i++) expect((await wrongAnswer(c)).type).toBe(1);
    await captchaPass(node.app, c);
    for (let i = 1; i < CAPTCHA_FAILURES_BEFORE_LOGOUT; i++) expect((await wrongAnswer(c)).type).toBe(1);
    expect((await c.get('/web-api/user/sessions')).statusCode).toBe(200);
    const guest = client();
    for (let i = 0; i < CAPTCHA_FAILURES_BEFORE_LOGOUT + 2; i++) expect((await wrongAnswer(guest)).type).toBe(1);
  });
});
