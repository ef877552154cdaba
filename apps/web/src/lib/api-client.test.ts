import { describe, expect, it, vi } from 'vitest';
import { APP_HEADER } from '@sb/contracts';
import {
  ABORTED_STATUS,
  ApiError,
  CAPTCHA_TOKEN_HEADER,
  MAX_CAPTCHA_ROUNDS,
  NETWORK_ERROR_STATUS,
  TOKEN_CACHE_MS,
  TOKEN_PATH,
  INVALID_ANSWER_CODE,
  GATE_ERROR_LABEL,
  MAX_OVERLOAD_RETRIES,
  MAX_RETRY_AFTER_MS,
  createApiClient,
  retryAfterMs,
  getParsed,
  joinedDetail,
  postParsed,
  type CaptchaErrorCode,
} from './api-client';
import { tokenAnswerSchema, userIdAnswerSchema } from '@sb/contracts';
import { loadDictionary } from '@sb/i18n/load';
import { SHIPPED_LANGUAGES } from '@sb/i18n';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  cache: RequestCache | undefined;
}

type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'network' | 'abort';

const json = (status: number, body?: unknown): Answer => ({ status, body });
const apiError = (status: number, code: string, title = 'main_error') =>
  json(status, { errors: [{ status: String(status), code, title, detail: `detail ${code}` }] });

/** A fake fetch: answers per path from a script, records every call. */
function fakeFetch(script: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const impl = (async (input: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      url: input,
      method: init?.method ?? 'GET',
      headers,
      body: init?.body as string | undefined,
      cache: init?.cache,
    });
    const answer = script[input]?.shift() ?? json(500);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'abort') throw new DOMException('The operation was aborted.', 'AbortError');
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: answer.headers ?? {} });
  }) as unknown as typeof fetch;
  return { impl, calls, callsTo: (url: string) => calls.filter((c) => c.url === url) };
}

