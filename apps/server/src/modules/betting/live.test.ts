import { describe, expect, it } from 'vitest';
import { BET_STATUS } from '@sb/coupon';
import { DEFAULT_CONFIG } from '../config';
import {
  advanceClock,
  app,
  bet,
  betting,
  booksClean,
  codeOf,
  couponOf,
  line,
  now,
  o,
  place,
  player,
  useBettingTestApp,
} from './betting-test-helpers';
import { DelayClock, FakeLive } from './live-test-support';

const live = new FakeLive(line, now);
const delay = new DelayClock(advanceClock);
useBettingTestApp({ live, sleep: delay.sleep, inPlayEveryMs: 3_600_000 });

/** A FakeLine game put in play (sport 1 unless told): outcomes `${id}_1_` … `${id}_3_` live. */
function liveGame(coefs: [number, number, number] = [2, 3.5, 4], sportId = 1): number {
  const g = line.game(coefs);
  live.play(g, sportId);
  return g;
}

const setLive = async (change: Partial<typeof DEFAULT_CONFIG.betting.live>) =>
  app.config.setGroup(
    'betting',
    { ...DEFAULT_CONFIG.betting, live: { ...DEFAULT_CONFIG.betting.live, ...change } },
    'test',
  );

describe('live placement (issue 14, spec §4 a bet is live)', () => {
  it('§4 a live single of a game in play is accepted after the sport’s acceptance delay (football 5 s)', async () => {
    const p = await player();
    const g = liveGame();
    const before = delay.slept.length;
    const res = await place(p, { amount: 1000, bets: [bet(g)] });
    expect(res.statusCode).toBe(201);
    expect(delay.slept.slice(before)).toEqual([5_000]);
    expect(couponOf(res).legs[0]?.coef).toBe(2);
    expect(await p.balance()).toBe(99_000n);
  });

  it('the acceptance delay is per sport and configurable (tennis 3 s; site config betting.live)', async () => {
    const p = await player();
    const tennis = liveGame([1.5, 3, 2.5], 4);
    let before = delay.slept.length;
    expect((await place(p, { amount: 1000, bets: [bet(tennis)] })).statusCode).toBe(201);
    expect(delay.slept.slice(before)).toEqual([3_000]);
    await setLive({ delayMsBySport: { '4': 1_234 } });
    before = delay.slept.length;
    expect((await place(p, { amount: 1000, bets: [bet(tennis, 3)] })).statusCode).toBe(201);
    expect(delay.slept.slice(before)).toEqual([1_234]);
  });

  it('a pre-match bet waits no delay; a started game without a live price is refused (game_started)', async () => {
    const p = await player();
    const before = delay.slept.length;
    expect((await place(p, { amount: 1000, bets: [bet(line.game())] })).statusCode).toBe(201);
    expect(delay.slept.length).toBe(before);
    const started = line.game();
    line.setGame(started, { startAt: now() - 1 });
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(started)] }))).toBe('game_started');
  });

  it('§4 a bet placed during a suspension is refused: blocked outcome or bet stop (outcome_blocked)', async () => {
    const p = await player();
    const g = liveGame();
    line.set(o(g), { isBlocked: true });
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(g)] }))).toBe('outcome_blocked');
    line.set(o(g), { isBlocked: false });
    live.update(g, { betStop: true });
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(g)] }))).toBe('outcome_blocked');
    expect(await p.balance()).toBe(100_000n);
  });

  it('§4 a game finished (status 4) takes no bet', async () => {
    const p = await player();
    const g = liveGame();
    live.update(g, { statusId: 4 });
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(g)] }))).toBe('game_finished');
  });

  it('a market suspended during the acceptance delay refuses the bet (outcome_blocked), nothing is taken', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => line.set(o(g), { isBlocked: true }));
    const res = await place(p, { amount: 1000, bets: [bet(g)] });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('outcome_blocked');
    expect(await p.balance()).toBe(100_000n);
  });
});

