import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  CASHBACK_PATH,
  cashbackAnswerSchema,
  VIP_CASHBACK_PATH,
  vipCashbackAnswerSchema,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { casinoRounds, ledgerAccounts, loyaltyPoints } from '../../db/schema';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { BonusService } from './service';
import { VipCashbackService } from './vip-cashback';

/**
 * Issue 16 cashback by VIP level: a casino cashback definition's percent and cap are Bronze's,
 * multiplied by the level at the period's end; the premium programme pays Gold and Platinum on top.
 * Net losses are settled real casino rounds written straight into casino_round (a chosen loss, no
 * luck); levels are loyalty_point rows at chosen instants.
 */
const DAY = 86_400_000;
const clock = Date.UTC(2026, 10, 24, 10, 0, 0); // Tuesday: the last complete week is 16–23 November
const now = () => clock;
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

async function player(points: { points: number; at: number }[], loss: { stake: bigint; payout: bigint; at: number }) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.121.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  await app.wallet.ensureAccounts(userId);
  for (const p of points)
    await db()
      .insert(loyaltyPoints)
      .values({ userId, key: `casino:test-${++seq}`, kind: 'casino', points: p.points, createdAt: new Date(p.at) });
  await db()
    .insert(casinoRounds)
    .values({
      id: randomUUID(),
      userId,
      gameId: 'fruit-fiesta',
      mode: 'real',
      status: 'settled',
      currency: 'EUR',
      stake: loss.stake,
      totalStake: loss.stake,
      payout: loss.payout,
      params: {},
      state: {},
      serverSeedHash: 'x',
      clientSeed: 'x',
      nonce: ++seq,
      createdAt: new Date(loss.at),
      settledAt: new Date(loss.at),
    });
  const headers = { ...XRW, cookie: `sid=${sid}` };
  const main = async () => {
    const rows = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    return rows.find((r) => r.type === ACCOUNT_TYPE.main)?.balance ?? 0n;
  };
  const answer = async () => {
    const res = await app.app.inject({ url: VIP_CASHBACK_PATH, headers });
    expect(res.statusCode, res.body).toBe(200);
    return vipCashbackAnswerSchema.parse(res.json());
  };
  const estimate = async () => {
    const res = await app.app.inject({ url: CASHBACK_PATH, headers });
    expect(res.statusCode, res.body).toBe(200);
    return cashbackAnswerSchema.parse(res.json());
  };
  return { userId, main, answer, estimate };
}

const job = async (at: number) => {
  const bonuses = new BonusService({
    db: db(),
    now: () => at,
    ensureAccounts: async () => undefined,
    firstDepositChoice: async () => 0,
  });
  const vip = new VipCashbackService({ db: db(), now: () => at });
  return (await bonuses.payCashback()) + (await vip.payPremium());
};

