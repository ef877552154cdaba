import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPE,
  BONUSES_PATH,
  CASINO_API,
  FREE_SPINS_PATH,
  freeSpinsAnswerSchema,
  GAME_STATUS_ID,
  playerBonusesAnswerSchema,
  POINTS_PATH,
  pointsAnswerSchema,
  REWARDS_PATH,
  rewardRedeemAnswerSchema,
  rewardRedeemPath,
  rewardsAnswerSchema,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, loyaltyPoints } from '../../db/schema';
import { FakeLine, fund, startBetting } from '../../test/betting-support';
import { XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { sportPointsTx } from './loyalty';
import { sportStakesSettledTx } from './stake-hooks';

/**
 * Issue 16 club points and the rewards shop: settled coupons (betting's onStakesSettled, wired as
 * app.ts wires it) and real casino stakes (the app's stake listener) earn points once; the shop
 * spends them for bonus money on the bonus account, every money move a ledger transfer.
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
    onStakesSettled: async (tx, stakes) => {
      await sportStakesSettledTx(tx, stakes);
      await sportPointsTx(tx, stakes, new Date(now()));
    },
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

async function player() {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.116.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  await app.wallet.ensureAccounts(userId);
  const accounts = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main)?.id ?? 0;
  await fund(app, main, 10_000_000n);
  return {
    userId,
    headers,
    bet: (amount: number, game: number) =>
      http.inject({
        method: 'POST',
        url: '/bets-api/v1/coupons',
        headers,
        payload: {
          typeId: 0,
          accountId: main,
          changeCoefAction: 2,
          idempotencyKey: `loyalty-${++seq}`,
          amount,
          bets: [{ outcomeId: `${game}_1_`, coef: line.outcome(`${game}_1_`)?.outcome.coef ?? 0 }],
        },
      }),
    play: (stake: number) =>
      app.app.inject({
        method: 'POST',
        url: `${CASINO_API}/play`,
        headers,
        payload: { mode: 'real', gameId: 'fruit-fiesta', stake },
      }),
    points: async () => pointsAnswerSchema.parse((await app.app.inject({ url: POINTS_PATH, headers })).json()),
    rewards: async () => rewardsAnswerSchema.parse((await app.app.inject({ url: REWARDS_PATH, headers })).json()),
    redeem: (id: string, idempotencyKey: string) =>
      app.app.inject({ method: 'POST', url: rewardRedeemPath(id), headers, payload: { idempotencyKey } }),
    bonusBalance: async () => {
      const rows = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
      return rows.find((r) => r.type === ACCOUNT_TYPE.bonus)?.balance;
    },
  };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 club points accrue on settled stakes, once', () => {
  it('a settled coupon at odds ≥ 1.50 earns 1 point per euro; low odds and returned coupons earn nothing; a resettlement adds nothing', async () => {
    const p = await player();
    const g1 = line.game([2, 3.5, 4]);
    const g2 = line.game([1.2, 5, 8]);
    const g3 = line.game([2, 3.5, 4]);
    expect((await p.bet(12_345, g1)).statusCode).toBe(201);
    expect((await p.bet(5_000, g2)).statusCode).toBe(201);
    expect((await p.bet(4_000, g3)).statusCode).toBe(201);
    expect((await p.points()).balance).toBe(0); // placement earns nothing
    await betting.settle(await line.finish(g1, 0, 1, { version: 1 }));
    await betting.settle(await line.finish(g2, 1, 0, { version: 1 }));
    await betting.settle(await line.finish(g3, 0, 0, { version: 1, statusId: GAME_STATUS_ID.cancelled }));
    expect((await p.points()).balance).toBe(123);
    // A corrected result resettles g1's coupon: it was counted already.
    await betting.settle(await line.finish(g1, 1, 0, { version: 2 }));
    const pts = await p.points();
    expect(pts).toMatchObject({ balance: 123, earnedInPeriod: 123, level: 'bronze', next: 'silver', toNext: 377 });
    expect(pts.history).toHaveLength(1);
    expect(pts.history[0]).toMatchObject({ kind: 'sport', points: 123, at: new Date(clock).toISOString() });
  });

  it('real casino stakes earn 1 point per 5.00 EUR through the casino stake listener', async () => {
    const p = await player();
    expect((await p.play(1_000)).statusCode).toBe(200);
    expect((await p.play(1_000)).statusCode).toBe(200);
    expect((await p.play(499)).statusCode).toBe(200);
    expect((await p.points()).balance).toBe(4);
  });
});

describe('issue 16 rewards shop: points buy bonus money through the bonus grant path', () => {
  it('a redemption spends the price once per idempotency key, credits the bonus account, and refuses too few points', async () => {
    const p = await player();
    const g = line.game([2, 3.5, 4]);
    expect((await p.bet(60_000, g)).statusCode).toBe(201);
    await betting.settle(await line.finish(g, 0, 1, { version: 1 }));
    expect((await p.points()).level).toBe('silver'); // 600 points earned
    const shop = await p.rewards();
    expect(shop.balance).toBe(600);
    expect(shop.rewards.find((r) => r.id === 'free-bet-5')).toMatchObject({ affordable: true, price: 500 });
    expect(shop.rewards.find((r) => r.id === 'free-bet-10')).toMatchObject({ affordable: false });

    const first = await p.redeem('free-bet-5', 'redeem-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const answer = rewardRedeemAnswerSchema.parse(first.json());
    expect(answer.balance).toBe(100);
    expect(answer.bonus).toMatchObject({ kind: 'free_bet', source: 'reward', amountMinor: '500', status: 'active' });
    expect(await p.bonusBalance()).toBe(500n);
    // The same request again answers the same bonus and spends nothing more.
    const again = await p.redeem('free-bet-5', 'redeem-key-1');
    expect(again.statusCode).toBe(200);
    expect(rewardRedeemAnswerSchema.parse(again.json())).toMatchObject({
      balance: 100,
      bonus: { id: answer.bonus?.id },
      freeSpins: null,
    });
    expect(await p.bonusBalance()).toBe(500n);
    // Too few points, an unknown reward, a reused key for another reward, a malformed body.
    const poor = await p.redeem('free-bet-5', 'redeem-key-2');
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ errors: [{ code: 'insufficient_points' }] });
    expect((await p.redeem('no-such-reward', 'redeem-key-3')).statusCode).toBe(404);
    expect((await p.redeem('free-bet-10', 'redeem-key-1')).statusCode).toBe(409);
    const bad = await app.app.inject({
      method: 'POST',
      url: rewardRedeemPath('free-bet-5'),
      headers: p.headers,
      payload: { idempotencyKey: 12 },
    });
    expect(bad.statusCode).toBe(400);
    const pts = await p.points();
    expect(pts.balance).toBe(100);
    // Spending does not lower the level: it is measured on points earned.
    expect(pts.level).toBe('silver');
    expect(pts.history.map((h) => h.points)).toEqual([-500, 600]);
    const rows = await db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, p.userId));
    expect(rows.reduce((s, r) => s + r.points, 0)).toBe(100);
    await reconciled();
  });

  it('issue 16: free spins in the shop — 10 spins at 0.20 EUR on Fruit Fiesta through the free-spins grant; their winnings become a casino bonus with 5 × wagering', async () => {
    const p = await player();
    const g = line.game([2, 3.5, 4]);
    expect((await p.bet(30_000, g)).statusCode).toBe(201);
    await betting.settle(await line.finish(g, 0, 1, { version: 1 }));
    const offer = (await p.rewards()).rewards.find((r) => r.id === 'free-spins-10');
    expect(offer).toMatchObject({
      kind: 'free_spins',
      product: 'casino',
      amountMinor: '20',
      freeSpins: { count: 10, gameId: 'fruit-fiesta' },
      wageringMultiplier: 5,
      affordable: true,
    });
    const res = await p.redeem('free-spins-10', 'spins-key-1');
    expect(res.statusCode, res.body).toBe(200);
    const answer = rewardRedeemAnswerSchema.parse(res.json());
    expect(answer.balance).toBe(50);
    expect(answer.bonus).toBeNull();
    expect(answer.freeSpins).toMatchObject({
      gameId: 'fruit-fiesta',
      spinStakeMinor: '20',
      spinsTotal: 10,
      spinsLeft: 10,
      currency: 'EUR',
      status: 'active',
    });
    const spinsId = answer.freeSpins?.id ?? 0;
    // No money moves at redemption: the spins cost nothing.
    expect(await p.bonusBalance()).toBe(0n);
    // A replay answers the same spins and spends nothing; the key with another reward is a conflict.
    const again = rewardRedeemAnswerSchema.parse((await p.redeem('free-spins-10', 'spins-key-1')).json());
    expect(again).toMatchObject({ balance: 50, freeSpins: { id: spinsId } });
    expect((await p.redeem('free-bet-5', 'spins-key-1')).statusCode).toBe(409);
    expect((await p.redeem('free-spins-10', 'spins-key-2')).json()).toMatchObject({
      errors: [{ code: 'insufficient_points' }],
    });
    const listed = freeSpinsAnswerSchema.parse(
      (await app.app.inject({ url: `${FREE_SPINS_PATH}?gameId=fruit-fiesta`, headers: p.headers })).json(),
    );
    expect(listed.freeSpins.map((f) => f.id)).toEqual([spinsId]);
    // The shop's definition is never a public promotion.
    const promos = await app.app.inject({ url: '/web-api/bonuses/promotions', headers: XRW });
    expect(promos.body).not.toContain('reward:free-spins-10');
    let payouts = 0n;
    for (let i = 0; i < 10; i++) {
      const spin = await app.app.inject({
        method: 'POST',
        url: `${CASINO_API}/free-spins/${spinsId}/spin`,
        headers: p.headers,
        payload: {},
      });
      expect(spin.statusCode, spin.body).toBe(200);
      const round = spin.json<{ round: { freeSpin: boolean; totalStakeMinor: string; payoutMinor: string } }>().round;
      expect(round).toMatchObject({ freeSpin: true, totalStakeMinor: '0' });
      payouts += BigInt(round.payoutMinor);
    }
    const mine = playerBonusesAnswerSchema.parse(
      (await app.app.inject({ url: BONUSES_PATH, headers: p.headers })).json(),
    );
    const fromSpins = mine.bonuses.filter((b) => b.source === 'free_spins');
    if (payouts === 0n) expect(fromSpins).toEqual([]);
    else {
      expect(fromSpins).toHaveLength(1);
      expect(fromSpins[0]).toMatchObject({
        product: 'casino',
        amountMinor: payouts.toString(),
        wageringRequiredMinor: (payouts * 5n).toString(),
      });
    }
    expect(await p.bonusBalance()).toBe(payouts);
    await reconciled();
  });

  it('login is required', async () => {
    expect((await app.app.inject({ url: POINTS_PATH, headers: XRW })).statusCode).toBe(401);
  });
});
