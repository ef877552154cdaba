import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPE,
  CASHBACK_PATH,
  cashbackAnswerSchema,
  CASINO_API,
  GAME_STATUS_ID,
  playerBonusesAnswerSchema,
  type PlayerBonusView,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { FakeLine, fund, startBetting } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { BonusService } from './service';
import { sportStakesSettledTx } from './stake-hooks';

/**
 * Issue 16: wagering is real — first-settled sports coupons and real casino stakes reach the
 * bonus wagering through the ports app.ts wires (betting's onStakesSettled, the casino's stake
 * listener), inside the money transaction that settles or debits them.
 */
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
  ({ http, betting } = await startBetting(app, line, now, {
    onStakesSettled: async (tx, stakes) => void (await sportStakesSettledTx(tx, stakes)),
  }));
});
afterAll(async () => {
  await betting.stop();
  await http.close();
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

/** A funded player holding a no-deposit bonus of 10.00 of the product, redeemed by a promo code (none: no bonus). */
async function playerWithBonus(definition: Record<string, unknown> | null) {
  const code = `HOOK${++seq}`;
  if (definition) {
    const def = await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: { name: 'Wager test', kind: 'no_deposit', fixedAmount: '1000', validityDays: 7, ...definition },
    });
    expect(def.statusCode).toBe(200);
    await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/promo-codes',
      headers: ADMIN,
      payload: { code, definitionId: def.json<{ id: number }>().id },
    });
  }
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.119.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  if (definition) {
    const redeemed = await app.app.inject({
      method: 'POST',
      url: '/web-api/bonuses/promo-codes/redeem',
      headers,
      payload: { code },
    });
    expect(redeemed.statusCode).toBe(200);
  }
  await app.wallet.ensureAccounts(userId);
  const accounts = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main)?.id ?? 0;
  await fund(app, main, 100_000n);
  return {
    userId,
    main,
    bet: (body: object) =>
      http.inject({
        method: 'POST',
        url: '/bets-api/v1/coupons',
        headers,
        payload: { typeId: 0, accountId: main, changeCoefAction: 2, idempotencyKey: `bonus-hook-${++seq}`, ...body },
      }),
    play: (body: object) =>
      app.app.inject({ method: 'POST', url: `${CASINO_API}/play`, headers, payload: { mode: 'real', ...body } }),
    cashback: async () => cashbackAnswerSchema.parse((await app.app.inject({ url: CASHBACK_PATH, headers })).json()),
    bonus: async (): Promise<PlayerBonusView | undefined> =>
      playerBonusesAnswerSchema.parse((await app.app.inject({ url: '/web-api/bonuses', headers })).json()).bonuses[0],
    balances: async () => {
      const rows = await db()
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId)));
      const of = (type: number) => rows.find((r) => r.type === type)?.balance;
      return { main: of(ACCOUNT_TYPE.main), bonus: of(ACCOUNT_TYPE.bonus) };
    },
  };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};
const outcome = (game: number) => `${game}_1_`;
const single = (game: number) => ({ outcomeId: outcome(game), coef: line.outcome(outcome(game))?.outcome.coef ?? 0 });

describe('issue 16 wagering wired: settled sports coupons count once, at the minimum odds', () => {
  it('§5 bonus bets: a settled coupon at min odds counts, below min odds or returned does not; a resettlement never counts twice; completion converts', async () => {
    const p = await playerWithBonus({ products: ['sport'], wageringMultiplier: 3, minOdds: 1.5 });
    expect((await p.bonus())?.wageringRequiredMinor).toBe('3000');
    const g1 = line.game([2, 3.5, 4]);
    const g2 = line.game([1.2, 5, 8]);
    const g3 = line.game([2, 3.5, 4]);
    for (const [g, amount] of [
      [g1, 2000],
      [g2, 5000],
      [g3, 4000],
    ] as const)
      expect((await p.bet({ amount, bets: [single(g)] })).statusCode).toBe(201);
    // Placement alone moves nothing: only settled coupons count.
    expect((await p.bonus())?.wageringProgressMinor).toBe('0');
    await betting.settle(await line.finish(g1, 0, 1, { version: 1 })); // lost at 2.0: counts 20.00
    await betting.settle(await line.finish(g2, 1, 0, { version: 1 })); // won at 1.2: below min odds
    await betting.settle(await line.finish(g3, 0, 0, { version: 1, statusId: GAME_STATUS_ID.cancelled })); // returned
    expect((await p.bonus())?.wageringProgressMinor).toBe('2000');
    // A corrected result resettles g1's coupon (now won): it was counted already.
    await betting.settle(await line.finish(g1, 1, 0, { version: 2 }));
    expect((await p.bonus())?.wageringProgressMinor).toBe('2000');
    const before = await p.balances();
    const g4 = line.game([2, 3.5, 4]);
    expect((await p.bet({ amount: 1500, bets: [single(g4)] })).statusCode).toBe(201);
    await betting.settle(await line.finish(g4, 0, 2, { version: 1 }));
    const done = await p.bonus();
    expect(done).toMatchObject({ wageringProgressMinor: '3000', status: 'completed', progressPercent: 100 });
    const after = await p.balances();
    // The 10.00 bonus converted to the main account by a ledger transfer; the lost 15.00 stake is gone.
    expect(after.bonus).toBe(0n);
    expect((after.main ?? 0n) - ((before.main ?? 0n) - 1500n)).toBe(1000n);
    await reconciled();
  });
});