describe('issue 16 cashback by VIP level (spec §2 casino/vipcashback, casino/premiumcashback)', () => {
  it('issue 16 cashback by VIP level: the rate (and cap) rises with the level at the period end; premium pays Gold and Platinum only; once per period', async () => {
    const def = await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: {
        name: 'Casino VIP cashback',
        kind: 'cashback',
        products: ['casino'],
        percent: 10,
        cap: '100000',
        wageringMultiplier: 0,
        validityDays: 7,
      },
    });
    expect(def.statusCode, def.body).toBe(200);
    const week = Date.UTC(2026, 10, 18, 12); // inside 16–23 November
    const lost100 = { stake: 20_000n, payout: 10_000n, at: week }; // net loss 100.00
    const bronze = await player([], lost100);
    const silver = await player([{ points: 600, at: week - 30 * DAY }], lost100);
    // Silver at the start of the week, Gold by points earned during it: Gold's rate, paid once.
    const risen = await player(
      [
        { points: 600, at: week - 30 * DAY },
        { points: 2_000, at: week + DAY },
      ],
      lost100,
    );
    const platinum = await player([{ points: 12_000, at: week - 10 * DAY }], lost100);
    // Points after the period's end do not raise its level (they count for the next one).
    const late = await player([{ points: 3_000, at: clock - DAY }], lost100);
    // Points older than 90 days before the period's end are gone: Bronze.
    const lapsed = await player([{ points: 12_000, at: Date.UTC(2026, 10, 23) - 91 * DAY }], lost100);
    const winner = await player([{ points: 12_000, at: week - DAY }], { stake: 1_000n, payout: 5_000n, at: week });
    const all = [bronze, silver, risen, platinum, late, lapsed, winner];
    const before = await Promise.all(all.map((p) => p.main()));

    // During the week of the losses nothing is paid for it.
    await job(week + DAY);
    expect(await Promise.all(all.map((p) => p.main()))).toEqual(before);

    expect(await job(clock)).toBeGreaterThanOrEqual(7);
    const gained = async () => (await Promise.all(all.map((p) => p.main()))).map((b, i) => b - (before[i] ?? 0n));
    // VIP 10 % × 1.00/1.25/1.50/2.00; premium 5 % (Gold), 8 % (Platinum).
    expect(await gained()).toEqual([1_000n, 1_250n, 1_500n + 500n, 2_000n + 800n, 1_000n, 1_000n, 0n]);
    // Once per period: another run, another node, pays nothing more.
    expect(await job(clock)).toBe(0);
    expect(await job(clock + DAY)).toBe(0);
    expect(await gained()).toEqual([1_000n, 1_250n, 2_000n, 2_800n, 1_000n, 1_000n, 0n]);

    const r = await risen.answer();
    expect(r.level).toBe('gold');
    expect(r.lastPeriod).toMatchObject({
      level: 'gold',
      vipPaidMinor: '1500',
      premiumPaidMinor: '500',
      start: new Date(Date.UTC(2026, 10, 16)).toISOString(),
    });
    const mine = r.programmes.find((p) => p.id === def.json<{ id: number }>().id);
    expect(mine?.rates).toEqual([
      { level: 'bronze', percent: 10, capMinor: '100000' },
      { level: 'silver', percent: 12.5, capMinor: '125000' },
      { level: 'gold', percent: 15, capMinor: '150000' },
      { level: 'platinum', percent: 20, capMinor: '200000' },
    ]);
    expect(r.premium).toMatchObject({ qualifies: true, minLevel: 'gold', pointsNeeded: 0 });
    expect(r.premium.rates.map((x) => x.level)).toEqual(['gold', 'platinum']);
    const b = await bronze.answer();
    expect(b).toMatchObject({
      level: 'bronze',
      lastPeriod: { level: 'bronze', vipPaidMinor: '1000', premiumPaidMinor: '0' },
    });
    expect(b.premium).toMatchObject({ qualifies: false, pointsNeeded: 2_500 });
    // Late points: Gold now, but the last period was paid at Bronze.
    expect(await late.answer()).toMatchObject({
      level: 'gold',
      lastPeriod: { level: 'bronze', premiumPaidMinor: '0' },
    });

    const rec = await reconcileLedger(db());
    expect(rec.mismatches).toEqual([]);
    expect(rec.unbalancedCurrencies).toEqual([]);
  });

  it("issue 16 cashback by VIP level: GET /web-api/bonuses/cashback estimates the current period at the player's level", async () => {
    const def = await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: {
        name: 'Casino cashback estimate',
        kind: 'cashback',
        products: ['casino'],
        percent: 10,
        cap: '100000',
        wageringMultiplier: 0,
        validityDays: 7,
      },
    });
    expect(def.statusCode, def.body).toBe(200);
    const id = def.json<{ id: number }>().id;
    const lost100 = { stake: 20_000n, payout: 10_000n, at: clock - 3_600_000 }; // this week (23–30 November)
    const bronze = await player([], lost100);
    const silver = await player([{ points: 600, at: clock - 30 * DAY }], lost100);
    const platinum = await player([{ points: 12_000, at: clock - 10 * DAY }], lost100);
    const winner = await player([{ points: 12_000, at: clock - 10 * DAY }], {
      stake: 1_000n,
      payout: 5_000n,
      at: lost100.at,
    });
    const mine = async (p: Awaited<ReturnType<typeof player>>) => {
      const a = await p.estimate();
      expect(a.period.start).toBe(new Date(Date.UTC(2026, 10, 23)).toISOString());
      return a.programmes.find((x) => x.offer.id === id);
    };
    // 10 % × 1.00 / 1.25 / 2.00 of a 100.00 net loss; the flat (Bronze) rate would say 10.00 for all.
    expect(await mine(bronze)).toMatchObject({ netLossMinor: '10000', expectedMinor: '1000' });
    expect(await mine(silver)).toMatchObject({ netLossMinor: '10000', expectedMinor: '1250' });
    expect(await mine(platinum)).toMatchObject({ netLossMinor: '10000', expectedMinor: '2000' });
    expect(await mine(winner)).toMatchObject({ netLossMinor: '-4000', expectedMinor: '0' });
    // The same level and rate the VIP cashback page states for the player.
    for (const p of [bronze, silver, platinum]) {
      const vip = await p.answer();
      const rate = vip.programmes.find((x) => x.id === id)?.rates.find((x) => x.level === vip.level);
      expect((await mine(p))?.expectedMinor).toBe(String((10_000 * (rate?.percent ?? 0)) / 100));
    }
  });

  it('issue 16 cashback by VIP level: the page data needs a login', async () => {
    expect((await app.app.inject({ url: VIP_CASHBACK_PATH })).statusCode).toBe(401);
  });
});
