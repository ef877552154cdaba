import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CASINO_API, casinoPlayAnswerSchema, crashStateSchema, casinoVerifyAnswerSchema } from '@sb/contracts';
import { hashSeed, verifyChainLink } from '@sb/casino';
import type { App } from '../../app';
import { XRW } from '../../test/test-app';
import { cardMarks, dealCard } from './bingo';
import { settleCrashed } from './crash-play';
import { CrashSchedule, flightMs, multiplierAt } from './crash-schedule';
import { payoutOf } from './play';
import { openCasinoTestKit, type CasinoTestKit } from './test-kit';

/** Issue 15: crash, the shared round — schedule from a hash chain, bets, cash-outs, settlement. */
let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
let kit: CasinoTestKit;
let app: App;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, net: 96 });
  app = kit.app();
});
afterAll(async () => {
  await kit.dispose();
});

describe('issue 15: the crash schedule', () => {
  const schedule = new CrashSchedule('test-secret');

  it('the flight reaches the crash point exactly at its end, never before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const crash = hundredths * 100;
        const t = flightMs(crash);
        expect(multiplierAt(t)).toBeGreaterThanOrEqual(crash);
        if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(crash);
      }),
    );
  });

  it('rounds follow each other; each seed hashes to the link published before it', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const cur = schedule.current(now);
    expect(cur).not.toBeNull();
    if (!cur) return;
    expect(cur.bettingAt).toBeLessThanOrEqual(now);
    const next = schedule.round(cur.generation, cur.index + 1);
    expect(next?.bettingAt).toBeGreaterThan(cur.crashedAt);
    expect(next && verifyChainLink(next.seed, next.hash)).toBe(true);
    expect(next?.hash).toBe(cur.seed);
    const first = schedule.round(cur.generation, 1);
    expect(first?.hash).toBe(schedule.terminalHash(cur.generation));
    expect(hashSeed(cur.seed)).toBe(cur.hash);
  });
});

const player = () => kit.player(10_000n);

const state = async () => crashStateSchema.parse((await app.app.inject({ url: `${CASINO_API}/crash` })).json());
/**
 * Moves the clock into the betting window of the next round (the schedule is the server's own)
 * whose crash point is above 1.00× (one round in 101 crashes at once: nothing to cash out).
 */
async function toBetting() {
  const now = app.casino.crash.current(clock);
  if (!now) throw new Error('no crash round');
  let r = now;
  while (r.flyingAt <= clock || r.crash <= 10_000) {
    const next = app.casino.crash.round(r.generation, r.index + 1);
    if (!next) throw new Error('no next crash round');
    r = next;
  }
  clock = Math.max(clock, r.bettingAt) + 1;
  const s = await state();
  expect(s.current?.phase).toBe('betting');
  return s;
}