describe('issue 16 wagering wired: real casino stakes count by the game weight', () => {
  it('reference "Bonuses" contribution: a stake counts stake × weight of its game; a sport bonus is not moved by casino play', async () => {
    const p = await playerWithBonus({
      products: ['casino'],
      wageringMultiplier: 2,
      gameWeights: { 'fruit-fiesta': 50 },
    });
    expect((await p.play({ gameId: 'fruit-fiesta', stake: 1000 })).statusCode).toBe(200);
    expect((await p.bonus())?.wageringProgressMinor).toBe('500');
    const s = await playerWithBonus({ products: ['sport'], wageringMultiplier: 2 });
    expect((await s.play({ gameId: 'fruit-fiesta', stake: 1000 })).statusCode).toBe(200);
    expect((await s.bonus())?.wageringProgressMinor).toBe('0');
    // Enough stakes complete it: 20.00 required, 10.00 converts.
    for (let i = 0; i < 3; i++) expect((await p.play({ gameId: 'fruit-fiesta', stake: 1000 })).statusCode).toBe(200);
    expect(await p.bonus()).toMatchObject({ status: 'completed', wageringProgressMinor: '2000' });
    expect((await p.balances()).bonus).toBe(0n);
    await reconciled();
  });
});

describe('issue 16 cashback: a percentage of the net loss of a period, paid once by the leader job', () => {
  it('reference "Bonuses" cashback: 10 % of a 60.00 net loss pays 6.00 once after the week ends; a net win pays nothing', async () => {
    const def = await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: {
        name: 'Sport cashback 10 %',
        kind: 'cashback',
        products: ['sport'],
        percent: 10,
        wageringMultiplier: 0,
        validityDays: 7,
      },
    });
    expect(def.statusCode, def.body).toBe(200);
    const loser = await playerWithBonus(null);
    const winner = await playerWithBonus(null);
    const games = [line.game([2, 3.5, 4]), line.game([2, 3.5, 4]), line.game([2, 3.5, 4])];
    const stakes = [5000, 3000, 2000];
    for (const [i, g] of games.entries())
      expect((await loser.bet({ amount: stakes[i], bets: [single(g)] })).statusCode).toBe(201);
    const w = line.game([2, 3.5, 4]);
    expect((await winner.bet({ amount: 1000, bets: [single(w)] })).statusCode).toBe(201);
    await betting.settle(await line.finish(games[0] ?? 0, 0, 1, { version: 1 }));
    await betting.settle(await line.finish(games[1] ?? 0, 0, 1, { version: 1 }));
    await betting.settle(await line.finish(games[2] ?? 0, 1, 0, { version: 1 })); // wins 40.00
    await betting.settle(await line.finish(w, 1, 0, { version: 1 }));
    const mine = (await loser.cashback()).programmes.find((p) => p.offer.id === def.json<{ id: number }>().id);
    expect(mine).toMatchObject({ stakesMinor: '10000', winsMinor: '4000', netLossMinor: '6000', expectedMinor: '600' });
    const theirs = (await winner.cashback()).programmes.find((p) => p.offer.id === def.json<{ id: number }>().id);
    expect(theirs).toMatchObject({ netLossMinor: '-1000', expectedMinor: '0' });
    const service = (at: number) =>
      new BonusService({
        db: db(),
        now: () => at,
        ensureAccounts: async () => undefined,
        firstDepositChoice: async () => 0,
      });
    // During the week nothing is paid (the job pays the last complete period).
    await service(clock).payCashback();
    const before = await loser.balances();
    const nextWeek = clock + 7 * 86_400_000;
    expect(await service(nextWeek).payCashback()).toBeGreaterThanOrEqual(1);
    expect((await loser.balances()).main).toBe((before.main ?? 0n) + 600n);
    // Once per period: another run, another node (a new service) pays nothing more.
    expect(await service(nextWeek).payCashback()).toBe(0);
    expect((await loser.balances()).main).toBe((before.main ?? 0n) + 600n);
    const winnerAfter = await winner.balances();
    expect((await winner.cashback()).payments).toEqual([]);
    expect(winnerAfter.bonus).toBe(0n);
    const paid = (await loser.cashback()).payments;
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountMinor: '600', currency: 'EUR' });
    await reconciled();
  });
});
