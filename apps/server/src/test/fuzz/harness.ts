import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { SIGNATURE_HEADER, signWebhook } from '../../modules/payments';
import { openTestBus, openTestDatabase, startTestApp, XRW, type TestDatabase } from '../test-app';
import { mainAccountId, setupIp, type FuzzPlayer } from './player';

/**
 * Issue 25: what the logic-reaching fuzz files share — one app on one test database per file at a
 * fixed clock (prices, kick-offs, bonus validity and webhook timestamps never depend on when the
 * test runs), and money moved the way a client moves it.
 */
export const FUZZ_NOW = Date.UTC(2026, 10, 11, 12, 0, 0);
/** Booting PGlite and the app takes over a minute on a loaded 2-core CI machine. */
export const BOOT_TIMEOUT = 240_000;

export interface FuzzApp {
  app: App;
  dispose: () => Promise<void>;
}

export async function openFuzzApp(): Promise<FuzzApp> {
  const tdb: TestDatabase = await openTestDatabase();
  const bus: EventBus = await openTestBus();
  const app = await startTestApp(tdb.database, bus, undefined, () => FUZZ_NOW);
  return {
    app,
    dispose: async () => {
      await app.app.close();
      await bus.close();
      await tdb.dispose();
    },
  };
}

export type Res = LightMyRequestResponse;

/** A request as the player (session cookie, X-Requested-With), from a set-up address. */
export function send(
  app: App,
  p: FuzzPlayer,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Res> {
  return app.app.inject({
    method,
    url,
    remoteAddress: setupIp(),
    headers: { ...XRW, cookie: p.cookie, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** The provider's signed webhook for a deposit, as the sandbox provider sends it. */
export function depositWebhook(app: App, paymentId: string, amountMinor: number, providerRef: string): Promise<Res> {
  const body = JSON.stringify({
    paymentId,
    status: 'success',
    amount: String(amountMinor),
    currency: 'EUR',
    providerRef,
  });
  return app.app.inject({
    method: 'POST',
    url: '/web-api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(app.sandboxSecret, body, FUZZ_NOW) },
    payload: body,
  });
}

/** A whole deposit through the API: started by the player, confirmed by the signed webhook. */
export async function depositThroughApi(app: App, p: FuzzPlayer, amountMinor: number): Promise<string> {
  const accountId = await mainAccountId(app, p);
  const res = await send(app, p, 'POST', '/web-api/payments/deposits', {
    accountId,
    methodId: 'sandbox-card',
    amount: amountMinor,
    lng: 'en',
  });
  if (res.statusCode !== 200) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
  const { paymentId } = res.json<{ paymentId: string }>();
  const hook = await depositWebhook(app, paymentId, amountMinor, `ref-${paymentId}`);
  if (hook.statusCode !== 200) throw new Error(`deposit webhook: ${hook.statusCode} ${hook.body}`);
  return paymentId;
}

/** The player's balance per account type (0 main, 4 bonus) as the accounts page shows it. */
export async function balancesOf(app: App, p: FuzzPlayer): Promise<{ main: bigint; bonus: bigint }> {
  const res = await send(app, p, 'GET', '/web-api/user/accounts');
  const accounts = res.json<{ accounts: { type: number; moneyMinor: string }[] }>().accounts;
  const of = (type: number) => BigInt(accounts.find((a) => a.type === type)?.moneyMinor ?? '0');
  return { main: of(0), bonus: of(4) };
}