describe('issue 15: crash bets', () => {
  it('a bet in the betting window; cash-out during the flight pays stake × the multiplier then', async () => {
    clock = Date.UTC(2026, 10, 24, 12, 0, 0);
    const p = await player();
    const s = await toBetting();
    const bet = casinoPlayAnswerSchema.parse(
      (await p.post(`${CASINO_API}/play`, { gameId: 'crash', mode: 'real', stake: 1_000, params: {} })).json(),
    );
    expect(bet.round.status).toBe('open');
    expect(await p.balance()).toBe(9_000n);
    expect(JSON.stringify(bet.round.result)).not.toContain('crash"');
    const again = await p.post(`${CASINO_API}/play`, { gameId: 'crash', mode: 'real', stake: 1_000, params: {} });
    expect(again.statusCode).toBe(409);
    const cur = s.current;
    if (!cur) throw new Error('no round');
    clock = cur.flyingAt + 1;
    const cashed = await p.post(`${CASINO_API}/rounds/${bet.round.id}/act`, { action: { type: 'cashout' } });
    expect(cashed.statusCode).toBe(200);
    const a = casinoPlayAnswerSchema.parse(cashed.json());
    expect(a.round.multiplier).toBe(multiplierAt(1));
    expect(await p.balance()).toBe(9_000n + payoutOf(1_000n, multiplierAt(1)));
  });

  it('betting closes when the flight starts; the leader settles auto cash-outs at the crash; verify recomputes it', async () => {
    const p = await player();
    const s = await toBetting();
    const cur = s.current;
    if (!cur) throw new Error('no round');
    const low = await p.post(`${CASINO_API}/play`, {
      gameId: 'crash',
      mode: 'real',
      stake: 1_000,
      params: { autoCashout: 1.01 },
    });
    const bet = casinoPlayAnswerSchema.parse(low.json());
    // The leader's /ws feed reads the round's open auto cash-outs (public: a masked name) at take-off.
    expect(await app.casino.autoCashouts(cur.round)).toContainEqual({
      betId: bet.round.id,
      player: expect.stringMatching(/^\*{3}\d{2}$/) as unknown as string,
      multiplier: 10_100,
    });
    clock = cur.flyingAt;
    const q = await player();
    const late = await q.post(`${CASINO_API}/play`, { gameId: 'crash', mode: 'real', stake: 1_000, params: {} });
    expect(late.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('betting_closed');
    const round = app.casino.crash.current(clock);
    if (!round) throw new Error('no round');
    clock = round.crashedAt + 1;
    // The app's own leader job may have settled it already (it runs on the same clock): either way once.
    await settleCrashed(kit.db(), app.casino.crash, clock);
    const won = round.crash >= 10_100;
    expect(await p.balance()).toBe(9_000n + (won ? payoutOf(1_000n, 10_100) : 0n));
    const v = casinoVerifyAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${bet.round.id}` })).json(),
    );
    expect(v).toMatchObject({ revealed: true, hashMatches: true, matches: true });
    expect(v.recomputed?.multiplier).toBe(round.crash);
    expect((await state()).recent.some((r) => r.crash === round.crash)).toBe(true);
  });

  it('demo crash is refused (the round is everyone’s: real money only); a bad auto cash-out is a 400', async () => {
    const demo = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/play`,
      headers: XRW,
      payload: { gameId: 'crash', mode: 'demo', stake: 100 },
    });
    expect(demo.statusCode).toBe(401);
    const p = await player();
    await toBetting();
    const bad = await p.post(`${CASINO_API}/play`, {
      gameId: 'crash',
      mode: 'real',
      stake: 100,
      params: { autoCashout: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('issue 15: live roulette, one spin for the table', () => {
  it('a bet in the betting window is paid by the spin’s pocket; late bets are refused; verify recomputes it', async () => {
    const p = await player();
    const schedule = app.casino.liveRoulette;
    let spin = schedule.current(clock);
    if (!spin) throw new Error('no spin');
    if (clock >= spin.spinAt) spin = schedule.round(spin.generation, spin.index + 1);
    if (!spin) throw new Error('no next spin');
    clock = spin.bettingAt + 1;
    const bets = [{ type: 'red', numbers: [], index: 0, amount: 1 }];
    const bet = casinoPlayAnswerSchema.parse(
      (
        await p.post(`${CASINO_API}/play`, { gameId: 'roulette-live', mode: 'real', stake: 1_000, params: bets })
      ).json(),
    );
    expect(bet.round.status).toBe('open');
    clock = spin.spinAt;
    const late = await p.post(`${CASINO_API}/play`, {
      gameId: 'roulette-live',
      mode: 'real',
      stake: 1_000,
      params: bets,
    });
    expect(late.statusCode).toBe(409);
    await app.casino.settleSharedRounds(clock);
    const pocket = schedule.pocket(spin);
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    expect(await p.balance()).toBe(10_000n - 1_000n + (red ? 2_000n : 0n));
    const v = casinoVerifyAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${bet.round.id}` })).json(),
    );
    expect(v).toMatchObject({ revealed: true, hashMatches: true, matches: true });
    const state = (await app.app.inject({ url: `${CASINO_API}/live-roulette` })).json<{
      current: { pocket: number };
    }>();
    expect(state.current.pocket).toBe(pocket);
  });
});

describe('issue 15: bingo 75, one draw for the room', () => {
  it('a card’s first line comes after at least 4 balls (free centre), its full house after its line, by ball 75', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 25, maxLength: 25 }), fc.string(), (picks, seed) => {
        let k = 0;
        const card = dealCard((n) => (picks[k++] ?? 0) % n);
        expect(card.flat().filter((x) => x === 0)).toHaveLength(1);
        card.forEach((col, c) => col.forEach((x) => x && expect(Math.ceil(x / 15) - 1).toBe(c)));
        const marks = cardMarks(card, app.casino.bingo.balls(seed));
        expect(marks.line).toBeGreaterThanOrEqual(4);
        expect(marks.full).toBeGreaterThanOrEqual(marks.line);
        expect(marks.full).toBeLessThanOrEqual(75);
      }),
      { numRuns: 50 },
    );
  });

  it('the pool (90 % of the stakes) goes to the first line and the first full house; verify recomputes the draw', async () => {
    const [p, q] = [await player(), await player()];
    const r = app.casino.bingo.current(clock);
    if (!r) throw new Error('no draw');
    clock = r.buyingAt + 1;
    const buy = async (who: typeof p) => {
      const res = await who.post(`${CASINO_API}/play`, { gameId: 'bingo-75', mode: 'real', stake: 1_000 });
      if (res.statusCode !== 200) throw new Error(res.body);
      return casinoPlayAnswerSchema.parse(res.json());
    };
    const [a, b] = [await buy(p), await buy(q)];
    clock = r.drawAt;
    await app.casino.settleSharedRounds(clock);
    const paid = ((await p.balance()) ?? 0n) + ((await q.balance()) ?? 0n) - 18_000n;
    expect(paid).toBeLessThanOrEqual(1_800n);
    expect(paid).toBeGreaterThanOrEqual(1_800n - 2n);
    for (const t of [a, b]) {
      const v = casinoVerifyAnswerSchema.parse(
        (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${t.round.id}` })).json(),
      );
      expect(v).toMatchObject({ revealed: true, hashMatches: true, matches: true });
    }
  });
});
