import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { startTestApp, testEnv, ADMIN, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { SIGNATURE_HEADER, signWebhook } from '../payments';
import { useWalletTestApp } from './wallet-test-helpers';

// Accounts, deposits, the balance push and the recharge flag; withdrawals, history and support
// requests are in wallet-withdrawals.test.ts. Each file has its own database.
const { node, player, accounts, mainAccount, paymentCount, deposit, expectReconciled } = useWalletTestApp();
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
beforeAll(() => {
  ({ tdb, bus, app } = node);
});

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

  it('issue 11 fuzzer finding: an account id beyond the int4 range answers 400 validation_failed, not 500', async () => {
    const p = await player('EUR');
    for (const id of [2_147_483_648, 9_007_199_254_740_991]) {
      const res = await p.post('/web-api/user/accounts/active', { id });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('validation_failed');
    }
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

describe('balance changes reach every open tab over the WebSocket', () => {
  it('pushes the new balance to each socket of the player (a guest socket gets none)', async () => {
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
    // Issue 14: guests may open /ws for live topics, but get no greeting and no balance: the first
    // thing a guest hears is the answer to its own ping.
    const anonymous = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve, reject) => {
      anonymous.on('open', resolve);
      anonymous.on('error', reject);
    });
    const first = new Promise<{ type: string }>((resolve) =>
      anonymous.once('message', (m) => resolve(JSON.parse(String(m)) as { type: string })),
    );
    anonymous.send(JSON.stringify({ type: 'ping', id: 1 }));
    expect((await first).type).toBe('pong');
    anonymous.close();
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
