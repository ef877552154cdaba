import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { move } from '@sb/ledger';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { routeTable } from '../../plugins/load-shedding-routes';
import {
  ADMIN,
  openTestBus,
  openTestDatabase,
  startTestApp,
  testEnv,
  XRW,
  type TestDatabase,
} from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { houseAccount, transferNow } from '../ledger';
import { maintenanceRetryAfterS } from './api-gate';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 24, 12, 0, 0);

/** The blocked visitor: a country and a network the rule names (both must match). */
const BLOCKED = { country: 'XX', ip: '10.201.0.7' };
const RULE = {
  id: 'issue-25',
  countries: ['xx'],
  cidrs: ['10.201.0.0/16'],
  userAgents: [],
  templateTypeId: 1,
  guestsOnly: false,
};
const MAINTENANCE = {
  started_at: null,
  ended_at: new Date(clock + 90_000).toISOString(),
  notify_started_at: null,
  notify_ended_at: null,
  isActive: true,
  web_state: false,
};

/**
 * Issue 25 §5: the routes that start something new. A route outside this list is served whatever
 * the block; one added to it, or taken out, must be decided here.
 */
const GATED = [
  'POST /web-api/user/registration',
  'POST /web-api/user/auth',
  'POST /web-api/user/auth/two-step',
  'POST /web-api/user/auth/token',
  'POST /web-api/user/qr/start',
  'POST /social-api/oauth/google-one-tap',
  'GET /social-api/oauth/:provider/callback',
  'POST /web-api/payments/deposits',
  'POST /bets-api/v1/coupons',
  'POST /web-api/casino/play',
  'POST /web-api/casino/rounds',
  'POST /web-api/casino/games/:gameId/launch',
  'POST /web-api/casino/free-spins/:id/spin',
  'POST /web-api/lotto/tickets',
  'POST /web-api/toto/coupons',
  'POST /web-api/bonuses/promo-codes/redeem',
  'POST /web-api/bonuses/free-spins/redeem',
  'POST /web-api/bonuses/rewards/:id/redeem',
  'POST /web-api/bonus-games/tickets/buy',
  'POST /web-api/bonus-games/:gameId/play',
].sort();

interface Player {
  headers: Record<string, string>;
  accountId: number;
  balance: () => Promise<bigint | undefined>;
}
let player: Player;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv({ GEO_COUNTRY_HEADER: 'X-Geo' }), () => clock);
  // A player who registered before the block, from the network that is blocked later.
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: BLOCKED.ip,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  const userId = reg.json<{ user_id: number }>().user_id;
  await app.wallet.ensureAccounts(userId);
  const db = tdb.database.db;
  const [main] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main || !sid) throw new Error(reg.body);
  const house = await db.transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
  await transferNow(db, { idempotencyKey: `gate-${userId}`, kind: 'deposit', postings: move(house, main.id, 10_000n) });
  player = {
    headers: { ...XRW, cookie: `sid=${sid}` },
    accountId: main.id,
    balance: async () => (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id)))[0]?.balance,
  };
}, 180_000);
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  for (const name of ['maintenance', 'blocks'] as const) await app.config.setGroup(name, DEFAULT_CONFIG[name], 'test');
});

const block = async () =>
  expect(
    (await app.app.inject({ method: 'PUT', url: `/admin-api/blocks/${RULE.id}`, headers: ADMIN, payload: RULE }))
      .statusCode,
  ).toBe(200);
const maintenance = async () =>
  expect(
    (await app.app.inject({ method: 'PUT', url: '/admin-api/maintenance', headers: ADMIN, payload: MAINTENANCE }))
      .statusCode,
  ).toBe(200);

/** A call from the blocked country and network (as the player, unless `guest`). */
const call = (method: 'POST' | 'DELETE', url: string, payload: object = {}, guest = false) =>
  app.app.inject({
    method,
    url,
    remoteAddress: BLOCKED.ip,
    headers: { ...(guest ? XRW : player.headers), 'x-geo': BLOCKED.country },
    ...(method === 'POST' ? { payload } : {}),
  });
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors?: { code: string }[] }>().errors?.[0]?.code;