const tokenAnswer = (token: string) => json(200, { token, expires_in: 600 });

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('ARCHITECTURE: one API client carries the cross-cutting behaviour', () => {
  it('sends X-Requested-With and Accept on every call, and JSON bodies with their content type', async () => {
    const f = fakeFetch({ '/web-api/a': [json(200, { ok: 1 })], '/web-api/b': [json(200, { ok: 2 })] });
    const api = createApiClient({ fetchImpl: f.impl });
    expect(await api.get('/web-api/a')).toEqual({ ok: 1 });
    expect(await api.post('/web-api/b', { x: 'é' })).toEqual({ ok: 2 });
    for (const c of f.calls) {
      expect(c.headers['X-Requested-With']).toBe('XMLHttpRequest');
      expect(c.headers['Accept']).toBe('application/json');
      expect(c.headers['Authorization']).toBeUndefined();
    }
    expect(f.calls[1]).toMatchObject({ method: 'POST', body: '{"x":"é"}' });
    expect(f.calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(f.calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('spec §7: every request carries the app header with the build version, the token call too', async () => {
    const f = fakeFetch({
      '/web-api/user/gettoken?force_refresh=true': [json(200, { token: 't1' })],
      '/web-api/a': [json(200, {})],
      '/web-api/b': [json(500, {})],
    });
    const api = createApiClient({ fetchImpl: f.impl, appVersion: () => 'entry-client-abc123' });
    await api.get('/web-api/a', { auth: true });
    await caught(api.post('/web-api/b', {}));
    expect(f.calls).toHaveLength(3);
    for (const c of f.calls) expect(c.headers[APP_HEADER]).toBe('entry-client-abc123');
  });

  it('a fresh call revalidates with the server (no-cache); others leave the HTTP cache alone', async () => {
    const f = fakeFetch({ '/bff-api/x': [json(200, {}), json(200, {})] });
    const api = createApiClient({ fetchImpl: f.impl });
    await api.get('/bff-api/x', { fresh: true });
    await api.get('/bff-api/x');
    expect(f.calls.map((c) => c.cache)).toEqual(['no-cache', undefined]);
  });

  it('an empty 204 answer resolves to undefined', async () => {
    const f = fakeFetch({ '/web-api/x': [json(204)] });
    expect(await createApiClient({ fetchImpl: f.impl }).delete('/web-api/x')).toBeUndefined();
  });
});

describe('spec §9 token cache 60 s: the bearer token from gettoken is shared', () => {
  it('fetches one token for calls within 60 s, and a new one after', async () => {
    let now = 1_000_000;
    const f = fakeFetch({
      [TOKEN_PATH]: [tokenAnswer('t1'), tokenAnswer('t2')],
      '/web-api/user/security': [json(200, {}), json(200, {}), json(200, {})],
    });
    const api = createApiClient({ fetchImpl: f.impl, now: () => now });
    await api.get('/web-api/user/security', { auth: true });
    now += TOKEN_CACHE_MS - 1;
    await api.get('/web-api/user/security', { auth: true });
    expect(f.callsTo(TOKEN_PATH)).toHaveLength(1);
    now += 1;
    await api.get('/web-api/user/security', { auth: true });
    expect(f.callsTo(TOKEN_PATH)).toHaveLength(2);
    const auths = f.callsTo('/web-api/user/security').map((c) => c.headers['Authorization']);
    expect(auths).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t2']);
    expect(TOKEN_CACHE_MS).toBe(60_000);
  });

  it('concurrent calls share one gettoken request', async () => {
    const f = fakeFetch({
      [TOKEN_PATH]: [tokenAnswer('t1')],
      '/web-api/user/sessions': [json(200, 1), json(200, 2), json(200, 3)],
    });
    const api = createApiClient({ fetchImpl: f.impl });
    await Promise.all([1, 2, 3].map(() => api.get('/web-api/user/sessions', { auth: true })));
    expect(f.callsTo(TOKEN_PATH)).toHaveLength(1);
  });

  it('dropToken forgets the cached token', async () => {
    const f = fakeFetch({
      [TOKEN_PATH]: [tokenAnswer('t1'), tokenAnswer('t2')],
      '/web-api/x': [json(200, {}), json(200, {})],
    });
    const api = createApiClient({ fetchImpl: f.impl });
    await api.get('/web-api/x', { auth: true });
    api.dropToken();
    await api.get('/web-api/x', { auth: true });
    expect(f.callsTo('/web-api/x').map((c) => c.headers['Authorization'])).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('spec §4 Logout: after endSession no call is sent (each answers as cancelled), so no poll meets a 401', async () => {
    const f = fakeFetch({ [TOKEN_PATH]: [tokenAnswer('t1')], '/web-api/x': [json(200, {})] });
    const api = createApiClient({ fetchImpl: f.impl });
    await api.get('/web-api/x', { auth: true });
    api.endSession();
    const err = await caught(api.get('/web-api/x', { auth: true }));
    expect(err.status).toBe(ABORTED_STATUS);
    expect((await caught(api.get('/web-api/y'))).status).toBe(ABORTED_STATUS);
    expect(f.calls).toHaveLength(2);
  });

  it('a failed gettoken (not logged in) is the call’s error', async () => {
    const f = fakeFetch({ [TOKEN_PATH]: [apiError(401, 'unauthorized')] });
    const err = await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/x', { auth: true }));
    expect(err.status).toBe(401);
    expect(f.callsTo('/web-api/x')).toHaveLength(0);
  });
});

describe('spec §8 HTTP 401: delete the token, fetch a new one, retry (bounded)', () => {
  it('retries once with a fresh token and succeeds', async () => {
    const f = fakeFetch({
      [TOKEN_PATH]: [tokenAnswer('old'), tokenAnswer('new')],
      '/web-api/x': [apiError(401, 'unauthorized'), json(200, { fine: true })],
    });
    expect(await createApiClient({ fetchImpl: f.impl }).get('/web-api/x', { auth: true })).toEqual({ fine: true });
    expect(f.callsTo('/web-api/x').map((c) => c.headers['Authorization'])).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after one retry', async () => {
    const f = fakeFetch({
      [TOKEN_PATH]: [tokenAnswer('a'), tokenAnswer('b'), tokenAnswer('c')],
      '/web-api/x': [apiError(401, 'unauthorized'), apiError(401, 'unauthorized'), json(200, {})],
    });
    const err = await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/x', { auth: true }));
    expect(err.status).toBe(401);
    expect(f.callsTo('/web-api/x')).toHaveLength(2);
    expect(f.callsTo(TOKEN_PATH)).toHaveLength(2);
  });

  it('a 401 of a call without a token is not retried', async () => {
    const f = fakeFetch({ '/web-api/session': [apiError(401, 'unauthorized'), json(200, {})] });
    expect((await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/session'))).status).toBe(401);
    expect(f.calls).toHaveLength(1);
  });
});

describe('spec §8 HTTP 400 with code 100, 111, 112 or 113: captcha challenge, retry with its token', () => {
  it.each(['100', '111', '112', '113'] as const)(
    'code %s shows the challenge and retries with the header',
    async (code) => {
      const f = fakeFetch({ '/web-api/user/auth': [apiError(400, code), json(200, { user_id: 7 })] });
      const asked: CaptchaErrorCode[] = [];
      const api = createApiClient({
        fetchImpl: f.impl,
        solveCaptcha: async (c) => {
          asked.push(c);
          return 'pass-1';
        },
      });
      expect(await api.post('/web-api/user/auth', { form: 'login_password' })).toEqual({ user_id: 7 });
      expect(asked).toEqual([code]);
      const [first, second] = f.callsTo('/web-api/user/auth');
      expect(first?.headers[CAPTCHA_TOKEN_HEADER]).toBeUndefined();
      expect(second?.headers[CAPTCHA_TOKEN_HEADER]).toBe('pass-1');
      expect(second?.body).toBe(first?.body);
    },
  );

  it('a cancelled challenge answers the original error', async () => {
    const f = fakeFetch({ '/web-api/user/auth': [apiError(400, '100', 'auth_captcha_required')] });
    const api = createApiClient({ fetchImpl: f.impl, solveCaptcha: async () => null });
    const err = await caught(api.post('/web-api/user/auth', {}));
    expect(err).toMatchObject({ status: 400, code: '100', title: 'auth_captcha_required' });
    expect(f.calls).toHaveLength(1);
  });

  it('is bounded: after MAX_CAPTCHA_ROUNDS challenges the error is returned', async () => {
    const refusals = Array.from({ length: MAX_CAPTCHA_ROUNDS + 2 }, () => apiError(400, '111'));
    const f = fakeFetch({ '/web-api/user/auth': refusals });
    let shown = 0;
    const api = createApiClient({ fetchImpl: f.impl, solveCaptcha: async () => `t${++shown}` });
    expect((await caught(api.post('/web-api/user/auth', {}))).code).toBe('111');
    expect(shown).toBe(MAX_CAPTCHA_ROUNDS);
    expect(f.calls).toHaveLength(MAX_CAPTCHA_ROUNDS + 1);
  });

  it('other 400 codes are not a captcha', async () => {
    const f = fakeFetch({ '/web-api/user/auth': [apiError(400, 'invalid_credentials', 'auth_invalid_credentials')] });
    let shown = 0;
    const api = createApiClient({ fetchImpl: f.impl, solveCaptcha: async () => String(++shown) });
    const err = await caught(api.post('/web-api/user/auth', {}));
    expect(err).toMatchObject({ code: 'invalid_credentials', title: 'auth_invalid_credentials' });
    expect(shown).toBe(0);
  });
});

describe('spec §8 status meanings: network failure and cancelled requests', () => {
  it("a network failure maps to the 'network_error' status", async () => {
    const f = fakeFetch({ '/web-api/x': ['network'] });
    const err = await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/x'));
    expect(err).toMatchObject({ status: NETWORK_ERROR_STATUS, code: 'network_error', title: 'main_network_error' });
  });

  it('an aborted request maps to 499', async () => {
    const f = fakeFetch({ '/web-api/x': ['abort'] });
    const controller = new AbortController();
    controller.abort();
    const err = await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/x', { signal: controller.signal }));
    expect(err.status).toBe(ABORTED_STATUS);
    expect(ABORTED_STATUS).toBe(499);
  });
});

describe('errors are parsed into {status, code, title, detail}', () => {
  it('reads the first JSON:API error and keeps them all', async () => {
    const f = fakeFetch({
      '/web-api/x': [
        json(409, {
          errors: [
            { status: '409', code: 'account_exists', title: 'auth_account_exists', detail: 'taken' },
            { status: '409', code: 'other', title: 'main_error', detail: 'more' },
          ],
        }),
      ],
    });
    const err = await caught(createApiClient({ fetchImpl: f.impl }).post('/web-api/x', {}));
    expect(err).toMatchObject({ status: 409, code: 'account_exists', title: 'auth_account_exists', detail: 'taken' });
    expect(err.errors).toHaveLength(2);
  });

  it('spec §8: a JSON-API error message is the detail fields joined by newlines (code and first error kept)', async () => {
    const f = fakeFetch({
      '/web-api/x': [
        json(422, {
          errors: [
            { status: '422', code: 'amount_low', title: 'main_error', detail: 'Amount too low' },
            { status: '422', code: 'no_detail', title: 'main_error' },
            { status: '422', code: 'currency', title: 'main_error', detail: 'Currency not allowed' },
          ],
        }),
      ],
      '/web-api/y': [json(400, { errors: [{ status: '400', code: 'only_code' }] })],
    });
    const api = createApiClient({ fetchImpl: f.impl });
    const err = await caught(api.post('/web-api/x', {}));
    expect(err.message).toBe('Amount too low\nCurrency not allowed');
    expect(err).toMatchObject({ code: 'amount_low', detail: 'Amount too low' });
    expect(joinedDetail(err.errors)).toBe(err.message);
    // Without any detail the code still names the error.
    expect((await caught(api.get('/web-api/y'))).message).toBe('only_code');
  });

  it('keeps the parsed body of a refusal for fields beside errors (409 coef_changed: changes)', async () => {
    const body = {
      errors: [{ status: '409', code: 'coef_changed', title: 'bet_error_coef_changed', detail: 'odds moved' }],
      changes: [{ outcomeId: '7_1_', coef: 1.85 }],
    };
    const f = fakeFetch({ '/bets-api/v1/coupons': [json(409, body)], '/web-api/z': ['network'] });
    const api = createApiClient({ fetchImpl: f.impl });
    const err = await caught(api.post('/bets-api/v1/coupons', {}));
    expect(err.code).toBe('coef_changed');
    expect(err.body).toEqual(body);
    expect((await caught(api.get('/web-api/z'))).body).toBeUndefined();
  });

  it('an answer that is not JSON:API gets the default title main_error', async () => {
    const f = fakeFetch({
      '/web-api/x': [{ status: 502, raw: '<html>bad gateway</html>' }],
      '/web-api/y': [json(500, {})],
    });
    const api = createApiClient({ fetchImpl: f.impl });
    expect(await caught(api.get('/web-api/x'))).toMatchObject({ status: 502, code: 'http_502', title: 'main_error' });
    expect(await caught(api.get('/web-api/y'))).toMatchObject({ status: 500, title: 'main_error' });
  });

  it('a successful answer that is not JSON is an error, not a crash', async () => {
    const f = fakeFetch({ '/web-api/x': [{ status: 200, raw: 'not json' }] });
    expect((await caught(createApiClient({ fetchImpl: f.impl }).get('/web-api/x'))).code).toBe('malformed_response');
  });
});

describe('issue 12: answers are parsed by their contract, not cast', () => {
  it('issue 12: an answer matching its contract schema is returned parsed', async () => {
    const fake = fakeFetch({ '/web-api/session': [json(200, { user_id: 7, extra: 'dropped' })] });
    const client = createApiClient({ fetchImpl: fake.impl });
    await expect(getParsed(userIdAnswerSchema, '/web-api/session', undefined, client)).resolves.toEqual({ user_id: 7 });
  });

  it('issue 12: an answer that does not match its contract is refused with invalid_answer', async () => {
    const fake = fakeFetch({ '/web-api/user/updatetoken': [json(200, { token: 1 })] });
    const client = createApiClient({ fetchImpl: fake.impl });
    const err = await postParsed(tokenAnswerSchema, '/web-api/user/updatetoken', undefined, undefined, client).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(INVALID_ANSWER_CODE);
  });
});

describe('issue 25 §4: a read shed under load (503 overloaded) is retried after Retry-After', () => {
  const shed = (retryAfter = '5'): Answer => ({
    ...(apiError(503, 'overloaded') as { status: number; body: unknown }),
    headers: { 'Retry-After': retryAfter },
  });
  const sleeper = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  };

  it('a GET is asked again after the server’s Retry-After and its answer returned, never an error at once', async () => {
    const f = fakeFetch({ '/bff-api/x': [shed('3'), json(200, { ok: true })] });
    const s = sleeper();
    const client = createApiClient({ fetchImpl: f.impl, sleep: s.sleep });
    await expect(client.get('/bff-api/x')).resolves.toEqual({ ok: true });
    expect(s.waits).toEqual([3000]);
    expect(f.callsTo('/bff-api/x')).toHaveLength(2);
  });

  it('bounded: after MAX_OVERLOAD_RETRIES the overloaded error is the call’s error', async () => {
    const f = fakeFetch({ '/bff-api/x': [shed(), shed(), shed(), json(200, {})] });
    const s = sleeper();
    const err = await caught(createApiClient({ fetchImpl: f.impl, sleep: s.sleep }).get('/bff-api/x'));
    expect(err.status).toBe(503);
    expect(err.code).toBe('overloaded');
    expect(f.callsTo('/bff-api/x')).toHaveLength(1 + MAX_OVERLOAD_RETRIES);
    expect(s.waits).toEqual([5000, 5000]);
  });

  it('the token calls (gettoken, updatetoken) are retried when shed', async () => {
    const f = fakeFetch({
      [TOKEN_PATH]: [shed('1'), tokenAnswer('t1')],
      '/web-api/user/updatetoken': [shed('2'), json(200, { token: 't2' })],
      '/web-api/me': [json(200, { id: 1 })],
    });
    const s = sleeper();
    const client = createApiClient({ fetchImpl: f.impl, sleep: s.sleep });
    await expect(client.get('/web-api/me', { auth: true })).resolves.toEqual({ id: 1 });
    expect(f.callsTo('/web-api/me')[0]?.headers['Authorization']).toBe('Bearer t1');
    await expect(client.post('/web-api/user/updatetoken')).resolves.toEqual({ token: 't2' });
    expect(s.waits).toEqual([1000, 2000]);
  });

  it('a shed write is not retried (the caller decides; money routes are never shed)', async () => {
    const f = fakeFetch({ '/web-api/office/ideas': [shed(), json(200, {})] });
    const s = sleeper();
    const err = await caught(createApiClient({ fetchImpl: f.impl, sleep: s.sleep }).post('/web-api/office/ideas', {}));
    expect(err.code).toBe('overloaded');
    expect(s.waits).toEqual([]);
  });

  it('another 503 (maintenance) is not retried', async () => {
    const f = fakeFetch({ '/bff-api/x': [apiError(503, 'maintenance'), json(200, {})] });
    const s = sleeper();
    expect((await caught(createApiClient({ fetchImpl: f.impl, sleep: s.sleep }).get('/bff-api/x'))).code).toBe(
      'maintenance',
    );
    expect(s.waits).toEqual([]);
  });

  it('Retry-After: seconds to ms, capped; missing or unreadable waits one second', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs('0')).toBe(0);
    expect(retryAfterMs('3600')).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('soon')).toBe(1000);
    expect(retryAfterMs('-2')).toBe(1000);
  });

  it('without an injected sleep the wait is a real timer (fake timers drive it)', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFetch({ '/bff-api/x': [shed('2'), json(200, { ok: 1 })] });
      const pending = createApiClient({ fetchImpl: f.impl }).get('/bff-api/x');
      await vi.advanceTimersByTimeAsync(1999);
      expect(f.callsTo('/bff-api/x')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('issue 25 §5: the API gate refusals read as a clear message, in every language', () => {
  it('region_blocked and maintenance map to dictionary keys every shipped language has', async () => {
    expect(GATE_ERROR_LABEL).toEqual({ region_blocked: 'main_region_blocked', maintenance: 'maintenance_text' });
    for (const lang of SHIPPED_LANGUAGES) {
      const dict: Record<string, string> = await loadDictionary(lang);
      for (const key of Object.values(GATE_ERROR_LABEL)) expect(dict[key], `${lang}.${key}`).toBeTruthy();
    }
  });
});
