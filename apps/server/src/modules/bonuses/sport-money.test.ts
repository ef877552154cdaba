import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { betCoupons, ledgerAccounts } from '../../db/schema';
import { FakeLine, startBetting } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { sportBonusPort } from './sport-money';

/** Issue 16 no product mixing, sport side: casino bonus money is never staked on a sport bet. */
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
const now = () => clock;
const line = new FakeLine(now);
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let http: FastifyInstance;
let betting: App['betting'];
let ip = 0;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now });
  await app.app.ready();
  ({ http, betting } = await startBetting(app, line, now, { sportBonusAllowed: sportBonusPort(tdb.database.db) }));
});
afterAll(async () => {
  await betting.stop();
  await http.close();
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

/** A player holding a no-deposit bonus of 10.00 of the product on the bonus account. */
async function playerWithBonus(product: 'sport' | 'casino') {
  const code = `MIX${++seq}`;
  const def = await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/definitions',
    headers: ADMIN,
    payload: {
      name: 'Mix test',
      kind: 'no_deposit',
      fixedAmount: '1000',
      validityDays: 7,
      products: [product],
      wageringMultiplier: 1,
    },
  });
  expect(def.statusCode, def.body).toBe(200);
  await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/promo-codes',
    headers: ADMIN,
    payload: { code, definitionId: def.json<{ id: number }>().id },
  });
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.122.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  const redeemed = await app.app.inject({
    method: 'POST',
    url: '/web-api/bonuses/promo-codes/redeem',
    headers,
    payload: { code },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const accounts = async () => db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const bonusAccount = (await accounts()).find((a) => a.type === ACCOUNT_TYPE.bonus)?.id ?? 0;
  const game = line.game([2, 3.5, 4]);
  const outcomeId = `${game}_1_`;
  const bet = () =>
    http.inject({
      method: 'POST',
      url: '/bets-api/v1/coupons',
      headers,
      payload: {
        typeId: 0,
        accountId: bonusAccount,
        changeCoefAction: 2,
        idempotencyKey: `mixing-key-${++seq}`,
        amount: 500,
        bets: [{ outcomeId, coef: line.outcome(outcomeId)?.outcome.coef ?? 0 }],
      },
    });
  const coupons = async () => db().select().from(betCoupons).where(eq(betCoupons.userId, userId));
  return { bonusAccount, accounts, bet, coupons };
}

describe('issue 16 no product mixing: a sport bet from the bonus account', () => {
  it('issue 16 casino bonus money on sport bets is refused (400 bonus_product_mismatch) and nothing changes', async () => {
    const p = await playerWithBonus('casino');
    expect(p.bonusAccount).toBeGreaterThan(0);
    const before = await p.accounts();
    expect(before.find((a) => a.id === p.bonusAccount)?.balance).toBe(1000n);
    const res = await p.bet();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('bonus_product_mismatch');
    expect(await p.accounts()).toEqual(before);
    expect(await p.coupons()).toEqual([]);
  });

  it('issue 16: sport bonus money on the bonus account still bets on sport', async () => {
    const p = await playerWithBonus('sport');
    const res = await p.bet();
    expect(res.statusCode, res.body).toBe(201);
    expect((await p.accounts()).find((a) => a.id === p.bonusAccount)?.balance).toBe(500n);
  });
});
