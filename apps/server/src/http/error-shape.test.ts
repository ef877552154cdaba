import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BETS_API, LINE_API } from '@sb/contracts';
import type { App } from '../app';
import { ADMIN, XRW, useTestApp } from '../test/test-app';

const clock = Date.UTC(2026, 10, 21, 10, 0, 0);

const node = useTestApp({ now: () => clock });

type Reply = Awaited<ReturnType<App['app']['inject']>>;
const RG = '/limit-service-api/api/external/web/v3';
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A logged-in player's headers (one-click registration opens a session). */
async function playerHeaders(): Promise<Record<string, string>> {
  const reg = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: '10.77.0.1',
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  expect(reg.statusCode).toBe(200);
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value ?? '';
  return { ...XRW, cookie: `sid=${sid}`, 'x-language': 'en' };
}

/** The whole answer is exactly `{errors:[{status,code,title,detail}]}` (plus the module's named extras). */
function expectErrorShape(res: Reply, status: number, code: string, title: string, extraKeys: string[] = []) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['errors', ...extraKeys].sort());
  const errors = body['errors'] as Record<string, unknown>[];
  expect(errors).toHaveLength(1);
  expect(Object.keys(errors[0] ?? {}).sort()).toEqual(['code', 'detail', 'status', 'title']);
  expect(errors[0]).toMatchObject({ status: String(status), code, title });
  expect(typeof errors[0]?.['detail']).toBe('string');
}

describe('issue 12: one domain error type, one error handler at the root', () => {
  it("issue 12: every module's DomainError reaches the client as {errors:[{status,code,title,detail}]}", async () => {
    const player = await playerHeaders();
    const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      node.app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    // identity: a factory refusal with its own title
    const login = await inject('POST', '/web-api/user/auth', XRW, {
      form: 'login_password',
      uLogin: b64('nobody-here'),
      uPassword: b64('Wrong1234'),
    });
    expectErrorShape(login, 400, 'invalid_credentials', 'auth_invalid_credentials');

    // identity via the principal hook: an anonymous caller of a protected route (support requests)
    expectErrorShape(await inject('GET', '/web-api/payments/requests', XRW), 401, 'unauthorized', 'main_error');

    // wallet (operator API): a refusal thrown by the wallet service
    const approve = await inject('POST', '/admin-api/withdrawals/999999/approve', ADMIN);
    expectErrorShape(approve, 404, 'payment_not_found', 'wallet_payment_not_found');

    // wallet (player API)
    const add = await inject('POST', '/web-api/user/accounts/currency', player, { iso: 'XXX' });
    expectErrorShape(add, 400, 'unknown_currency', 'auth_unknown_currency');

    // responsible gaming: no pending limit to confirm
    const action = await inject('POST', `${RG}/limitaction`, player, { action: 'confirm', limitType: 20 });
    expect(action.statusCode).toBeGreaterThanOrEqual(400);
    expect(action.statusCode).toBeLessThan(500);
    const rgError = action.json<{ errors: { code: string; title: string }[] }>().errors[0];
    expectErrorShape(action, action.statusCode, rgError?.code ?? '', rgError?.title ?? '');
    expect(rgError?.title).toMatch(/^responsible_gaming_/);

    // betting: its own code for an anonymous caller, its titles for its refusals
    const anonymous = await inject('POST', `${BETS_API}/coupons`, { ...XRW, 'content-type': 'application/json' }, {});
    expectErrorShape(anonymous, 401, 'not_authenticated', 'bet_error_not_authenticated');
    const coupon = await inject('GET', `${BETS_API}/coupons/not-a-number`, player);
    expectErrorShape(coupon, 404, 'not_found', 'bet_error_not_found');

    // line: a catalog refusal
    const game = await inject('GET', `${LINE_API}/games/999999999`, {});
    expectErrorShape(game, 404, 'game_not_found', 'main_error');
  });

  it('issue 12: no route plugin registers its own error handler, and no route builds error JSON by hand', () => {
    const src = join(__dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(src, f));
    expect(files.length).toBeGreaterThan(50);
    // Load shedding answers from its first hook with a body serialised once at start-up (issue 11 §10).
    const preparedBody = new Set([join('plugins', 'load-shedding.ts')]);
    const offenders = files
      .map((f) => ({ name: relative(src, f), text: readFileSync(f, 'utf8') }))
      .filter(({ name }) => name !== join('http', 'errors.ts'))
      .filter(
        ({ name, text }) =>
          text.includes('setErrorHandler(') || (!preparedBody.has(name) && /errors:\s*\[\s*\{\s*status/.test(text)),
      )
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });
});
