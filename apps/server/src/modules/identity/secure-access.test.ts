import { describe, expect, it } from 'vitest';
import {
  LOGIN_BY_TOKEN_PATH,
  LOGIN_TOKEN_ISSUE_PATH,
  SECURE_DATA_GRANT_PATH,
  SECURE_DATA_PATH,
  USER_RIGHTS_PATH,
  loginTokenAnswerSchema,
  secureDataAnswerSchema,
  userRightsSchema,
} from '@sb/contracts';
import { XRW, useTestApp } from '../../test/test-app';
import { SECURE_GRANT_COOKIE } from './secure-access';

let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => clock });
let ipSeq = 0;

type Res = Awaited<ReturnType<typeof node.app.app.inject>>;
const cookieOf = (res: Res, name: string) => res.cookies.find((c) => c.name === name);

async function register() {
  const remoteAddress = `10.91.0.${++ipSeq}`;
  const reg = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const body = reg.json<{ user_id: number; login: string; password: string }>();
  const sid = cookieOf(reg, 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  return { ...body, cookie: `sid=${sid}`, remoteAddress };
}
const post = (url: string, cookie: string | undefined, payload: object, remoteAddress = '10.91.1.1') =>
  node.app.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { ...XRW, ...(cookie ? { cookie } : {}) },
    payload,
  });
const get = (url: string, cookie?: string) =>
  node.app.app.inject({ url, headers: { ...XRW, ...(cookie ? { cookie } : {}) } });

describe('spec §7 login by token (method_id, token, sign, lng)', () => {
  it('§7 a logged-in device issues a token; another device logs in with it once', async () => {
    const p = await register();
    const issued = await post(LOGIN_TOKEN_ISSUE_PATH, p.cookie, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const t = loginTokenAnswerSchema.parse(issued.json());
    expect(t.method_id).toBe(1);

    const login = await post(LOGIN_BY_TOKEN_PATH, undefined, { ...t, lng: 'en' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ user_id: p.user_id });
    const sid = cookieOf(login, 'sid')?.value;
    expect(sid).toBeTruthy();
    expect(cookieOf(login, 'sid')?.value).not.toBe(p.cookie.slice(4));
    expect((await get('/web-api/user/config', `sid=${sid}`)).json()).toMatchObject({ result: { user_id: p.user_id } });

    // One use.
    const again = await post(LOGIN_BY_TOKEN_PATH, undefined, t);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: [{ code: 'invalid_token' }] });
  });

  it('§7 a wrong sign, another method_id, an altered or expired token, a guest issuing: refused', async () => {
    const p = await register();
    const t = loginTokenAnswerSchema.parse((await post(LOGIN_TOKEN_ISSUE_PATH, p.cookie, {})).json());
    const refused = async (body: object) => {
      const res = await post(LOGIN_BY_TOKEN_PATH, undefined, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ code: 'invalid_token' }] });
    };
    await refused({ ...t, sign: `${t.sign.slice(0, -2)}AA` });
    await refused({ ...t, method_id: 2 });
    await refused({ ...t, token: `x${t.token}` });
    clock += 61_000;
    await refused(t);
    expect((await post(LOGIN_TOKEN_ISSUE_PATH, undefined, {})).statusCode).toBe(401);
    expect((await post(LOGIN_BY_TOKEN_PATH, undefined, { method_id: 1 })).statusCode).toBe(400);
  });
});

describe('spec §7 secure-data call, §9 secure grant cookie lasts 30 min', () => {
  it('§9 the password again sets an httpOnly grant cookie of 30 minutes; with it the data is answered', async () => {
    const p = await register();
    const without = await get(SECURE_DATA_PATH, p.cookie);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ errors: [{ code: 'secure_grant_required' }] });

    const wrong = await post(SECURE_DATA_GRANT_PATH, p.cookie, { password: 'not-it-123' }, p.remoteAddress);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ code: 'wrong_password' }] });

    const granted = await post(SECURE_DATA_GRANT_PATH, p.cookie, { password: p.password }, p.remoteAddress);
    expect(granted.statusCode, granted.body).toBe(200);
    const c = cookieOf(granted, SECURE_GRANT_COOKIE);
    expect(c).toMatchObject({ httpOnly: true, maxAge: 1800, path: SECURE_DATA_PATH, sameSite: 'Strict' });
    expect(granted.json()).toEqual({ expiresAt: clock + 30 * 60_000 });

    const cookie = `${p.cookie}; ${SECURE_GRANT_COOKIE}=${c?.value ?? ''}`;
    const data = secureDataAnswerSchema.parse((await get(SECURE_DATA_PATH, cookie)).json());
    expect(data.login).toBe(p.login);
    expect(data.grantExpiresAt).toBe(new Date(clock + 30 * 60_000).toISOString());

    // 30 minutes later the grant is dead even if a browser kept the cookie.
    clock += 30 * 60_000;
    expect((await get(SECURE_DATA_PATH, cookie)).statusCode).toBe(403);
  });

  it('§7 a grant is bound to its session: another session of the same player cannot use it', async () => {
    const p = await register();
    const granted = await post(SECURE_DATA_GRANT_PATH, p.cookie, { password: p.password }, p.remoteAddress);
    const grant = cookieOf(granted, SECURE_GRANT_COOKIE)?.value ?? '';
    const t = loginTokenAnswerSchema.parse((await post(LOGIN_TOKEN_ISSUE_PATH, p.cookie, {})).json());
    const other = cookieOf(await post(LOGIN_BY_TOKEN_PATH, undefined, t), 'sid')?.value ?? '';
    expect((await get(SECURE_DATA_PATH, `sid=${other}; ${SECURE_GRANT_COOKIE}=${grant}`)).statusCode).toBe(403);
    expect((await get(SECURE_DATA_PATH, `${p.cookie}; ${SECURE_GRANT_COOKIE}=${grant}`)).statusCode).toBe(200);
  });
});

describe('spec §7 get rights', () => {
  it('§7 a logged-in player gets the rights answer; a guest 401', async () => {
    const p = await register();
    const res = await get(USER_RIGHTS_PATH, p.cookie);
    expect(res.statusCode).toBe(200);
    const r = userRightsSchema.parse(res.json());
    expect(r).toMatchObject({ user_id: p.user_id, banned: false, excluded: false });
    expect(r.rights.bet).toBe(true);
    expect((await get(USER_RIGHTS_PATH)).statusCode).toBe(401);
  });
});
