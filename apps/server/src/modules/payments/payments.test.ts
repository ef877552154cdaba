import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerTransactions, payments } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { SIGNATURE_HEADER, signWebhook } from './sandbox-signature';

let tdb: TestDatabase;
let bus: EventBus;
/** Test env: the sandbox is on by default. */
let dev: App;
/** Production without PAYMENTS_SANDBOX: no provider. */
let prod: App;
/** Production with PAYMENTS_SANDBOX=true: the sandbox, labelled a demo. */
let demo: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  dev = await startTestApp(tdb.database, bus);
  prod = await startTestApp(tdb.database, bus, testEnv({ NODE_ENV: 'production' }));
  demo = await startTestApp(tdb.database, bus, testEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }));
});
afterAll(async () => {
  for (const a of [dev, prod, demo]) await a.app.close();
  await bus.close();
  await tdb.dispose();
});

type Res = Awaited<ReturnType<App['app']['inject']>>;
interface Player {
  cookie: string;
  get(url: string): Promise<Res>;
  post(url: string, payload: unknown): Promise<Res>;
}

async function player(target: App): Promise<Player> {
  const remoteAddress = `10.78.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await target.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const cookie = `sid=${sid}`;
  return {
    cookie,
    get: (url) => target.app.inject({ url, headers: { cookie } }),
    post: (url, payload) =>
      target.app.inject({ method: 'POST', url, headers: { ...XRW, cookie }, payload: payload as object }),
  };
}

const mainAccount = async (p: Player) => {
  const answer = (await p.get('/web-api/user/accounts')).json<{
    accounts: { id: number; type: number; moneyMinor: string }[];
  }>();
  const main = answer.accounts.find((a) => a.type === 0);
  if (!main) throw new Error('no main account');
  return main;
};
const balance = async (p: Player) => (await mainAccount(p)).moneyMinor;
const startDeposit = (p: Player, accountId: number, amount = 2500) =>
  p.post('/web-api/payments/deposits', { accountId, methodId: 'sandbox-card', amount, lng: 'en' });
const statusOf = async (p: Player, id: string) =>
  (await p.get(`/web-api/payments/${encodeURIComponent(id)}`)).json<{ status: string }>().status;
const tokenOf = (page: Res) => /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
const codeOf = (res: Res) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;
const rows = async () => ({
  payments: (await tdb.database.db.select({ n: count() }).from(payments))[0]?.n ?? 0,
  transfers: (await tdb.database.db.select({ n: count() }).from(ledgerTransactions))[0]?.n ?? 0,
});

function complete(target: App, id: string, form: string, headers: Record<string, string> = {}) {
  return target.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${encodeURIComponent(id)}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form,
  });
}

/** A deposit the player started, with the hosted page its owner sees. */
async function pendingDeposit(target: App) {
  const owner = await player(target);
  const main = await mainAccount(owner);
  const start = await startDeposit(owner, main.id);
  expect(start.statusCode, start.body).toBe(200);
  const { paymentId, redirectUrl } = start.json<{ paymentId: string; redirectUrl: string }>();
  const page = await owner.get(redirectUrl);
  return { owner, paymentId, redirectUrl, page, token: tokenOf(page) };
}

async function expectReconciled() {
  const report = await reconcileLedger(tdb.database.db);
  expect(report.mismatches).toEqual([]);
  expect(report.unbalancedCurrencies).toEqual([]);
}

describe('issue 11 §1: the sandbox page acts only for the payment owner', () => {
  it('the owner sees the page and pays: credited once through the signed webhook', async () => {
    const { owner, paymentId, redirectUrl, page, token } = await pendingDeposit(dev);
    expect(redirectUrl).toBe(`/sandbox-pay/${encodeURIComponent(paymentId)}?lng=en`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(token).not.toBe('');
    const done = await complete(dev, paymentId, `outcome=success&lng=en&token=${token}`, {
      cookie: owner.cookie,
      'sec-fetch-site': 'same-origin',
    });
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe(`/en/onpay/success?payment=${encodeURIComponent(paymentId)}`);
    expect(await balance(owner)).toBe('2500');
    expect(await statusOf(owner, paymentId)).toBe('success');
    await expectReconciled();
  });

  it('another logged-in player gets 404 on the page and on Pay/Decline, even with the owner token; nothing changes', async () => {
    const { owner, paymentId, redirectUrl, token } = await pendingDeposit(dev);
    const intruder = await player(dev);
    const before = [await balance(owner), await balance(intruder), await rows()];
    const page = await intruder.get(redirectUrl);
    expect(page.statusCode).toBe(404);
    expect(codeOf(page)).toBe('payment_not_found');
    expect(page.body).not.toContain(paymentId);
    for (const outcome of ['success', 'fail', 'cancel']) {
      const res = await complete(dev, paymentId, `outcome=${outcome}&token=${token}`, { cookie: intruder.cookie });
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('payment_not_found');
    }
    // The same answer as an id that does not exist: ids cannot be probed.
    expect((await intruder.get('/sandbox-pay/dep_unknown')).statusCode).toBe(404);
    expect(await statusOf(owner, paymentId)).toBe('pending');
    expect([await balance(owner), await balance(intruder), await rows()]).toEqual(before);
  });

  it('anonymous callers get 404 on the page and on completion; the deposit stays pending', async () => {
    const { owner, paymentId, redirectUrl, token } = await pendingDeposit(dev);
    expect((await dev.app.inject({ url: redirectUrl })).statusCode).toBe(404);
    const res = await complete(dev, paymentId, `outcome=success&token=${token}`);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(owner, paymentId)).toBe('pending');
    expect(await balance(owner)).toBe('0');
  });

  it('a cross-site form post, or one without the session-bound form token, is refused with 403', async () => {
    const { owner, paymentId, token } = await pendingDeposit(dev);
    const crossSite = await complete(dev, paymentId, `outcome=success&token=${token}`, {
      cookie: owner.cookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(codeOf(crossSite)).toBe('cross_site_request');
    for (const form of ['outcome=success', 'outcome=success&token=forged']) {
      const res = await complete(dev, paymentId, form, { cookie: owner.cookie });
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('bad_form_token');
    }
    const bad = await complete(dev, paymentId, `outcome=nope&token=${token}`, { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('bad_outcome');
    expect(await statusOf(owner, paymentId)).toBe('pending');
    expect(await balance(owner)).toBe('0');
  });

  it('a webhook with a bad signature is refused with 401 and changes nothing; an unknown provider is 404', async () => {
    const { owner, paymentId } = await pendingDeposit(dev);
    const body = JSON.stringify({ paymentId, status: 'success', amount: '2500', currency: 'EUR', providerRef: 'x' });
    const before = await rows();
    const send = (url: string, signature: string) =>
      dev.app.inject({
        method: 'POST',
        url,
        headers: { ...XRW, 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const forged = await send('/web-api/payments/webhook/sandbox', signWebhook('x'.repeat(32), body, Date.now()));
    expect(forged.statusCode).toBe(401);
    expect(codeOf(forged)).toBe('bad_signature');
    const unknown = await send('/web-api/payments/webhook/acme', signWebhook(dev.sandboxSecret, body, Date.now()));
    expect(unknown.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
    expect(await statusOf(owner, paymentId)).toBe('pending');
    expect(await balance(owner)).toBe('0');
  });
});

describe('issue 11 §1: the sandbox is on by default only outside production', () => {
  it('production without PAYMENTS_SANDBOX: sandbox routes 404, deposits refused with payment_provider_unavailable, nothing written', async () => {
    // A deposit made while a sandbox ran elsewhere is not payable here: the routes do not exist.
    const { paymentId, token } = await pendingDeposit(dev);
    const p = await player(prod);
    const main = await mainAccount(p);
    const before = await rows();
    const start = await startDeposit(p, main.id);
    expect(start.statusCode).toBe(403);
    expect(codeOf(start)).toBe('payment_provider_unavailable');
    expect(await rows()).toEqual(before);
    // Not a route: the page renderer sends the path to its language version, the site's 404 page.
    const page = await p.get(`/sandbox-pay/${encodeURIComponent(paymentId)}`);
    expect(page.statusCode).toBe(302);
    const notFound = await p.get(String(page.headers.location));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).not.toContain('Sandbox payment provider');
    expect((await complete(prod, paymentId, `outcome=success&token=${token}`)).statusCode).toBe(404);
    const body = JSON.stringify({ paymentId, status: 'success', amount: '2500', currency: 'EUR', providerRef: 'x' });
    const hook = await prod.app.inject({
      method: 'POST',
      url: '/web-api/payments/webhook/sandbox',
      headers: {
        ...XRW,
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(prod.sandboxSecret, body, Date.now()),
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
    const config = (await prod.app.inject({ url: '/bff-api/config/all.json' })).json<{ paymentsDemo: boolean }>();
    expect(config.paymentsDemo).toBe(false);
  });

  it('production with PAYMENTS_SANDBOX=true: the owner pays, and the public config says the site is a demo', async () => {
    const { owner, paymentId, page, token } = await pendingDeposit(demo);
    expect(page.statusCode).toBe(200);
    const done = await complete(demo, paymentId, `outcome=success&lng=en&token=${token}`, { cookie: owner.cookie });
    expect(done.statusCode).toBe(303);
    expect(await balance(owner)).toBe('2500');
    const config = (await demo.app.inject({ url: '/bff-api/config/all.json' })).json<{ paymentsDemo: boolean }>();
    expect(config.paymentsDemo).toBe(true);
    await expectReconciled();
  });

  it('outside production the sandbox is on (and labelled) unless PAYMENTS_SANDBOX=false', async () => {
    expect((await dev.app.inject({ url: '/bff-api/config/all.json' })).json<{ paymentsDemo: boolean }>()).toMatchObject(
      { paymentsDemo: true },
    );
    const off = await startTestApp(tdb.database, bus, testEnv({ PAYMENTS_SANDBOX: 'false' }));
    try {
      const p = await player(off);
      const start = await startDeposit(p, (await mainAccount(p)).id);
      expect(codeOf(start)).toBe('payment_provider_unavailable');
      expect(
        (await off.app.inject({ url: '/bff-api/config/all.json' })).json<{ paymentsDemo: boolean }>(),
      ).toMatchObject({ paymentsDemo: false });
    } finally {
      await off.app.close();
    }
  });
});

describe('issue 11 §1: a site with simulated payments says so on every page', () => {
  const pages = ['/en', '/en/statisticpopup', '/en/print-coupon/1', '/en/maintenance', '/en/block', '/en/epl'];
  const banner = 'data-testid="demo-banner"';

  it('every layout (main, headless, empty, maintenance, blocked, themed) shows the play-money banner', async () => {
    for (const target of [dev, demo]) {
      for (const url of pages) {
        // Spec §4: the maintenance page answers only while maintenance is on (here: by its cookie).
        const res = await target.app.inject({
          url,
          headers: url.endsWith('/maintenance') ? { cookie: 'maintenance=1' } : {},
        });
        expect(res.body, url).toContain(banner);
        expect(res.body, url).toContain('Demo site: payments are simulated, money is play money.');
      }
    }
  });

  it('without the sandbox (production default) no page shows it', async () => {
    for (const url of pages) {
      const res = await prod.app.inject({
        url,
        headers: url.endsWith('/maintenance') ? { cookie: 'maintenance=1' } : {},
      });
      expect(res.body, url).not.toContain(banner);
    }
  });
});
