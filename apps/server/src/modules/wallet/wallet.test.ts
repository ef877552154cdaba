import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import WebSocket from 'ws';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { payments } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, ADMIN, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config/defaults';
import { reconcileLedger } from './ledger';
import { SIGNATURE_HEADER, signWebhook } from './sandbox-provider';
import { csvCell } from './routes';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
});

type Res = Awaited<ReturnType<App['app']['inject']>>;
interface Player {
  userId: number;
  cookie: string;
  get(url: string): Promise<Res>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Res>;
  del(url: string): Promise<Res>;
}

async function player(currency = 'EUR', target: App = app): Promise<Player> {
  const remoteAddress = `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await target.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const cookie = `sid=${sid}`;
  const h = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  return {
    userId: reg.json<{ user_id: number }>().user_id,
    cookie,
    get: (url) => target.app.inject({ url, headers: { cookie } }),
    post: (url, payload, headers = {}) =>
      target.app.inject({
        method: 'POST',
        url,
        headers: { ...h, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    del: (url) => target.app.inject({ method: 'DELETE', url, headers: h }),
  };
}

interface AccountsAnswer {
  accounts: { id: number; type: number; iso: string; moneyMinor: string; isActive: boolean }[];
  activeAccountId: number;
}
const accounts = async (p: Player) => (await p.get('/web-api/user/accounts')).json<AccountsAnswer>();
const mainAccount = async (p: Player) => {
  const a = (await accounts(p)).accounts.find((x) => x.type === 0);
  if (!a) throw new Error('no main account');
  return a;
};
const paymentCount = async () => (await tdb.database.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

/** Deposits through the sandbox provider exactly as a browser would: hosted page, Pay, back. */
async function deposit(
  p: Player,
  accountId: number,
  amount: number,
  outcome: 'success' | 'fail' | 'cancel' = 'success',
) {
  const start = await p.post('/web-api/payments/deposits', { accountId, methodId: 'sandbox-card', amount, lng: 'en' });
  expect(start.statusCode, start.body).toBe(200);
  const { paymentId, redirectUrl } = start.json<{ paymentId: string; redirectUrl: string }>();
  const page = await app.app.inject({ url: redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sandbox payment provider');
  const done = await app.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${encodeURIComponent(paymentId)}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&lng=en`,
  });
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe(`/en/onpay/${outcome}?payment=${encodeURIComponent(paymentId)}`);
  return paymentId;
}

async function expectReconciled() {
  const report = await reconcileLedger(tdb.database.db);
  expect(report.mismatches).toEqual([]);
  expect(report.unbalancedCurrencies).toEqual([]);
}

describe('spec §3 accounts: main, bonus and currency accounts, one active', () => {
  it('creates a main (active) and a bonus account in the player currency', async () => {
    const p = await player('EUR');
    const a = await accounts(p);
    expect(a.accounts.map((x) => [x.type, x.iso, x.isActive])).toEqual([
      [0, 'EUR', true],
      [4, 'EUR', false],
    ]);
    expect(a.activeAccountId).toBe(a.accounts[0]?.id);
  });

  it('adds a currency account, makes it active (main_account_will_set), removes it only when empty and inactive', async () => {
    const p = await player('EUR');
    const added = await p.post('/web-api/user/accounts/currency', { iso: 'USD' });
    expect(added.statusCode).toBe(200);
    const usd = added.json<{ data: { account: { id: number; type: number } } }>().data.account;
    expect(usd.type).toBe(9);
    expect((await p.post('/web-api/user/accounts/currency', { iso: 'USD' })).statusCode).toBe(409);
    expect((await p.post('/web-api/user/accounts/currency', { iso: 'XYZ' })).statusCode).toBe(400);
    const active = await p.post('/web-api/user/accounts/active', { id: usd.id });
    expect(active.json()).toEqual({ success: true, message: 'main_account_will_set', id: usd.id });
    expect((await accounts(p)).accounts.filter((x) => x.isActive).map((x) => x.id)).toEqual([usd.id]);
    expect((await p.del(`/web-api/user/accounts/${usd.id}`)).statusCode).toBe(400);
    const main = await mainAccount(p);
    await p.post('/web-api/user/accounts/active', { id: main.id });
    await deposit(p, usd.id, 1000);
    expect(
      (await p.del(`/web-api/user/accounts/${usd.id}`)).json<{ errors: { code: string }[] }>().errors[0]?.code,
    ).toBe('account_not_empty');
    const empty = (await p.post('/web-api/user/accounts/currency', { iso: 'GBP' })).json<{
      data: { account: { id: number } };
    }>().data.account;
    expect((await p.del(`/web-api/user/accounts/${empty.id}`)).statusCode).toBe(200);
    expect((await accounts(p)).accounts.map((x) => x.iso)).not.toContain('GBP');
  });
});

