import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ADMIN } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { csvCell } from './routes';
import { useWalletTestApp } from './wallet-test-helpers';

// Withdrawals, payment history and payment support requests; accounts and deposits are in
// wallet-deposits.test.ts. Each file has its own database.
const { node, player, mainAccount, paymentCount, deposit, expectReconciled } = useWalletTestApp();
let app: App;
beforeAll(() => {
  app = node.app;
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
    expect((await p.get('/web-api/payments/history?from=2099-01-01T00:00:00Z')).json<{ total: number }>().total).toBe(
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