describe('§3 coefficient-change policy on a price change during the acceptance delay', () => {
  it('policy 0 (exact coef) refuses any change: 409 coef_changed with the current price', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => line.set(o(g), { coef: 2.1 }));
    const res = await place(p, { amount: 1000, changeCoefAction: 0, bets: [bet(g)] });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('coef_changed');
    expect(res.json<{ changes: { coef: number }[] }>().changes[0]?.coef).toBe(2.1);
    expect(await p.balance()).toBe(100_000n);
  });

  it('policy 1 accepts any change: the bet stands at the price after the delay', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => line.set(o(g), { coef: 1.8 }));
    const res = await place(p, { amount: 1000, changeCoefAction: 1, bets: [bet(g)] });
    expect(res.statusCode).toBe(201);
    expect(couponOf(res).legs[0]?.coef).toBe(1.8);
  });

  it('policy 2 accepts a rise at the new price and refuses a fall', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => line.set(o(g), { coef: 2.2 }));
    const up = await place(p, { amount: 1000, changeCoefAction: 2, bets: [bet(g)] });
    expect(up.statusCode).toBe(201);
    expect(couponOf(up).legs[0]?.coef).toBe(2.2);
    const shown = bet(g);
    delay.meanwhile(() => line.set(o(g), { coef: 2.0 }));
    const down = await place(p, { amount: 1000, changeCoefAction: 2, bets: [shown] });
    expect(codeOf(down)).toBe('coef_changed');
  });
});

describe('score change during the acceptance delay', () => {
  it('with drop-on-score-change the bet is refused: 409 score_changed with the score now', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => live.update(g, { goals: [1, 0] }));
    const res = await place(p, { amount: 1000, isDropOnScoreChange: true, bets: [bet(g)] });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('score_changed');
    expect(res.json<{ scores: { outcomeId: string; score: string }[] }>().scores).toEqual([
      { outcomeId: o(g), gameId: g, score: '1:0' },
    ]);
    expect(await p.balance()).toBe(100_000n);
  });

  it('without it the bet stands, judged by the policy on the price the goal moved (re-priced)', async () => {
    const p = await player();
    const g = liveGame();
    delay.meanwhile(() => {
      live.update(g, { goals: [1, 0] });
      line.set(o(g), { coef: 1.4 });
    });
    const accepted = await place(p, { amount: 1000, changeCoefAction: 1, bets: [bet(g)] });
    expect(accepted.statusCode).toBe(201);
    expect(couponOf(accepted).legs[0]?.coef).toBe(1.4);
    const shown = bet(g);
    delay.meanwhile(() => {
      live.update(g, { goals: [1, 1] });
      line.set(o(g), { coef: 2.5 });
    });
    const rise = await place(p, { amount: 1000, changeCoefAction: 2, bets: [shown] });
    expect(couponOf(rise).legs[0]?.coef).toBe(2.5);
    const shown2 = bet(g);
    delay.meanwhile(() => {
      live.update(g, { goals: [1, 2] });
      line.set(o(g), { coef: 6 });
      line.set(o(g, 3), { coef: 1.2 });
    });
    expect(codeOf(await place(p, { amount: 1000, changeCoefAction: 0, bets: [shown2] }))).toBe('coef_changed');
  });
});

describe('live stake limits (site config betting.live)', () => {
  it('a live bet stakes at most its sport’s share of the max (football 50 %), a pre-match one the full max', async () => {
    const p = await player('EUR', 1_000_000n);
    const g = liveGame();
    // EUR max 500 000: live football 250 000.
    expect(codeOf(await place(p, { amount: 300_000, bets: [bet(g)] }))).toBe('max_amount');
    expect((await place(p, { amount: 250_000, bets: [bet(g)] })).statusCode).toBe(201);
    expect((await place(p, { amount: 300_000, bets: [bet(line.game())] })).statusCode).toBe(201);
    const limits = (await p.get('/bets-api/v1/limits?currency=EUR')).json<{ live: { percentBySport: object } }>();
    expect(limits.live.percentBySport).toMatchObject({ '1': 50 });
  });
});

