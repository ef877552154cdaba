import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CASINO_API } from '@sb/contracts';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { houseAccount, transferNow } from '../ledger';
import type { Studio } from './studio';

/**
 * The casino API tests' set-up: one app on one test database (PGlite unless DATABASE_URL) per
 * test file, and funded players registered through the API (each from its own address).
 */
export interface CasinoTestKit {
  app: () => App;
  db: () => App['database']['db'];
  player: (funds?: bigint) => Promise<TestPlayer>;
  dispose: () => Promise<void>;
}

export interface TestPlayer {
  userId: number;
  account: { id: number; currency: string };
  accountId: number;
  headers: Record<string, string>;
  /** POST /play for real money (the body's fields over `mode: 'real'`). */
  play: (body: object) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
  /** The main account's balance (-1 if it is gone). */
  balance: () => Promise<bigint>;
}

export async function openCasinoTestKit(opts: {
  now: () => number;
  /** The casino's games (default: the studio package). */
  studio?: Studio;
  /** Second byte of the players' addresses (10.{net}.x.y). */
  net: number;
}): Promise<CasinoTestKit> {
  const tdb: TestDatabase = await openTestDatabase();
  const bus: EventBus = await openTestBus();
  const app = await buildApp({
    env: testEnv(),
    database: tdb.database,
    bus,
    now: opts.now,
    ...(opts.studio ? { casinoStudio: opts.studio } : {}),
  });
  await app.app.ready();
  const db = () => tdb.database.db;
  let ip = 0;
  const player = async (funds = 100_000n): Promise<TestPlayer> => {
    const reg = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress: `10.${opts.net}.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: XRW,
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
    if (!sid) throw new Error(reg.body);
    const userId = reg.json<{ user_id: number }>().user_id;
    await app.wallet.ensureAccounts(userId);
    const [main] = await db()
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
    if (!main) throw new Error('no active account');
    if (funds > 0n) {
      const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
      await transferNow(db(), {
        idempotencyKey: `kit-deposit-${userId}`,
        kind: 'deposit',
        postings: move(house, main.id, funds),
      });
    }
    const headers = { ...XRW, cookie: `sid=${sid}` };
    return {
      userId,
      account: { id: main.id, currency: main.currency },
      accountId: main.id,
      headers,
      play: (body: object) =>
        app.app.inject({ method: 'POST', url: `${CASINO_API}/play`, headers, payload: { mode: 'real', ...body } }),
      get: (url: string) => app.app.inject({ url, headers }),
      post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
      del: (url: string) => app.app.inject({ method: 'DELETE', url, headers }),
      balance: async () =>
        (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id)))[0]?.balance ?? -1n,
    };
  };
  return {
    app: () => app,
    db,
    player,
    dispose: async () => {
      await app.app.close();
      await bus.close();
      await tdb.dispose();
    },
  };
}
