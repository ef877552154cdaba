import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CASINO_API } from '@sb/contracts';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
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
  headers: Record<string, string>;
  play: (body: object) => Promise<LightMyRequestResponse>;
  balance: () => Promise<bigint | undefined>;
}

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

export async function openCasinoTestKit(opts: {
  now: () => number;
  studio: Studio;
  net: number;
}): Promise<CasinoTestKit> {
  const tdb: TestDatabase = await openTestDatabase();
  const bus: EventBus = await openTestBus();
  const app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: opts.now, casinoStudio: opts.studio });
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
    const house = await db().transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
    await transferNow(db(), {
      idempotencyKey: `kit-deposit-${userId}`,
      kind: 'deposit',
      postings: move(house, main.id, funds),
    });
    const headers = { ...XRW, cookie: `sid=${sid}` };
    return {
      userId,
      account: { id: main.id, currency: main.currency },
      headers,
      play: (body: object) =>
        app.app.inject({ method: 'POST', url: `${CASINO_API}/play`, headers, payload: { mode: 'real', ...body } }),
      balance: async () => (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id)))[0]?.balance,
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