describe('deposits through the sandbox provider (hosted page, signed webhook, onpay pages)', () => {
  it('credits the account once the provider confirms, and the history shows it', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    const id = await deposit(p, main.id, 2500);
    expect((await mainAccount(p)).moneyMinor).toBe('2500');
    const status = (await p.get(`/web-api/payments/${encodeURIComponent(id)}`)).json<{
      status: string;
      amount: string;
    }>();
    expect(status).toMatchObject({ status: 'success', amount: '25.00' });
    const history = (await p.get('/web-api/payments/history?type=deposit')).json<{
      items: { id: string }[];
      total: number;
    }>();
    expect(history.total).toBe(1);
    await expectReconciled();
  });

  it('declined and cancelled payments change no balance', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 2500, 'fail');
    await deposit(p, main.id, 2500, 'cancel');
    expect((await mainAccount(p)).moneyMinor).toBe('0');
    const statuses = (await p.get('/web-api/payments/history'))
      .json<{ items: { status: string }[] }>()
      .items.map((i) => i.status);
    expect(statuses.sort()).toEqual(['cancel', 'fail']);
  });

  it('a duplicated webhook credits once; a forged or stale signature is refused', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    const start = (
      await p.post('/web-api/payments/deposits', { accountId: main.id, methodId: 'sandbox-card', amount: 1000 })
    ).json<{ paymentId: string }>();
    const body = JSON.stringify({
      paymentId: start.paymentId,
      status: 'success',
      amount: '1000',
      currency: 'EUR',
      providerRef: 'r1',
    });
    const send = (signature: string) =>
      app.app.inject({
        method: 'POST',
        url: '/web-api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
    expect((await send('t=1,v1=00')).statusCode).toBe(401);
    expect((await send(signWebhook('wrong-secret-wrong-secret-wrong-secret', body, Date.now()))).statusCode).toBe(401);
    expect((await send(signWebhook(app.sandboxSecret, body, Date.now() - 3600_000))).statusCode).toBe(401);
    expect((await mainAccount(p)).moneyMinor).toBe('0');
    const sig = signWebhook(app.sandboxSecret, body, Date.now());
    const results = await Promise.all([send(sig), send(sig), send(sig)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await mainAccount(p)).moneyMinor).toBe('1000');
    const tampered = body.replace('"1000"', '"9000"');
    const t = await app.app.inject({
      method: 'POST',
      url: '/web-api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sig },
      payload: tampered,
    });
    expect(t.statusCode).toBe(401);
    await expectReconciled();
  });

  it('a retried deposit request with the same Idempotency-Key creates one payment', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    const payload = { accountId: main.id, methodId: 'sandbox-card', amount: 1000 };
    const a = await p.post('/web-api/payments/deposits', payload, { 'idempotency-key': 'click-0001' });
    const b = await p.post('/web-api/payments/deposits', payload, { 'idempotency-key': 'click-0001' });
    expect(a.json<{ paymentId: string }>().paymentId).toBe(b.json<{ paymentId: string }>().paymentId);
  });

  it('bad input: negative, zero, fractional, overflow, unknown method, limits, another player account → 4xx, nothing stored', async () => {
    const p = await player('EUR');
    const other = await player('EUR');
    const main = await mainAccount(p);
    const otherMain = await mainAccount(other);
    const before = await paymentCount();
    const cases: unknown[] = [
      { accountId: main.id, methodId: 'sandbox-card', amount: -100 },
      { accountId: main.id, methodId: 'sandbox-card', amount: 0 },
      { accountId: main.id, methodId: 'sandbox-card', amount: 10.5 },
      { accountId: main.id, methodId: 'sandbox-card', amount: '10.5' },
      { accountId: main.id, methodId: 'sandbox-card', amount: '99999999999999999999' },
      { accountId: main.id, methodId: 'sandbox-card', amount: 1e300 },
      { accountId: main.id, methodId: 'no-such-method', amount: 1000 },
      { accountId: main.id, methodId: 'sandbox-card', amount: 50 },
      { accountId: main.id, methodId: 'sandbox-card', amount: 2_000_000 },
      { accountId: otherMain.id, methodId: 'sandbox-card', amount: 1000 },
      { accountId: 'x', methodId: 'sandbox-card', amount: 1000 },
      { accountId: main.id, amount: 1000 },
    ];
    for (const payload of cases) {
      const res = await p.post('/web-api/payments/deposits', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    expect(await paymentCount()).toBe(before);
    expect((await p.get(`/web-api/payments/${encodeURIComponent('dep_x')}`)).statusCode).toBe(404);
  });

  it('deposits pass through one guard (the responsible-gaming seam) that can refuse them', async () => {
    const guarded = await startTestApp(tdb.database, bus, testEnv(), undefined, {
      depositGuard: async (req) =>
        req.amount > 5000n
          ? { ok: false, code: 'deposit_limit_exceeded', title: 'responsible_gaming_deposit_limit' }
          : { ok: true },
    });
    const p = await player('EUR', guarded);
    const main = await mainAccount(p);
    const before = await paymentCount();
    const refused = await p.post('/web-api/payments/deposits', {
      accountId: main.id,
      methodId: 'sandbox-card',
      amount: 6000,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('deposit_limit_exceeded');
    expect(await paymentCount()).toBe(before);
    expect(
      (await p.post('/web-api/payments/deposits', { accountId: main.id, methodId: 'sandbox-card', amount: 4000 }))
        .statusCode,
    ).toBe(200);
    await guarded.app.close();
  });
});

describe('withdrawals: reserve, player cancel, operator review', () => {
  it('reserves the money, gives it back on cancel, pays out on approval; reconciliation stays clean', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 10_000);
    const w = await p.post('/web-api/payments/withdrawals', {
      accountId: main.id,
      methodId: 'sandbox-card',
      amount: 4000,
    });
    expect(w.json<{ status: string }>().status).toBe('review');
    expect((await mainAccount(p)).moneyMinor).toBe('6000');
    const cancelled = await p.post(
      `/web-api/payments/withdrawals/${encodeURIComponent(w.json<{ id: string }>().id)}/cancel`,
    );
    expect(cancelled.json<{ status: string }>().status).toBe('cancel');
    expect((await mainAccount(p)).moneyMinor).toBe('10000');
    expect(
      (await p.post(`/web-api/payments/withdrawals/${encodeURIComponent(w.json<{ id: string }>().id)}/cancel`))
        .statusCode,
    ).toBe(409);

    const w2 = (
      await p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 3000 })
    ).json<{ id: string }>();
    const list = (await app.app.inject({ url: '/admin-api/withdrawals', headers: ADMIN })).json<{
      withdrawals: { id: string }[];
    }>();
    expect(list.withdrawals.map((x) => x.id)).toContain(w2.id);
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: `/admin-api/withdrawals/${encodeURIComponent(w2.id)}/approve`,
          headers: ADMIN,
        })
      ).statusCode,
    ).toBe(200);
    expect((await p.get(`/web-api/payments/${encodeURIComponent(w2.id)}`)).json<{ status: string }>().status).toBe(
      'success',
    );
    expect((await mainAccount(p)).moneyMinor).toBe('7000');
    // Approved is final: the player can no longer cancel it.
    expect((await p.post(`/web-api/payments/withdrawals/${encodeURIComponent(w2.id)}/cancel`)).statusCode).toBe(409);

    const w3 = (
      await p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 2000 })
    ).json<{ id: string }>();
    await app.app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${encodeURIComponent(w3.id)}/reject`,
      headers: ADMIN,
    });
    expect((await mainAccount(p)).moneyMinor).toBe('7000');
    const reconcile = (await app.app.inject({ url: '/admin-api/ledger/reconcile', headers: ADMIN })).json<{
      clean: boolean;
    }>();
    expect(reconcile.clean).toBe(true);
  });

  it('refuses more than the balance, and another player cannot cancel my withdrawal', async () => {
    const p = await player('EUR');
    const other = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 1000);
    const before = await paymentCount();
    const over = await p.post('/web-api/payments/withdrawals', {
      accountId: main.id,
      methodId: 'sandbox-card',
      amount: 1001,
    });
    expect(over.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('insufficient_funds');
    expect(await paymentCount()).toBe(before);
    const w = (
      await p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 500 })
    ).json<{ id: string }>();
    expect((await other.post(`/web-api/payments/withdrawals/${encodeURIComponent(w.id)}/cancel`)).statusCode).toBe(404);
    expect((await other.get(`/web-api/payments/${encodeURIComponent(w.id)}`)).statusCode).toBe(404);
    expect((await p.get(`/web-api/payments/${encodeURIComponent(w.id)}`)).json<{ status: string }>().status).toBe(
      'review',
    );
  });

  it('needs a verified account when the config requires it', async () => {
    await app.config.setGroup('payments', { ...DEFAULT_CONFIG.payments, withdrawalRequiresVerification: true }, 't');
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 1000);
    const refused = await p.post('/web-api/payments/withdrawals', {
      accountId: main.id,
      methodId: 'sandbox-card',
      amount: 500,
    });
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('verification_required');
    await app.app.inject({
      method: 'PUT',
      url: `/admin-api/users/${p.userId}/verification`,
      headers: ADMIN,
      payload: { internal_verification_status: 1 },
    });
    expect(
      (await p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 500 }))
        .statusCode,
    ).toBe(200);
  });

  it('parallel withdrawals on one balance never overdraw it', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 1000);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 100 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json<{ errors: { code: string }[] }>().errors[0]?.code === 'insufficient_funds'),
    ).toBe(true);
    expect((await mainAccount(p)).moneyMinor).toBe('0');
    await expectReconciled();
  });
});

describe('history (office/historypay)', () => {
  it('filters by type and status, pages, and exports CSV', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 1000);
    await deposit(p, main.id, 2000, 'fail');
    await p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount: 500 });
    const page1 = (await p.get('/web-api/payments/history?pageSize=2&page=1')).json<{
      items: unknown[];
      total: number;
    }>();
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(
      (await p.get('/web-api/payments/history?pageSize=2&page=2')).json<{ items: unknown[] }>().items,
    ).toHaveLength(1);
    expect((await p.get('/web-api/payments/history?type=withdrawal')).json<{ total: number }>().total).toBe(1);
    expect((await p.get('/web-api/payments/history?status=fail')).json<{ total: number }>().total).toBe(1);
    expect((await p.get('/web-api/payments/history?from=2999-01-01T00:00:00Z')).json<{ total: number }>().total).toBe(
      0,
    );
    expect((await p.get('/web-api/payments/history?pageSize=1000')).statusCode).toBe(400);
    expect((await p.get('/web-api/payments/history?from=yesterday')).statusCode).toBe(400);
    const csv = await p.get('/web-api/payments/history.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('id,created_at,type,method,amount,currency,status');
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('CSV cells cannot smuggle spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('10.00')).toBe('10.00');
  });
});

describe('payment support requests (spec §2 payment/requests, create-request: topic, transaction, subtopic)', () => {
  it('files a request about one of my transactions; refuses others and bad steps', async () => {
    const p = await player('EUR');
    const other = await player('EUR');
    const main = await mainAccount(p);
    const id = await deposit(p, main.id, 1000, 'fail');
    const ok = await p.post('/web-api/payments/requests', {
      topic: 'deposit',
      subtopic: 'not_credited',
      paymentId: id,
      message: 'My card was charged.',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await p.get('/web-api/payments/requests')).json<{ requests: { paymentId: string }[] }>().requests[0]?.paymentId,
    ).toBe(id);
    expect(
      (
        await other.post('/web-api/payments/requests', {
          topic: 'deposit',
          subtopic: 'not_credited',
          paymentId: id,
          message: 'Not mine at all.',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await p.post('/web-api/payments/requests', {
          topic: 'deposit',
          subtopic: 'not_credited',
          message: 'No transaction given',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await p.post('/web-api/payments/requests', {
          topic: 'deposit',
          subtopic: 'bogus',
          paymentId: id,
          message: 'Bad subtopic here',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await p.post('/web-api/payments/requests', { topic: 'other', subtopic: 'other', message: 'short' })).statusCode,
    ).toBe(400);
    expect((await other.get('/web-api/payments/requests')).json<{ requests: unknown[] }>().requests).toEqual([]);
  });
});

describe('balance changes reach every open tab over the WebSocket', () => {
  it('pushes the new balance to each socket of the player', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const open = () =>
      new Promise<{ ws: WebSocket; messages: { type: string; moneyMinor?: string }[] }>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: p.cookie } });
        const messages: { type: string; moneyMinor?: string }[] = [];
        ws.on('message', (m) => {
          messages.push(JSON.parse(String(m)) as { type: string });
          if (messages.length === 1) resolve({ ws, messages });
        });
        ws.on('error', reject);
      });
    const [tab1, tab2] = await Promise.all([open(), open()]);
    await deposit(p, main.id, 1234);
    await expect.poll(() => tab1.messages.find((m) => m.type === 'balance')?.moneyMinor).toBe('1234');
    await expect.poll(() => tab2.messages.find((m) => m.type === 'balance')?.moneyMinor).toBe('1234');
    tab1.ws.close();
    tab2.ws.close();
    const anonymous = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const code = await new Promise<number>((resolve) => anonymous.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });
});

describe('spec §4 recharge-modal route guard: the flag reaches the public site config', () => {
  it('answers payments.rechargeModalEnabled as rechargeModalEnabled in /bff-api/config/all.json', async () => {
    const flag = async () =>
      (await app.app.inject({ url: '/bff-api/config/all.json?lang=en' })).json<{ rechargeModalEnabled: boolean }>()
        .rechargeModalEnabled;
    expect(await flag()).toBe(false);
    const put = await app.app.inject({
      method: 'PUT',
      url: '/admin-api/config/groups/payments',
      headers: ADMIN,
      payload: { value: { ...DEFAULT_CONFIG.payments, rechargeModalEnabled: true } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await flag()).toBe(true);
  });
});
