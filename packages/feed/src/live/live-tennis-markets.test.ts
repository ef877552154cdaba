import { BET_STATUS } from '@sb/coupon';
import { MARKET_GROUP, OUTCOME_TYPE, SPORT_IDS } from '@sb/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, type SportSpec } from '../catalog';
import { createFeed, parseOutcomeId, settleOutcome } from '../index';
import { TEST_RESULT_SECRET } from '../test-secret';
import type { MarketSpec } from '../market-spec';
import type { MatchInput } from '../models/model';
import { setTotalTypes } from '../set-total-types';
import { liveCatalog } from './decided';
import { setOver } from './tennis-chain';
import { tennisLive } from './tennis-price';
import type { Frame } from './timeline';

const found = SPORTS.find((s) => s.id === SPORT_IDS.tennis);
if (found === undefined) throw new Error('no tennis');
const tennis: SportSpec = found;
const BOARD = ['0', '15', '30', '40'] as const;

function input(edge: number): MatchInput {
  return {
    spec: tennis,
    home: { rating: edge, attack: 0, defence: 0 },
    away: { rating: 0, attack: 0, defence: 0 },
    shift: 0,
    tempo: 0,
  };
}

interface Position {
  sets: [number, number];
  past: [number, number][];
  games: [number, number];
  points: [number, number];
  homeServes: boolean;
}

/** What the board shows for (x, y) points of a game or tiebreak. */
function board([x, y]: [number, number], tiebreak: boolean): [string, string] {
  if (tiebreak) return [String(x), String(y)];
  if (x >= 3 && y >= 3) return x === y ? ['40', '40'] : x > y ? ['AD', '40'] : ['40', 'AD'];
  return [BOARD[x] ?? '40', BOARD[y] ?? '40'];
}

function frameOf(p: Position): Frame {
  const tiebreak = p.games[0] === 6 && p.games[1] === 6;
  return {
    score: { home: p.sets[0], away: p.sets[1], periods: [...p.past, p.games] },
    stats: {},
    points: board(p.points, tiebreak),
    serving: p.homeServes ? 1 : 2,
  };
}

const PAST: [number, number][] = [
  [6, 3],
  [7, 6],
  [6, 0],
  [3, 6],
  [6, 7],
  [4, 6],
];

/** A live position of a best-of-3 match: sets 0–1 each, any games of the set, any points of the game. */
const positions: fc.Arbitrary<Position> = fc
  .record({
    setsHome: fc.integer({ min: 0, max: 1 }),
    setsAway: fc.integer({ min: 0, max: 1 }),
    pastPick: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 2 }),
    g1: fc.integer({ min: 0, max: 6 }),
    g2: fc.integer({ min: 0, max: 6 }),
    x: fc.integer({ min: 0, max: 8 }),
    y: fc.integer({ min: 0, max: 8 }),
    homeServes: fc.boolean(),
  })
  .filter(({ g1, g2 }) => !setOver(g1, g2))
  .map(({ setsHome, setsAway, pastPick, g1, g2, x, y, homeServes }) => {
    const tiebreak = g1 === 6 && g2 === 6;
    // Keep the points inside a game (or tiebreak) still being played.
    const cap = tiebreak ? 6 : 3;
    const [px, py] = x > cap && y > cap ? [cap, cap] : [Math.min(x, cap), Math.min(y, cap)];
    const homeWon = PAST.filter(([a, b]) => a > b);
    const awayWon = PAST.filter(([a, b]) => a < b);
    const past = [
      ...Array.from({ length: setsHome }, (_, i) => homeWon[(pastPick[i] ?? 0) % homeWon.length] ?? [6, 0]),
      ...Array.from({ length: setsAway }, (_, i) => awayWon[(pastPick[i] ?? 0) % awayWon.length] ?? [0, 6]),
    ] as [number, number][];
    return { sets: [setsHome, setsAway], past, games: [g1, g2], points: [px, py], homeServes };
  });
const edges = fc.double({ min: -2, max: 2, noNaN: true });