describe('live cash out', () => {
  it('a live single is repriced from its live price and refused while suspended (cashout_unavailable)', async () => {
    const p = await player();
    const g = liveGame();
    const c = couponOf(await place(p, { amount: 1000, bets: [bet(g)] }));
    line.set(o(g), { coef: 1.6 });
    // 1000 × 2.000 / 1.600 × 0.95 = 1187
    const offer = (await p.get(`/bets-api/v1/coupons/${c.id}/cashout`)).json<{ amount: string; available: boolean }>();
    expect(offer).toMatchObject({ amount: '1187', available: true });
    live.update(g, { betStop: true });
    const stopped = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 100, expectedAmount: 1187 });
    expect(stopped.statusCode).toBe(409);
    expect(codeOf(stopped)).toBe('cashout_unavailable');
    expect(stopped.json<{ offer: { reason: string } }>().offer.reason).toBe('suspended');
    live.update(g, { betStop: false });
    line.set(o(g), { isBlocked: true });
    expect((await p.get(`/bets-api/v1/coupons/${c.id}/cashout`)).json<{ reason: string }>().reason).toBe('suspended');
    line.set(o(g), { isBlocked: false });
    const paid = await p.post(`/bets-api/v1/coupons/${c.id}/cashout`, { percent: 100, expectedAmount: 1187 });
    expect(paid.statusCode).toBe(200);
    expect(await p.balance()).toBe(99_000n + 1187n);
    expect(await booksClean()).toBe(true);
  });
});

describe('in-play settlement (leader job)', () => {
  it('a decided outcome settles in play exactly once; the final result pays nothing more', async () => {
    const p = await player();
    const g = liveGame();
    const win = couponOf(await place(p, { amount: 1000, bets: [bet(g, 1)] }));
    const lose = couponOf(await place(p, { amount: 1000, bets: [bet(g, 3)] }));
    expect(await p.balance()).toBe(98_000n);
    live.decide(g, { [o(g, 1)]: BET_STATUS.win, [o(g, 3)]: BET_STATUS.lose });
    const first = await betting.inPlay?.tick();
    expect(first).toMatchObject({ games: 1, legs: 2, coupons: 2, credited: 2000n });
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${win.id}`))).toMatchObject({
      status: 'settled',
      payout: '2000',
    });
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${lose.id}`))).toMatchObject({ status: 'settled', payout: '0' });
    expect(await betting.inPlay?.tick()).toMatchObject({ legs: 0, coupons: 0, credited: 0n });
    await betting.settle(await line.finish(g, 2, 0));
    await betting.settle(await line.finish(g, 2, 0));
    expect(await p.balance()).toBe(98_000n + 2000n);
    expect(await booksClean()).toBe(true);
  });

  it('an express stays open while a leg is undecided and settles once every leg is decided', async () => {
    const p = await player();
    const g1 = liveGame([2, 3, 4]);
    const g2 = liveGame([1.5, 3, 4]);
    const c = couponOf(await place(p, { typeId: 1, amount: 1000, bets: [bet(g1), bet(g2)] }));
    live.decide(g1, { [o(g1)]: BET_STATUS.win });
    await betting.inPlay?.tick();
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${c.id}`)).status).toBe('open');
    live.decide(g2, { [o(g2)]: BET_STATUS.win });
    await betting.inPlay?.tick();
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${c.id}`))).toMatchObject({ status: 'settled', payout: '3000' });
    expect(await p.balance()).toBe(99_000n + 3000n);
  });

  it('an express with a leg lost in play settles lost at once', async () => {
    const p = await player();
    const g1 = liveGame();
    const g2 = liveGame();
    const c = couponOf(await place(p, { typeId: 1, amount: 1000, bets: [bet(g1), bet(g2)] }));
    live.decide(g1, { [o(g1)]: BET_STATUS.lose });
    await betting.inPlay?.tick();
    expect(couponOf(await p.get(`/bets-api/v1/coupons/${c.id}`))).toMatchObject({ status: 'settled', payout: '0' });
  });
});