const refusedGroups = [
  [
    'registration',
    () =>
      call(
        'POST',
        '/web-api/user/registration',
        { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
        true,
      ),
  ],
  ['login', () => call('POST', '/web-api/user/auth', { form: 'login_password', login: 'x', password: 'y' }, true)],
  [
    'deposit',
    () => call('POST', '/web-api/payments/deposits', { methodId: 'sandbox-card', amount: '10.00', currency: 'EUR' }),
  ],
  ['bet placement', () => call('POST', '/bets-api/v1/coupons', {})],
  [
    'casino round',
    () => call('POST', '/web-api/casino/play', { mode: 'real', gameId: 'dice', params: {}, stake: 100 }),
  ],
  ['casino launch', () => call('POST', '/web-api/casino/games/x/launch', { mode: 'real' })],
  ['lotto purchase', () => call('POST', '/web-api/lotto/tickets', {})],
  ['bonus claim', () => call('POST', '/web-api/bonuses/promo-codes/redeem', { code: 'WELCOME' })],
] as const;

describe('issue 25 §5: country/IP blocks and maintenance are enforced on the API', () => {
  it.each(refusedGroups)(
    'under a country+IP block, %s answers 403 region_blocked and changes nothing',
    async (_name, send) => {
      await block();
      const before = await player.balance();
      const res = await send();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errors: [{ status: '403', code: 'region_blocked', title: 'main_region_blocked' }],
        templateTypeId: 1,
        page: 'block',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(await player.balance()).toBe(before);
    },
  );

  it.each(refusedGroups)(
    'under maintenance, %s answers 503 maintenance with Retry-After and changes nothing',
    async (_name, send) => {
      await maintenance();
      const before = await player.balance();
      const res = await send();
      expect(res.statusCode).toBe(503);
      expect(codeOf(res)).toBe('maintenance');
      expect(res.json()).toMatchObject({ errors: [{ title: 'maintenance_text' }] });
      // Until the scheduled end, 90 s away on the test clock.
      expect(res.headers['retry-after']).toBe('90');
      expect(await player.balance()).toBe(before);
    },
  );

  it('the same calls from elsewhere, or with neither a block nor maintenance, are not refused by the gate', async () => {
    await block();
    const other = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: '10.202.0.1',
      headers: { ...XRW, 'x-geo': BLOCKED.country },
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    // The country alone does not match a rule that names a network too.
    expect(other.statusCode).toBe(200);
    await app.config.setGroup('blocks', DEFAULT_CONFIG.blocks, 'test');
    const bet = await call('POST', '/bets-api/v1/coupons', {});
    expect(['region_blocked', 'maintenance']).not.toContain(codeOf(bet));
  });

  it('withdrawals stay available to an existing player under a block and under maintenance', async () => {
    await block();
    await maintenance();
    const before = (await player.balance()) ?? 0n;
    const res = await call('POST', '/web-api/payments/withdrawals', {
      accountId: player.accountId,
      methodId: 'sandbox-card',
      amount: 1000,
    });
    expect(res.statusCode).toBe(200);
    expect(await player.balance()).toBe(before - 1000n);
  });

  it('limits, self-exclusion, account reads and logout stay available under a block and maintenance', async () => {
    await block();
    await maintenance();
    const base = '/limit-service-api/api/external/web/v3';
    for (const [method, url, payload] of [
      ['POST', `${base}/limits`, { limits: [] }],
      ['DELETE', `${base}/limit?type=1`, {}],
      ['POST', `${base}/BlockUser`, {}],
      ['POST', `${base}/ping`, {}],
    ] as const) {
      const res = await call(method, url, payload);
      expect([403, 503], `${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
    }
    const history = await app.app.inject({
      url: '/web-api/payments/history',
      remoteAddress: BLOCKED.ip,
      headers: { ...player.headers, 'x-geo': BLOCKED.country },
    });
    expect(history.statusCode).toBe(200);
    // Logout last: it ends the player's session.
    expect((await call('POST', '/web-api/user/logout')).statusCode).toBe(200);
  });

  it('the gate is declared per route: exactly these routes are gated (a new one must choose)', () => {
    const gated = routeTable(app.app)
      .filter((r) => r.config.gate === 'play')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(gated).toEqual(GATED);
  });

  it('Retry-After of maintenance: until its scheduled end, 1 s to 1 h; 60 s when no end is known', () => {
    const now = clock;
    expect(maintenanceRetryAfterS({ ...MAINTENANCE, ended_at: null }, now)).toBe(60);
    expect(maintenanceRetryAfterS({ ...MAINTENANCE, web_state: true }, now)).toBe(60);
    expect(maintenanceRetryAfterS({ ...MAINTENANCE, ended_at: new Date(now + 500).toISOString() }, now)).toBe(1);
    expect(maintenanceRetryAfterS({ ...MAINTENANCE, ended_at: new Date(now - 5000).toISOString() }, now)).toBe(1);
    expect(maintenanceRetryAfterS({ ...MAINTENANCE, ended_at: new Date(now + 86_400_000).toISOString() }, now)).toBe(
      3600,
    );
  });
});
