import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  GAME_STATUS_ID,
  TOTO_ADMIN_RUN,
  TOTO_API,
  totoCouponAnswerSchema,
  totoCouponsAnswerSchema,
  totoDrawAnswerSchema,
  totoDrawsAnswerSchema,
  type TotoDraw,
} from '@sb/contracts';
import { outcomeOfScore, type EventOutcome, type Pick } from '@sb/toto';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerTransactions, totoDraws, totoJackpots } from '../../db/schema';
import { openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { codeOf, runToto, totoPlayer } from './toto-test-support';

/** Issue 19 "Toto" and "Money, limits, proofs": the toto API on PGlite, driven by a test clock. */
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
const DAY = 86_400_000;
// Tuesday 2026-11-24 06:00 UTC: the day's first football match is later, so its draw still sells.
const DAY0 = Date.UTC(2026, 10, 24);
let clock = DAY0 + 6 * 3_600_000;
const FAR = DAY0 + 30 * DAY;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: () => clock });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

/** The draw of a day as the rule makes it, read straight from the feed: its first 15 football matches. */
function matchesOf(day: number) {
  return app.line.feed
    .gamesBetween(day, day + DAY)
    .filter((g) => g.sportId === 1 && g.team2Id !== null)
    .slice(0, 15);
}

/** How each event ends, from the feed (cancelled or the score's 1X2). */
function outcomesOf(day: number): EventOutcome[] {
  return matchesOf(day).map((g) => {
    const r = app.line.feed.result(g.id, FAR);
    if (!r || r.statusId === GAME_STATUS_ID.cancelled || !r.score) return 'cancelled';
    return outcomeOfScore(r.score.home, r.score.away);
  });
}

const other = (o: EventOutcome): Pick => (o === '1' ? '2' : '1');
const singles = (picks: Pick[]) => picks.map((p) => [p]);
const draw = async (path: string): Promise<TotoDraw | null> =>
  totoDrawAnswerSchema.parse((await app.app.inject({ url: `${TOTO_API}${path}` })).json()).draw;

describe('toto draws from the line', () => {
  it('today’s draw is its first 15 football matches, closing at the first start; the next is tomorrow’s', async () => {
    // The job made them at start (it ticks at once on the leader); the hook's run makes none twice.
    expect((await runToto(app, clock)).created).toBe(0);
    const ids = (await db().select({ id: totoDraws.id }).from(totoDraws)).map((r) => r.id).sort();
    expect(ids).toEqual(['toto-20261124', 'toto-20261125', 'toto-20261126']);
    const current = await draw('/draws/current');
    expect(current?.id).toBe('toto-20261124');
    expect(current?.status).toBe('open');
    expect(current?.events.map((e) => e.gameId)).toEqual(matchesOf(DAY0).map((g) => g.id));
    expect(current?.closesAt).toBe(new Date(matchesOf(DAY0)[0]?.startAt ?? 0).toISOString());
    expect(current?.events[0]?.team1).toBe(app.line.feed.team(matchesOf(DAY0)[0]?.team1Id ?? 0)?.name);
    expect((await draw('/draws/next'))?.id).toBe('toto-20261125');
    const rules = totoDrawAnswerSchema.parse((await app.app.inject({ url: `${TOTO_API}/draws/current` })).json()).rules;
    expect(rules.tiers.map((t) => t.hits)).toEqual([15, 14, 13, 12, 11, 10, 9]);
    expect((await app.app.inject({ url: `${TOTO_API}/draws/toto-20200101` })).statusCode).toBe(404);
  });
});

