// Issue 14: live betting against the real app, line and simulated feed (no fakes): instants where
// a game is in play with an open outcome, or in a bet stop, are found by scanning the feed.
import { beforeAll, describe, expect, it } from 'vitest';
import { LINE_API, liveGameResponseSchema, type CouponView, type Outcome } from '@sb/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { betCoupons, ledgerAccounts } from '../../db/schema';
import { fund } from '../../test/betting-support';
import { useTestApp, testEnv, XRW } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';

/** A seeded evening instant (as the line's live tests use) from which the scans start. */
const EVENING = Date.parse('2026-03-10T19:00:30Z');
let clock = EVENING;
const ctx = useTestApp({ now: () => clock, env: () => testEnv({ LOG_LEVEL: 'error' }) });
let node: App;
let cookie = '';
let accountId = 0;

beforeAll(async () => {
  node = ctx.app;
  // No real waiting in tests: the acceptance delay itself is tested with an injected sleep (live.test.ts).
  await node.config.setGroup(
    'betting',
    { ...DEFAULT_CONFIG.betting, live: { ...DEFAULT_CONFIG.betting.live, delayMsDefault: 0, delayMsBySport: {} } },
    'test',
  );
  const reg = await node.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: '10.77.0.1',
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;
  const userId = reg.json<{ user_id: number }>().user_id;
  accountId = (await node.wallet.accounts(userId)).find((a) => a.type === 0)?.id ?? 0;
  await fund(node, accountId, 1_000_000n);
});

const post = (url: string, payload: object) =>
  node.app.inject({ method: 'POST', url, headers: { cookie, ...XRW }, payload });
let keys = 0;
const placeOn = (o: Outcome) =>
  post('/bets-api/v1/coupons', {
    typeId: 0,
    accountId,
    amount: 1000,
    changeCoefAction: 0,
    idempotencyKey: `live-feed-${++keys}`,
    bets: [{ outcomeId: o.id, coef: o.coef }],
  });
const balanceOf = async () => {
  const [a] = await node.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return a?.balance ?? -1n;
};
/** What the player's other coupons have paid: an in-play tick settles every decided leg, not only the test's. */
const paidElsewhere = async (couponId: string | number) => {
  const rows = await node.database.db.select().from(betCoupons);
  return rows.filter((c) => String(c.id) !== String(couponId)).reduce((sum, c) => sum + c.payout, 0n);
};
const codeOf = (res: { json<T>(): T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;

/** The first football game in play at `clock` with an open live outcome, scanning forward second by second. */
async function openLiveOutcome(): Promise<Outcome> {
  for (let i = 0; i < 600; i++, clock += 1_000) {
    for (const g of node.line.feed.liveGames(clock).filter((x) => x.sportId === 1)) {
      const res = await node.app.inject({ url: `${LINE_API}/games/${g.id}` });
      if (res.statusCode !== 200) continue;
      const { game } = liveGameResponseSchema.parse(res.json());
      if (game.live?.betStop !== false) continue;
      const o = game.markets.flatMap((m) => m.outcomes).find((x) => x.isLive && !x.isBlocked);
      if (o) return o;
    }
  }
  throw new Error('no open live outcome in ten minutes of the feed');
}

describe('live betting on the simulated feed (issue 14)', () => {
  it('§4 a live outcome of a game in play is accepted at its live price', async () => {
    const o = await openLiveOutcome();
    const res = await placeOn(o);
    expect(res.statusCode).toBe(201);
    const coupon = res.json<{ coupon: CouponView }>().coupon;
    expect(coupon.legs[0]).toMatchObject({ outcomeId: o.id, coef: o.coef });
  });

  it('a bet placed during a suspension (bet stop) is refused: outcome_blocked; cash out is refused then too', async () => {
    const o = await openLiveOutcome();
    const placed = await placeOn(o);
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ coupon: CouponView }>().coupon.id;
    const saved = clock;
    // Scan the feed forward to the game's next bet stop.
    const stopAt = (() => {
      for (let t = clock; t < saved + 3 * 3_600_000; t += 1_000) {
        clock = t;
        if (node.line.liveState(o.gameId)?.betStop) return t;
      }
      return null;
    })();
    expect(stopAt).not.toBeNull();
    const shown = node.line.outcome(o.id)?.outcome ?? o;
    expect(codeOf(await placeOn(shown))).toBe('outcome_blocked');
    const offer = await node.app.inject({ url: `/bets-api/v1/coupons/${id}/cashout`, headers: { cookie } });
    expect(offer.json<{ available: boolean; reason: string }>()).toMatchObject({
      available: false,
      reason: 'suspended',
    });
    const cash = await post(`/bets-api/v1/coupons/${id}/cashout`, { percent: 100, expectedAmount: 1 });
    expect(cash.statusCode).toBe(409);
    expect(codeOf(cash)).toBe('cashout_unavailable');
    clock = saved;
  });

  it('an outcome decided in play settles at once through the settlement path, and the final result pays nothing more', async () => {
    // Scan: a football game in play now with an open outcome that the feed decides before the game ends.
    let pick: { o: Outcome; at: number } | null = null;
    for (let i = 0; i < 120 && !pick; i++) {
      for (const g of node.line.feed.liveGames(clock).filter((x) => x.sportId === 1)) {
        const res = await node.app.inject({ url: `${LINE_API}/games/${g.id}` });
        if (res.statusCode !== 200) continue;
        const { game } = liveGameResponseSchema.parse(res.json());
        if (game.live?.betStop !== false) continue;
        const open = game.markets.flatMap((m) => m.outcomes).filter((x) => x.isLive && !x.isBlocked);
        for (let t = clock + 10_000; t < clock + 3 * 3_600_000 && !pick; t += 10_000) {
          if (node.line.feed.liveState(g.id, t)?.statusId === 4) break;
          const decided = node.line.feed.decidedOutcomes(g.id, t);
          const o = open.find((x) => decided.has(x.id));
          if (o) pick = { o, at: t };
        }
        if (pick) break;
      }
      if (!pick) clock += 30_000;
    }
    if (!pick) throw new Error('no outcome decided in play found by the scan');
    const { o, at } = pick;
    const placed = await placeOn(o);
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ coupon: CouponView }>().coupon.id;
    const status = node.line.feed.decidedOutcomes(o.gameId, at).get(o.id);
    const before = await balanceOf();
    const elsewhere = await paidElsewhere(id);
    clock = at;
    await node.betting.inPlay?.tick();
    await node.betting.inPlay?.tick();
    const view = async () =>
      (await node.app.inject({ url: `/bets-api/v1/coupons/${id}`, headers: { cookie } })).json<{ coupon: CouponView }>()
        .coupon;
    const settled = await view();
    expect(settled.status).toBe('settled');
    expect(settled.legs[0]?.statusId).toBe(status);
    const paid = BigInt(settled.payout);
    expect(await balanceOf()).toBe(before + paid + (await paidElsewhere(id)) - elsewhere);
    // The game ends; its final result (settled twice) finds the same payout.
    while (node.line.feed.liveState(o.gameId, clock)?.statusId !== 4) clock += 60_000;
    clock += 60_000;
    const result = await node.line.result(o.gameId);
    expect(result).not.toBeNull();
    if (result) {
      await node.betting.settle(result);
      await node.betting.settle(result);
    }
    expect((await view()).payout).toBe(settled.payout);
    expect(await balanceOf()).toBe(before + paid + (await paidElsewhere(id)) - elsewhere);
  });
});
