import { BET_STATUS } from '@sb/coupon';
import {
  GAME_STATUS_ID,
  MARKET_GROUP,
  MMA_FINISH,
  OUTCOME_TYPE,
  SPORT_IDS,
  type GameResult,
  type Score,
} from '@sb/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalog';
import { createFeed, parseOutcomeId, settleOutcome } from '../index';
import { TEST_RESULT_SECRET } from '../test-secret';
import type { MarketSpec } from '../market-spec';
import { chances, fightEnd, fightMarkets, FINISH_TO_MS, KO_SHARE, ROUND_MS } from '../models/mma';
import type { MatchInput } from '../models/model';
import { MATCH_MODELS } from '../models';
import { liveCatalog } from './decided';
import { fightEndsLeft } from './mma-price';
import { mmaTimeline } from './points-sports';
import { random } from '../random';
import { frameAt } from './state';
import type { Timeline } from './timeline';

const spec = SPORTS.find((s) => s.id === SPORT_IDS.mma);
if (spec === undefined) throw new Error('no mma');
const mmaSpec = spec;

function input(edge: number): MatchInput {
  return {
    spec: mmaSpec,
    home: { rating: edge, attack: 0, defence: 0 },
    away: { rating: 0, attack: 0, defence: 0 },
    shift: 0,
    tempo: 0,
  };
}

const fairOf = (markets: readonly MarketSpec[], typeId: number, param: number | null): number =>
  markets.flatMap((m) => m.outcomes).find((o) => o.typeId === typeId && o.param === param)?.fair ?? 0;

const MIN = 60_000;
const fightWindow = { gameId: 7, startAt: 0, endAt: 30 * MIN };
const edges = fc.double({ min: -3, max: 3, noNaN: true });

const MATCH_MMA = MATCH_MODELS.mma;

/** The model's own draw of a fight's result, as the feed makes it. */
function mmaModelSample(edge: number, seed: number): Score {
  return MATCH_MMA.sample(input(edge), random(seed, 1));
}

/** A fight of the model played out: its result and its timeline. */
function fight(edge: number, seed: number): { final: Score; timeline: Timeline } {
  const final = mmaModelSample(edge, seed);
  return { final, timeline: mmaTimeline(fightWindow, final, random(seed, 2)) };
}