describe('buying coupons', () => {
  it('a coupon with several predictions buys their product of combinations through the ledger, once per id', async () => {
    const p = await totoPlayer(app);
    const predictions: Pick[][] = Array.from({ length: 15 }, () => ['1']);
    predictions[0] = ['1', 'X'];
    predictions[1] = ['X', '2'];
    predictions[2] = ['2', 'X', '1'];
    const couponId = '00000000-0000-4000-8000-000000000f19';
    const body = { drawId: 'toto-20261125', predictions, stakePerCombinationMinor: '20', couponId };
    const res = await p.buy(body);
    expect(res.statusCode, res.body).toBe(200);
    const bought = totoCouponAnswerSchema.parse(res.json());
    expect(bought.coupon).toMatchObject({ combinations: 12, stakeMinor: '240', status: 'open' });
    expect(bought.coupon.predictions[2]).toEqual(['1', 'X', '2']);
    expect(bought.balanceMinor).toBe('9760');
    const again = totoCouponAnswerSchema.parse((await p.buy(body)).json());
    expect(again.replay).toBe(true);
    expect(await p.balance()).toBe(9_760n);
    const next = await draw('/draws/next');
    expect(next?.stakesMinor).toEqual({ EUR: '240' });
    expect(next?.poolMinor).toEqual({ EUR: '204' });
    expect(next?.couponsCount).toBe(1);
    const mine = totoCouponsAnswerSchema.parse((await p.get(`${TOTO_API}/coupons`)).json());
    expect(mine.coupons.map((c) => c.id)).toEqual([couponId]);
  });

  it('refuses bad coupons with 400 and a code, an unknown draw with 404, a guest with 401', async () => {
    const p = await totoPlayer(app);
    const ones = Array.from({ length: 15 }, () => ['1']);
    const cases: [object, string][] = [
      [{ drawId: 'toto-20261125', predictions: ones.slice(1), stakePerCombinationMinor: '10' }, 'wrong_event_count'],
      [{ drawId: 'toto-20261125', predictions: ones, stakePerCombinationMinor: '15' }, 'bad_stake'],
      [
        { drawId: 'toto-20261125', predictions: [['1', '1'], ...ones.slice(1)], stakePerCombinationMinor: '10' },
        'duplicate_pick',
      ],
      [
        {
          drawId: 'toto-20261125',
          predictions: [...Array(7).fill(['1', 'X', '2']), ...ones.slice(7)],
          stakePerCombinationMinor: '10',
        },
        'too_many_combinations',
      ],
      [
        { drawId: 'toto-20261125', predictions: [[], ...ones.slice(1)], stakePerCombinationMinor: '10' },
        'validation_error',
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await p.buy(body);
      expect(res.statusCode, res.body).toBe(400);
      if (expected !== 'validation_error') expect(codeOf(res)).toBe(expected);
    }
    const unknown = await p.buy({ drawId: 'toto-20200101', predictions: ones, stakePerCombinationMinor: '10' });
    expect(unknown.statusCode).toBe(404);
    expect(await p.balance()).toBe(10_000n);
    const guest = await app.app.inject({
      method: 'POST',
      url: `${TOTO_API}/coupons`,
      headers: XRW,
      payload: { drawId: 'toto-20261125', predictions: ones, stakePerCombinationMinor: '10' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a self-excluded player (403 limit_refused), a coupon the balance does not cover; stakes count in limits', async () => {
    const ones = Array.from({ length: 15 }, () => ['1']);
    const poor = await totoPlayer(app, 50n);
    const res = await poor.buy({ drawId: 'toto-20261126', predictions: ones, stakePerCombinationMinor: '100' });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('insufficient_funds');
    const excluded = await totoPlayer(app);
    await app.rg.save(excluded.userId, [{ limitType: 30, limitValue: 30 }]);
    const refused = await excluded.buy({ drawId: 'toto-20261126', predictions: ones, stakePerCombinationMinor: '10' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ reason: string }>().reason).toBe('self_excluded');
    expect(await excluded.balance()).toBe(10_000n);
    const limited = await totoPlayer(app);
    await app.rg.save(limited.userId, [{ limitType: 1, limitValue: 250 }]);
    const coupon = { drawId: 'toto-20261126', predictions: ones, stakePerCombinationMinor: '100' };
    expect((await limited.buy(coupon)).statusCode).toBe(200);
    expect((await limited.buy(coupon)).statusCode).toBe(200);
    const over = await limited.buy(coupon);
    expect(over.statusCode).toBe(403);
    expect(over.json<{ reason: string }>().reason).toBe('wager_limit_exceeded');
    expect(await limited.balance()).toBe(10_000n - 200n);
  });
});

describe('settlement (test clock)', () => {
  it('closes at the first start, settles from the line’s results with a cancelled event correct for all, pays exactly once', async () => {
    const outcomes = outcomesOf(DAY0);
    // The operator cancels an event that the feed finishes: the rule counts it correct for every pick.
    const cancelAt = outcomes.findIndex((o, i) => i > 0 && o !== 'cancelled');
    const wrongAt = outcomes.findIndex((o, i) => i > cancelAt && o !== 'cancelled');
    const cancelled = matchesOf(DAY0)[cancelAt];
    if (!cancelled || wrongAt < 0) throw new Error('the day has no finished matches to use');
    const natural = outcomes[cancelAt] ?? '1';
    // A: every event right, but on the event to be cancelled a pick the match will not end with.
    const a = await totoPlayer(app);
    const aPicks = outcomes.map((o, i): Pick => (i === cancelAt ? other(natural) : o === 'cancelled' ? 'X' : o));
    const aRes = await a.buy({
      drawId: 'toto-20261124',
      predictions: singles(aPicks),
      stakePerCombinationMinor: '1000',
    });
    expect(aRes.statusCode, aRes.body).toBe(200);
    // B: two picks on the cancelled event (both combinations count it), one other event wrong: 2 × 14 correct.
    const b = await totoPlayer(app);
    const bPicks: Pick[][] = aPicks.map((p, i) =>
      i === cancelAt ? ['1', 'X'] : i === wrongAt ? [other(outcomes[i] ?? '1')] : [p],
    );
    const bRes = await b.buy({ drawId: 'toto-20261124', predictions: bPicks, stakePerCombinationMinor: '500' });
    expect(bRes.statusCode, bRes.body).toBe(200);
    const aId = totoCouponAnswerSchema.parse(aRes.json()).coupon.id;

    const closesAt = matchesOf(DAY0)[0]?.startAt ?? 0;
    clock = closesAt;
    const closing = await runToto(app, closesAt);
    expect(closing.closed).toBe(1);
    expect(closing.settled).toBe(0);
    const late = await a.buy({ drawId: 'toto-20261124', predictions: singles(aPicks), stakePerCombinationMinor: '10' });
    expect(late.statusCode).toBe(409);
    expect((await draw('/draws/current'))?.id).toBe('toto-20261125');

    await app.line.correctResult(cancelled.id, { statusId: 5 });
    const end = Math.max(...matchesOf(DAY0).map((g) => g.endAt));
    const settling = await runToto(app, end);
    expect(settling.settled).toBe(1);
    expect(settling.settledCoupons).toBe(2);

    // Stakes 2 000: pool 1 700 (15 % commission 300). 15 correct: 510 over A's 100 units → 5 each;
    // 14 correct: 340 over B's 2 × 50 units → 3 each; the rest (10 + 40 + 13 … 9 nobody won: 850) rolls on.
    expect(await a.balance()).toBe(10_000n - 1_000n + 500n);
    expect(await b.balance()).toBe(10_000n - 1_000n + 300n);
    const [settled] = await db().select().from(totoDraws).where(eq(totoDraws.id, 'toto-20261124'));
    expect(settled?.status).toBe('settled');
    expect(settled?.results?.[cancelAt]).toEqual({ result: 'cancelled', score: null });
    expect(settled).toMatchObject({ stakes: { EUR: '2000' }, pool: { EUR: '1700' }, jackpotOut: { EUR: '900' } });
    const [jackpot] = await db().select().from(totoJackpots);
    expect(jackpot?.jackpot).toEqual({ EUR: '900' });
    const coupons = totoCouponsAnswerSchema.parse((await b.get(`${TOTO_API}/coupons`)).json()).coupons;
    expect(coupons[0]).toMatchObject({ status: 'settled', bestHits: 14, prizeMinor: '300' });
    expect(coupons[0]?.hits?.[14]).toBe(2);
    expect(coupons[0]?.draw.events[cancelAt]?.result).toBe('cancelled');

    // Running again pays nothing twice; the books balance.
    expect((await runToto(app, end)).settled).toBe(0);
    expect(await a.balance()).toBe(9_500n);
    const prizes = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `toto:prize:toto-20261124:${aId}`));
    expect(prizes).toHaveLength(1);
    const books = await reconcileLedger(db());
    expect(books.mismatches).toEqual([]);
    expect(books.unbalancedCurrencies).toEqual([]);

    // The archive shows the settled draw with its tiers; the jackpot rolls into the next draw.
    const archive = totoDrawsAnswerSchema.parse((await app.app.inject({ url: `${TOTO_API}/draws` })).json());
    const shown = archive.draws.find((d) => d.id === 'toto-20261124');
    expect(shown?.tiers?.find((t) => t.hits === 15)).toMatchObject({
      perUnitMinor: { EUR: '5' },
      winnerUnits: { EUR: '100' },
    });
    expect((await draw('/draws/current'))?.jackpotInMinor).toEqual({ EUR: '900' });
  });

  it('the admin hook needs the admin token', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: TOTO_ADMIN_RUN,
      headers: XRW,
      payload: { at: new Date(clock).toISOString() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('spec §2 toto/{section?} pages, server-rendered with their data', () => {
  const page = (url: string) => app.app.inject({ url, headers: { accept: 'text/html' } });

  it('the draw with its events, 1/X/2 toggles and prize tiers; the next draw; the archive with results', async () => {
    const current = await page('/en/toto');
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('Toto: current draw');
    expect(current.body).toContain('data-draw="toto-20261125"');
    expect(current.body).toContain('data-testid="toto-pick-0-X"');
    expect(current.body).toContain('15 of 15');
    expect((await page('/en/toto/draw')).body).toContain('data-draw="toto-20261125"');
    const next = await page('/en/toto/next');
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('data-draw="toto-20261126"');
    const archive = await page('/en/toto/draws');
    expect(archive.statusCode).toBe(200);
    expect(archive.body).toContain('data-draw="toto-20261124"');
    expect(archive.body).toContain('cancelled');
    expect((await page('/en/toto/coupons')).statusCode).toBe(200);
    expect((await page('/en/toto/x')).statusCode).toBe(404);
  });
});