const fairOf = (markets: readonly MarketSpec[], typeId: number, param: number | null): number | undefined =>
  markets.flatMap((m) => m.outcomes).find((o) => o.typeId === typeId && o.param === param)?.fair;
const win = (edge: number, p: Position): number =>
  fairOf(tennisLive(input(edge), 3, frameOf(p)), OUTCOME_TYPE.winner1, null) ?? NaN;

describe('issue 14 live tennis markets from the point-by-point chain', () => {
  it('issue 14 live tennis: total games, game handicap, set winner and set games are offered in play', () => {
    const markets = tennisLive(
      input(0.3),
      3,
      frameOf({ sets: [0, 0], past: [], games: [2, 1], points: [1, 2], homeServes: true }),
    );
    const groups = new Set(markets.map((m) => m.groupId));
    for (const g of [
      MARKET_GROUP.winner,
      MARKET_GROUP.total,
      MARKET_GROUP.gameHandicap,
      MARKET_GROUP.setWinner,
      MARKET_GROUP.setTotal,
    ]) {
      expect(groups.has(g)).toBe(true);
    }
    expect(markets.filter((m) => m.groupId === MARKET_GROUP.total).length).toBeGreaterThanOrEqual(3);
    expect(markets.find((m) => m.groupId === MARKET_GROUP.setWinner)?.param).toBe(1);
  });

  it("issue 14 live tennis: every market's fair chances sum to 1 in any live state", () => {
    fc.assert(
      fc.property(edges, positions, (edge, p) => {
        for (const market of tennisLive(input(edge), 3, frameOf(p))) {
          const sum = market.outcomes.reduce((s, o) => s + o.fair, 0);
          expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
          for (const o of market.outcomes) expect(o.fair).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('issue 14 live tennis monotone: one more game or point won never lowers the match or set chance', () => {
    fc.assert(
      fc.property(edges, positions, (edge, p) => {
        const [g1, g2] = p.games;
        if (!setOver(g1 + 1, g2) && !(g1 === 6 && g2 === 6)) {
          const ahead = { ...p, games: [g1 + 1, g2] as [number, number], points: [0, 0] as [number, number] };
          const level = { ...p, points: [0, 0] as [number, number] };
          expect(win(edge, ahead)).toBeGreaterThanOrEqual(win(edge, level) - 1e-9);
        }
        const [x, y] = p.points;
        const cap = g1 === 6 && g2 === 6 ? 6 : 2;
        if (x <= cap && !(x === cap && y > cap)) {
          const more = { ...p, points: [x + 1, y] as [number, number] };
          expect(win(edge, more)).toBeGreaterThanOrEqual(win(edge, p) - 1e-9);
          const set = (q: Position): number =>
            fairOf(tennisLive(input(edge), 3, frameOf(q)), OUTCOME_TYPE.setWinner1, p.sets[0] + p.sets[1] + 1) ?? NaN;
          expect(set(more)).toBeGreaterThanOrEqual(set(p) - 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('issue 14 live tennis lines: P(over L) falls as L rises (match and set games), P(home covers h) rises with h', () => {
    fc.assert(
      fc.property(edges, positions, (edge, p) => {
        const markets = tennisLive(input(edge), 3, frameOf(p));
        const setTypes = setTotalTypes(p.sets[0] + p.sets[1] + 1);
        const check = (groupId: number, typeId: number, direction: 1 | -1): void => {
          const sides = markets
            .filter((m) => m.groupId === groupId)
            .map((m) => m.outcomes.find((o) => o.typeId === typeId))
            .filter((o) => o !== undefined)
            .sort((a, b) => (a.param ?? 0) - (b.param ?? 0));
          for (let i = 1; i < sides.length; i++) {
            const step = ((sides[i]?.fair ?? 0) - (sides[i - 1]?.fair ?? 0)) * direction;
            expect(step).toBeGreaterThanOrEqual(-1e-12);
          }
        };
        check(MARKET_GROUP.total, OUTCOME_TYPE.over, -1);
        check(MARKET_GROUP.gameHandicap, OUTCOME_TYPE.gameHandicap1, 1);
        if (setTypes !== null) check(MARKET_GROUP.setTotal, setTypes[0], -1);
      }),
      { numRuns: 200 },
    );
  });

  it('issue 14 live tennis: the set chain agrees with the winner (match chance = sum of the home correct scores)', () => {
    fc.assert(
      fc.property(edges, positions, (edge, p) => {
        const markets = tennisLive(input(edge), 3, frameOf(p));
        const scores = markets.find((m) => m.groupId === MARKET_GROUP.correctScore)?.outcomes ?? [];
        const home = scores.filter((o) => Math.floor((o.param ?? 0) / 100) > (o.param ?? 0) % 100);
        expect(home.reduce((s, o) => s + o.fair, 0)).toBeCloseTo(win(edge, p), 9);
      }),
      { numRuns: 100 },
    );
  });
});

const HOUR = 3_600_000;
const BUSY = Date.UTC(2026, 0, 17, 19, 0, 0);
const feed = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
const matches = feed
  .gamesBetween(BUSY - 8 * HOUR, BUSY + HOUR)
  .filter((g) => g.sportId === SPORT_IDS.tennis && g.endAt <= BUSY + 4 * HOUR);

describe('issue 14 live tennis markets in the feed: offered, decided and settled', () => {
  it('issue 14 live tennis: every offered outcome is in the live catalog and settles on the final (none left at -2)', () => {
    expect(matches.length).toBeGreaterThan(10);
    const catalog = new Set(liveCatalog(tennis, 0).map((c) => `${c.typeId}_${c.param ?? ''}`));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: matches.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (i, u) => {
          const g = matches[i];
          const final = g === undefined ? null : feed.result(g.id, g.endAt);
          if (g === undefined || final === null) return;
          const now = g.startAt + Math.floor(u * (g.endAt - g.startAt));
          for (const o of feed.markets(g.id, now).flatMap((m) => m.outcomes)) {
            expect(catalog.has(`${o.typeId}_${o.param ?? ''}`)).toBe(true);
            const status = settleOutcome(o, final);
            expect(status).not.toBe(BET_STATUS.notCalculated);
            expect(status).not.toBe(BET_STATUS.gameNotStarted);
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);

  it('issue 14 live tennis: a finished set leaves the offer and is decided as the final settles it', () => {
    let seen = 0;
    for (const g of matches.slice(0, 12)) {
      const final = feed.result(g.id, g.endAt);
      // The first set's end: the first instant the live score counts a set.
      let lo = g.startAt;
      let hi = g.endAt;
      if (
        final === null ||
        (feed.liveState(g.id, hi - 1)?.score.home ?? 0) + (feed.liveState(g.id, hi - 1)?.score.away ?? 0) === 0
      )
        continue;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        const s = feed.liveState(g.id, mid)?.score;
        if ((s?.home ?? 0) + (s?.away ?? 0) > 0) hi = mid;
        else lo = mid;
      }
      const after = hi + 1;
      const decided = feed.decidedOutcomes(g.id, after);
      const offeredIds = new Set(feed.markets(g.id, after).flatMap((m) => m.outcomes.map((o) => o.id)));
      for (const typeId of [OUTCOME_TYPE.setWinner1, OUTCOME_TYPE.setWinner2]) {
        const id = `${g.id}_${typeId}_1`;
        expect(offeredIds.has(id)).toBe(false);
        expect(decided.get(id)).toBe(settleOutcome({ sportId: g.sportId, groupId: 0, typeId, param: 1 }, final));
      }
      const [over] = setTotalTypes(1) ?? [0];
      const games = (final.score?.periods[0] ?? [0, 0]).reduce((a, b) => a + b, 0);
      expect(decided.get(`${g.id}_${over}_9.5`)).toBe(games > 9.5 ? BET_STATUS.win : BET_STATUS.lose);
      seen++;
    }
    expect(seen).toBeGreaterThan(3);
  }, 60_000);

  it('issue 14 live tennis: decided outcomes (games, sets) equal settleOutcome on the final at any instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: matches.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (i, u) => {
          const g = matches[i];
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
      { numRuns: 120 },
    );
  }, 60_000);
});
