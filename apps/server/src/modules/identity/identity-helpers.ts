import { afterAll, beforeAll, beforeEach } from 'vitest';
import { count } from 'drizzle-orm';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { users } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';

/** Set-up shared by the identity test files (identity-*.test.ts); each file gets its own database. */
export let tdb: TestDatabase;
export let app: App;
let bus: EventBus;
let ipCounter = 0;
/** The file's test clock: what the server calls now, and so what cookie expiry is judged by. */
let clockNow: () => number = Date.now;

/** One database, bus and app per test file, with the file's clock; the config is reset before each test. */
export function useIdentityApp(now: () => number): void {
  clockNow = now;
  beforeAll(async () => {
    tdb = await openTestDatabase();
    bus = await openTestBus();
    app = await startTestApp(tdb.database, bus, testEnv(), now);
  });
  afterAll(async () => {
    await app.app.close();
    await bus.close();
    await tdb.dispose();
  });
  beforeEach(async () => {
    for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
  });
}

/** Each test gets its own client IP so per-IP limits of one test do not leak into another. */
export const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export interface Client {
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
export function client(ip = newIp()): Client {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Awaited<ReturnType<App['app']['inject']>>) => {
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < clockNow())
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

export const userCount = async () => (await tdb.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
export const lastMessage = async (to: string) => {
  const res = await app.app.inject({ url: '/web-api/dev/outbox' });
  const m = res.json<{ messages: { recipient: string; body: string }[] }>().messages.find((x) => x.recipient === to);
  const code = /(\d{6})/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
};
export const fullReg = (over: Record<string, unknown> = {}) => ({
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

export async function registerFull(c = client(), password = 'Secret123') {
  const reg = fullReg({ password });
  const res = await c.post('/web-api/user/registration', reg);
  const body = res.json<{ user_id: number; login: string }>();
  return { c, userId: body.user_id, login: body.login, email: reg.email as string, password };
}