describe('issue 14 MMA fight markets: method of victory, goes the distance, round betting', () => {
  it("issue 14 MMA: every fight market's fair chances sum to 1 and agree with each other, pre-match and in play", () => {
    fc.assert(
      fc.property(
        edges,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (edge, seed, u) => {
          const { win, ends } = chances(input(edge));
          const { timeline } = fight(edge, seed);
          const now = Math.floor(u * fightWindow.endAt);
          const left = fightEndsLeft(ends, timeline, frameAt(timeline, now), now);
          for (const e of [ends, left]) {
            const markets = fightMarkets(win, e);
            for (const m of markets) {
              expect(Math.abs(m.outcomes.reduce((s, o) => s + o.fair, 0) - 1)).toBeLessThan(1e-9);
            }
            const home = fairOf(markets, OUTCOME_TYPE.winner1, null);
            const byRounds = [1, 2, 3].reduce((s, r) => s + fairOf(markets, OUTCOME_TYPE.roundWin1, r), 0);
            expect(byRounds + fairOf(markets, OUTCOME_TYPE.roundDecision1, null)).toBeCloseTo(home, 12);
            expect(fairOf(markets, OUTCOME_TYPE.distanceYes, null)).toBeCloseTo(
              fairOf(markets, OUTCOME_TYPE.decision1, null) + fairOf(markets, OUTCOME_TYPE.decision2, null),
              12,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 14 MMA in play: as a round goes on without a finish, the distance never gets less likely', () => {
    fc.assert(
      fc.property(
        edges,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (edge, seed, u) => {
          const { ends } = chances(input(edge));
          const { timeline } = fight(edge, seed);
          const finishAt = timeline.incidents.find((i) => i.kind === 'point')?.at ?? fightWindow.endAt;
          const a = Math.floor(u * (finishAt - 1));
          const b = Math.min(finishAt - 1, a + 20_000);
          const at = (t: number): number => fightEndsLeft(ends, timeline, frameAt(timeline, t), t).decision;
          expect(at(b)).toBeGreaterThanOrEqual(at(a) - 1e-12);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 14 MMA: the simulated fight carries how it ended, and the timeline agrees (a decision lasts three full rounds)', () => {
    fc.assert(
      fc.property(edges, fc.integer({ min: 1, max: 10_000 }), (edge, seed) => {
        const { final, timeline } = fight(edge, seed);
        const end = fightEnd(final);
        expect(end).not.toBeNull();
        if (end === null) return;
        const lastRound = timeline.segments.filter((s) => s.play).at(-1);
        const length = (lastRound?.to ?? 0) - (lastRound?.from ?? 0);
        if (end.finish === MMA_FINISH.decision) {
          expect(end.round).toBe(3);
          expect(length).toBe(ROUND_MS);
        } else {
          expect(length).toBeLessThanOrEqual(FINISH_TO_MS);
        }
        expect(frameAt(timeline, fightWindow.endAt).score).toEqual(final);
        // Exactly one outcome of each fight market wins on the result.
        const result: GameResult = {
          gameId: 7,
          sportId: SPORT_IDS.mma,
          champId: 1,
          champName: '',
          team1: { id: 1, name: '', short: '', colors: ['', ''] },
          team2: null,
          title: null,
          startAt: 0,
          statusId: GAME_STATUS_ID.finished,
          score: final,
          winnerId: null,
          version: 1,
        };
        for (const m of fightMarkets(0.5, chances(input(edge)).ends)) {
          if (m.groupId === MARKET_GROUP.total) continue;
          const wins = m.outcomes.filter(
            (o) =>
              settleOutcome(
                { sportId: SPORT_IDS.mma, groupId: m.groupId, typeId: o.typeId, param: o.param },
                result,
              ) === BET_STATUS.win,
          );
          expect(wins).toHaveLength(1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('issue 14 MMA: over 4,000 simulated fights, decisions and knockouts come as often as the model prices them', () => {
    let decisions = 0;
    let expected = 0;
    let kos = 0;
    let expectedKo = 0;
    const n = 4_000;
    for (let seed = 1; seed <= n; seed++) {
      const edge = ((seed % 13) - 6) / 3;
      const { ends } = chances(input(edge));
      const end = fightEnd(mmaModelSample(edge, seed));
      if (end?.finish === MMA_FINISH.decision) decisions++;
      if (end?.finish === MMA_FINISH.ko) kos++;
      expected += ends.decision;
      expectedKo += (1 - ends.decision) * KO_SHARE;
    }
    expect(Math.abs(decisions - expected) / n).toBeLessThan(3 * Math.sqrt(0.25 / n));
    expect(Math.abs(kos - expectedKo) / n).toBeLessThan(3 * Math.sqrt(0.25 / n));
  });
});

const HOUR = 3_600_000;
const SATURDAY = Date.UTC(2026, 0, 17, 17, 0, 0);
const feed = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
const fights = feed.gamesBetween(SATURDAY, SATURDAY + 6 * HOUR).filter((g) => g.sportId === SPORT_IDS.mma);

describe('issue 14 MMA fight markets in the feed: offered, decided and settled', () => {
  it('issue 14 MMA in play: method, distance and round betting are offered, every outcome in the catalog and settled on the final', () => {
    expect(fights.length).toBeGreaterThan(3);
    const catalog = new Set(liveCatalog(mmaSpec, 0).map((c) => `${c.typeId}_${c.param ?? ''}`));
    let withMethod = 0;
    for (const g of fights) {
      const final = feed.result(g.id, g.endAt);
      if (final === null) continue;
      for (let now = g.startAt; now < g.endAt; now += 61_000) {
        const markets = feed.markets(g.id, now);
        if (markets.some((m) => m.groupId === MARKET_GROUP.methodOfVictory)) withMethod++;
        for (const o of markets.flatMap((m) => m.outcomes)) {
          expect(catalog.has(`${o.typeId}_${o.param ?? ''}`)).toBe(true);
          expect(settleOutcome(o, final)).not.toBe(BET_STATUS.notCalculated);
        }
      }
    }
    expect(withMethod).toBeGreaterThan(10);
  }, 60_000);

  it('issue 14 MMA: once the fight is won every fight market leaves the offer, decided as the final settles it', () => {
    for (const g of fights) {
      const final = feed.result(g.id, g.endAt);
      const won = feed.liveState(g.id, g.endAt - 1)?.incidents.find((i) => i.kind === 'point');
      if (final === null || won === undefined) continue;
      const after = won.at + 1;
      expect(feed.markets(g.id, after)).toEqual([]);
      const decided = feed.decidedOutcomes(g.id, after);
      for (const c of liveCatalog(mmaSpec, 0)) {
        const id = `${g.id}_${c.typeId}_${c.param ?? ''}`;
        expect(decided.get(id)).toBe(settleOutcome({ sportId: g.sportId, ...c }, final));
      }
    }
  }, 60_000);

  it('issue 14 MMA: decided fight outcomes equal settleOutcome on the final at any instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fights.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (i, u) => {
          const g = fights[i];
          const final = g === undefined ? null : feed.result(g.id, g.endAt);
          if (g === undefined || final === null) return;
          const now = g.startAt + Math.floor(u * (g.endAt - g.startAt));
          for (const [id, status] of feed.decidedOutcomes(g.id, now)) {
            const parsed = parseOutcomeId(id);
            if (parsed === null) throw new Error(`bad id ${id}`);
            expect(
              settleOutcome({ sportId: g.sportId, groupId: 0, typeId: parsed.typeId, param: parsed.param }, final),
            ).toBe(status);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
