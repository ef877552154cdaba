import { and, eq } from 'drizzle-orm';
import { TOTO_ADMIN_RUN, TOTO_API, totoRunAnswerSchema } from '@sb/contracts';
import { move } from '@sb/ledger';
import type { App } from '../../app';
import { ledgerAccounts } from '../../db/schema';
import { ADMIN, XRW } from '../../test/test-app';
import { houseAccount, transferNow } from '../ledger';

/** Players and the admin hook of toto.test.ts (issue 19), over app.inject. */
let ip = 0;

export async function totoPlayer(app: App, funds = 10_000n) {
  const db = app.database.db;
  const remoteAddress = `10.97.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  await app.wallet.ensureAccounts(userId);
  const [main] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
  if (!main) throw new Error('no active account');
  const house = await db.transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
  await transferNow(db, {
    idempotencyKey: `toto-deposit-${userId}`,
    kind: 'deposit',
    postings: move(house, main.id, funds),
  });
  const headers = { ...XRW, cookie: `sid=${sid}` };
  return {
    userId,
    get: (url: string) => app.app.inject({ url, headers }),
    buy: (payload: object) => app.app.inject({ method: 'POST', url: `${TOTO_API}/coupons`, headers, payload }),
    balance: async () => {
      const [a] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      return a?.balance ?? -1n;
    },
  };
}

export async function runToto(app: App, atMs: number) {
  const res = await app.app.inject({
    method: 'POST',
    url: TOTO_ADMIN_RUN,
    headers: ADMIN,
    payload: { at: new Date(atMs).toISOString() },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return totoRunAnswerSchema.parse(res.json());
}

export const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;
