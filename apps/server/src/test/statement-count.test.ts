import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { EventBus } from '../bus/bus';
import { DEFAULT_CONFIG } from '../modules/config/defaults';
import { injectCounted, statementLog, type StatementLog } from './statement-log';
import { openTestBus, openTestDatabase, startTestApp, testEnv, XRW, type TestDatabase } from './test-app';

/**
 * Issue 12 "Reads write": a deposit request costs at most 5 SQL statements and a logged-in page
 * render at most 2, none of them a write on behalf of a read. The statements are counted at the
 * driver (test/statement-log.ts) and printed.
 */
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let log: ReturnType<typeof statementLog>;
const clock = Date.UTC(2026, 10, 21, 10, 0, 0);
const LIMITS = '/limit-service-api/api/external/web/v3/limits';

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv(), () => clock);
  log = statementLog(tdb.database);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

async function player(n: number) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.99.0.${n}`,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value}`;
  const headers = { ...XRW, cookie };
  const accountId = (await app.app.inject({ url: '/web-api/user/accounts', headers })).json<{
    activeAccountId: number;
  }>().activeAccountId;
  return { cookie, headers, accountId };
}

/** The config cache is re-read at most every 30 s per node; a request that happens to refill it is not its cost. */
const perRequest = (l: StatementLog) => l.statements.filter((s) => !/from "config_group"/.test(s));

function print(title: string, l: StatementLog): void {
  console.log(`${title}: ${perRequest(l).length} statements\n${l.statements.map((s) => `  ${s}`).join('\n')}`);
}

const isWrite = (s: string) => /^(update|insert|delete)\b/i.test(s);

describe('issue 12 "Reads write": statements per request, counted at the driver', () => {
  it('a deposit request is at most 5 statements, with deposit limits of all three windows set', async () => {
    const p = await player(1);
    const save = await app.app.inject({
      method: 'POST',
      url: LIMITS,
      headers: p.headers,
      payload: {
        limits: [
          { limitType: 20, limitValue: 100_000 },
          { limitType: 21, limitValue: 200_000 },
          { limitType: 22, limitValue: 300_000 },
        ],
      },
    });
    expect(save.statusCode).toBe(200);
    const deposit = () =>
      injectCounted(app.app, {
        method: 'POST',
        url: '/web-api/payments/deposits',
        headers: p.headers,
        payload: { accountId: p.accountId, methodId: 'sandbox-card', amount: 5000 },
      });
    expect((await deposit()).statusCode).toBe(200);
    const { result, log: l } = await log.measure(deposit);
    print('POST /web-api/payments/deposits', l);
    expect(result.statusCode).toBe(200);
    expect(perRequest(l).length).toBeLessThanOrEqual(5);
    // Deposit checks in one query (as `checkStake`): limits, time-out/self-exclusion and the windows' sums.
    expect(l.statements.filter((s) => /"rg_limit"|"payment"\."amount"/.test(s))).toHaveLength(1);
    // The one write is the payment itself.
    expect(l.statements.filter(isWrite).map((s) => s.split(' (')[0])).toEqual(['insert into "payment"']);
  });

  it('a logged-in page render (GET /en with the session cookie) is at most 2 statements, none a write', async () => {
    const p = await player(2);
    const page = () => injectCounted(app.app, { url: '/en', headers: { cookie: p.cookie } });
    expect((await page()).statusCode).toBe(200);
    const { result, log: l } = await log.measure(page);
    print('GET /en (logged in)', l);
    expect(result.statusCode).toBe(200);
    expect(perRequest(l).length).toBeLessThanOrEqual(2);
    expect(l.statements.filter(isWrite)).toEqual([]);
  });
});

describe('issue 12: the one-statement page viewer keeps the page rules', () => {
  it('changed terms send the player to /confirm (spec §4 Terms change); confirmation off: no redirect', async () => {
    const p = await player(3);
    const page = () => injectCounted(app.app, { url: '/en/slots', headers: { cookie: p.cookie } });
    expect((await page()).statusCode).toBe(200);
    const terms = { ...DEFAULT_CONFIG.terms, version: DEFAULT_CONFIG.terms.version + 1 };
    await app.config.setGroup('terms', terms, 'test');
    expect((await page()).headers.location).toBe('/en/confirm');
    await app.config.setGroup('terms', { ...terms, confirmationEnabled: false }, 'test');
    expect((await page()).statusCode).toBe(200);
    await app.config.setGroup('terms', DEFAULT_CONFIG.terms, 'test');
  });
});
