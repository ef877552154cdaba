import { beforeEach, expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { App } from '../../app';
import { payments } from '../../db/schema';
import { useTestApp, type TestNode } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { reconcileLedger } from '../ledger';

type Res = Awaited<ReturnType<App['app']['inject']>>;
export interface Player {
  userId: number;
  cookie: string;
  get(url: string): Promise<Res>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Res>;
  del(url: string): Promise<Res>;
}

interface AccountsAnswer {
  accounts: { id: number; type: number; iso: string; moneyMinor: string; isActive: boolean }[];
  activeAccountId: number;
}

/**
 * The set-up the wallet test files share: one database, bus and app per file (useTestApp), the
 * default config restored before each test, and helpers that act as a browser would.
 */
export function useWalletTestApp() {
  const node: TestNode = useTestApp();
  let ip = 0;

  beforeEach(async () => {
    for (const [name, value] of Object.entries(DEFAULT_CONFIG))
      await node.app.config.setGroup(name, value, 'test-reset');
  });

  async function player(currency = 'EUR', target: App = node.app): Promise<Player> {
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

  const accounts = async (p: Player) => (await p.get('/web-api/user/accounts')).json<AccountsAnswer>();
  const mainAccount = async (p: Player) => {
    const a = (await accounts(p)).accounts.find((x) => x.type === 0);
    if (!a) throw new Error('no main account');
    return a;
  };
  const paymentCount = async () => (await node.tdb.database.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

  /** Deposits through the sandbox provider exactly as a browser would: hosted page, Pay, back. */
  async function deposit(
    p: Player,
    accountId: number,
    amount: number,
    outcome: 'success' | 'fail' | 'cancel' = 'success',
  ) {
    const start = await p.post('/web-api/payments/deposits', {
      accountId,
      methodId: 'sandbox-card',
      amount,
      lng: 'en',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { paymentId, redirectUrl } = start.json<{ paymentId: string; redirectUrl: string }>();
    // Issue 11 §1: the hosted page is the owner's (their session) and its form carries a token.
    const page = await node.app.app.inject({ url: redirectUrl, headers: { cookie: p.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox payment provider');
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const done = await node.app.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${encodeURIComponent(paymentId)}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: p.cookie },
      payload: `outcome=${outcome}&lng=en&token=${encodeURIComponent(token)}`,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/en/onpay/${outcome}?payment=${encodeURIComponent(paymentId)}`);
    return paymentId;
  }

  async function expectReconciled() {
    const report = await reconcileLedger(node.tdb.database.db);
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
  }

  return { node, player, accounts, mainAccount, paymentCount, deposit, expectReconciled };
}
