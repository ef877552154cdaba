import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACCOUNT_TYPE, ADMIN_BONUS_GAME_TICKETS_PATH, bonusGamePlayPath } from '@sb/contracts';
import type { App } from '../../app';
import { bonusGameSeeds, ledgerAccounts } from '../../db/schema';
import { ADMIN, XRW } from '../../test/test-app';
import { reconcileLedger } from '../ledger';

/** Issue 16 bonus games: a player of the API tests and the calls they make. */
let ip = 0;
let keys = 0;
export const nextKey = (tag: string) => `${tag}-${++keys}-key`;

export async function bonusPlayer(app: App, currency = 'EUR') {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.118.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  const db = app.database.db;
  return {
    userId,
    headers,
    get: (url: string) => app.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
    play: (gameId: string, clientRoundId: string, choice?: unknown) =>
      app.app.inject({
        method: 'POST',
        url: bonusGamePlayPath(gameId),
        headers,
        payload: choice === undefined ? { clientRoundId } : { clientRoundId, choice },
      }),
    grant: (count: number, idempotencyKey = nextKey('grant')) =>
      app.app.inject({
        method: 'POST',
        url: ADMIN_BONUS_GAME_TICKETS_PATH,
        headers: ADMIN,
        payload: { userId, count, idempotencyKey, reason: 'test promotion' },
      }),
    /** The current server seed (the test reads it to know, not to choose, what the next round draws). */
    seed: async () => {
      const [row] = await db
        .select()
        .from(bonusGameSeeds)
        .where(and(eq(bonusGameSeeds.userId, userId), isNull(bonusGameSeeds.revealedAt)));
      if (!row) throw new Error('no seed yet');
      return row;
    },
    bonusBalance: async () => {
      const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
      return rows.find((r) => r.type === ACCOUNT_TYPE.bonus)?.balance ?? 0n;
    },
  };
}

export type BonusPlayer = Awaited<ReturnType<typeof bonusPlayer>>;

export async function expectReconciled(app: App) {
  const r = await reconcileLedger(app.database.db);
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
}
