import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floatStream, verifyChainLink } from '@sb/casino';
import { BET_STATUS } from '@sb/coupon';
import { createFeed, outcomeId } from '@sb/feed';
import type { Market } from '@sb/contracts';
import { composeFeeds, settleAnyOutcome } from './compose';
import { ScheduledFeed } from './feed';
import { ROUND_ID_BASE, SCHEDULE_EPOCH } from './schedule';
import type { ScheduledGameDef } from './types';

/** A coin as a TV game (test only): one draw item, heads 1 or tails 0, priced 1/(½·(1+m)). */
const coin: ScheduledGameDef = {
  type: 'guesscard',
  kind: 'tv',
  name: 'Coin',
  intervalMs: 180_000,
  durationMs: 60_000,
  competitors: () => [],
  markets: (ctx): Market[] => [
    {
      groupId: 399,
      param: null,
      outcomes: [0, 1].map((side) => ({
        id: outcomeId(ctx.roundId, 330 + side, null),
        gameId: ctx.roundId,
        sportId: ctx.sportId,
        champId: ctx.champId,
        groupId: 399,
        typeId: 330 + side,
        param: null,
        kind: 1,
        coef: Math.floor((1 / (0.5 * (1 + ctx.margin))) * 100) / 100,
        isLive: false,
        isBlocked: false,
      })),
    },
  ],
  play: (ctx, _c, seed) => {
    const side = floatStream(seed, String(ctx.roundId), 0).next() < 0.5 ? 1 : 0;
    return {
      draw: [[side, 0]],
      incidents: [{ atMs: 30_000, kind: 'card', side: 0, value: side }],
      score: { home: side, away: 0, periods: [[side, 0]] },
      winnerId: null,
    };
  },
  settle: (o, r) => ((r.score?.home ?? -1) === o.typeId - 330 ? BET_STATUS.win : BET_STATUS.lose),
};

const scheduled = () =>
  new ScheduledFeed({
    seed: 7,
    secret: 'test-secret',
    margin: 0.06,
    defs: [coin, { ...coin, type: 'wheel', intervalMs: 240_000 }],
  });
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('issue 19 scheduled rounds: schedule, ids and provably fair day chains', () => {
  it('round ids round-trip and rounds follow each other at the interval, types offset', () => {
    const feed = scheduled();
    const rounds = feed.schedule.between(6, T0, T0 + 3_600_000);
    expect(rounds).toHaveLength(20);
    expect(rounds.every((r, i) => i === 0 || r.startAt - (rounds[i - 1]?.startAt ?? 0) === 180_000)).toBe(true);
    for (const r of rounds) expect(feed.schedule.byId(r.roundId)).toEqual(r);
    expect(feed.schedule.byId(ROUND_ID_BASE - 1)).toBeNull();
    expect(feed.schedule.firstFrom(3, SCHEDULE_EPOCH)?.startAt).toBe(SCHEDULE_EPOCH + 60_000);
    expect(feed.schedule.firstFrom(0, SCHEDULE_EPOCH)).toBeNull();
    expect(rounds[0]?.roundId).toBeLessThan(2 ** 31);
  });

  it('each revealed seed hashes to the commitment shown before it; the day’s commitments chain to its head', () => {
    const feed = scheduled();
    const day = feed.schedule.between(6, Date.UTC(2026, 10, 24), Date.UTC(2026, 10, 25));
    expect(day).toHaveLength(480);
    const proofs = day.map((r) => feed.proof(r.roundId, r.endAt));
    const head = proofs[0]?.head ?? '';
    expect(proofs[0]?.commitment).toBe(head);
    proofs.forEach((p, i) => {
      expect(verifyChainLink(p?.seed ?? '', p?.commitment ?? '')).toBe(true);
      if (i > 0) expect(proofs[i - 1]?.seed).toBe(p?.commitment);
    });
  });

  it('every node shows the same rounds: two feeds of the same seed and secret agree on results and proofs', () => {
    const a = scheduled();
    const b = scheduled();
    for (const r of a.schedule.between(6, T0, T0 + 3_600_000)) {
      expect(b.result(r.roundId, r.endAt)).toEqual(a.result(r.roundId, r.endAt));
      expect(b.proof(r.roundId, r.endAt)).toEqual(a.proof(r.roundId, r.endAt));
    }
    const other = new ScheduledFeed({ seed: 7, secret: 'another secret', margin: 0.06, defs: [coin] });
    const r = a.schedule.firstFrom(6, T0);
    expect(r && other.proof(r.roundId, r.endAt)?.seed).not.toBe(r && a.proof(r.roundId, r.endAt)?.seed);
  });

  it('the seed stays secret until the round has finished', () => {
    const feed = scheduled();
    const r = feed.schedule.firstFrom(6, T0);
    if (!r) throw new Error('no round');
    expect(feed.proof(r.roundId, r.endAt - 1)?.seed).toBeNull();
    expect(feed.proof(r.roundId, r.endAt)?.seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('issue 19 scheduled rounds in the line feed', () => {
  const sports = createFeed({ seed: 7 });
  const sched = scheduled();
  const feed = composeFeeds(sports, sched);
  const r = sched.schedule.firstFrom(6, T0);
  if (!r) throw new Error('no round');

  it('a round is a line game by id; sales close at its start; its result comes at its end', () => {
    const game = feed.game(r.roundId);
    expect(Number(game?.sportId)).toBe(307);
    expect(feed.team(game?.team1Id ?? 0)?.name).toBe('Coin');
    expect(feed.champ(game?.champId ?? 0)?.name).toBe('Coin');
    const id = outcomeId(r.roundId, 331, null);
    expect(feed.outcome(id, r.startAt - 1)?.coef).toBe(1.88);
    expect(feed.outcome(id, r.startAt)).toBeNull();
    expect(feed.markets(r.roundId, r.startAt)).toEqual([]);
    expect(feed.result(r.roundId, r.endAt - 1)).toBeNull();
    expect(feed.result(r.roundId, r.endAt)?.statusId).toBe(4);
  });

  it('the line’s lists stay the sports’; the results job sees the rounds', () => {
    expect(feed.gamesBetween(T0, T0 + 600_000).some((g) => sched.owns(g.id))).toBe(false);
    expect(feed.roundsBetween?.(T0, T0 + 600_000).map((g) => g.id)).toContain(r.roundId);
    expect(feed.sports().some((s) => Number(s.id) === 307)).toBe(false);
  });

  it('settles a round’s outcomes by its rule (exactly one side of the coin wins), sports by theirs', () => {
    const settle = settleAnyOutcome(sched);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), (n) => {
        const round = sched.schedule.ref(6, 3_000_000 + n);
        const result = round ? feed.result(round.roundId, round.endAt) : null;
        if (!round || !result) return false;
        const statuses = [330, 331].map((typeId) =>
          settle({ sportId: 307, groupId: 399, typeId, param: null }, result),
        );
        return statuses.filter((s) => s === BET_STATUS.win).length === 1;
      }),
      { numRuns: 200 },
    );
  });
});
