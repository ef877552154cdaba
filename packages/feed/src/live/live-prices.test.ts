import { GAME_STATUS_ID, OUTCOME_TYPE, SPORT_IDS, type Market } from '@sb/contracts';
import { matchResult } from '@sb/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalog';
import { createFeed, DEFAULT_MARGIN, parseOutcomeId, settleOutcome } from '../index';
import { TEST_RESULT_SECRET } from '../test-secret';
import type { MatchInput } from '../models/model';
import { offered, shiftedGrid } from './price-live';
import { tennisLive } from './tennis-price';
import type { Frame } from './timeline';

const HOUR = 3_600_000;
/** A Saturday evening: every sport has games in play. */
const BUSY = Date.UTC(2026, 0, 17, 19, 0, 0);
const feed = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
const live = feed.liveGames(BUSY);
const liveIndex = fc.integer({ min: 0, max: live.length - 1 });
/** An instant of the hour after BUSY (the games of BUSY or the ones that start later). */
const offset = fc.integer({ min: 0, max: HOUR });

function impliedSum(market: Market): number {
  return market.outcomes.reduce((sum, o) => sum + 1 / o.coef, 0);
}

describe('issue 14 live prices', () => {
  it('issue 14 offer: dropping several near-zero chances scales the rest back to the coverage, so the market prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-12, max: 9e-10, noNaN: true }), { minLength: 2, maxLength: 12 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (tiny, first) => {
          const rest = 1 - first - tiny.reduce((a, b) => a + b, 0);
          const outcomes = [first, rest, ...tiny].map((fair, i) => ({ typeId: i + 1, param: null, fair }));
          const [spec] = offered([{ groupId: 1, param: null, main: false, outcomes }]);
          expect(spec?.outcomes).toHaveLength(2);
          const sum = (spec?.outcomes ?? []).reduce((a, o) => a + o.fair, 0);
          expect(Math.abs(sum - 1)).toBeLessThanOrEqual(1e-12);
        },
      ),
    );
  });

  it('issue 14 live markets: isLive, blocked exactly during a bet stop, implied chances sum to 1 + margin', () => {
    fc.assert(
      fc.property(liveIndex, offset, (index, dt) => {
        const g = live[index];
        if (g === undefined) return;
        const now = BUSY + dt;
        const state = feed.liveState(g.id, now);
        const markets = feed.markets(g.id, now);
        if (feed.statusAt(g, now) !== GAME_STATUS_ID.live) {
          expect(markets).toEqual([]);
          return;
        }
        for (const market of markets) {
          const coverage = market.groupId === 2 && market.outcomes.length === 3 ? 2 : 1;
          if (market.groupId === 2 && market.outcomes.length !== 3) continue;
          expect(impliedSum(market)).toBeCloseTo(coverage * (1 + DEFAULT_MARGIN), 1);
          for (const o of market.outcomes) {
            expect(o.isLive).toBe(true);
            expect(o.isBlocked).toBe(state?.betStop === true);
            expect(o.coef).toBeGreaterThanOrEqual(1.001);
            expect(feed.outcome(o.id, now)).toEqual(o);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('issue 14 decided outcomes agree with settleOutcome on the final result, and are not offered', () => {
    fc.assert(
      fc.property(liveIndex, offset, (index, dt) => {
        const g = live[index];
        if (g === undefined) return;
        const now = BUSY + dt;
        const decided = feed.decidedOutcomes(g.id, now);
        const final = feed.result(g.id, g.endAt);
        if (final === null) return;
        const offeredIds = new Set(feed.markets(g.id, now).flatMap((m) => m.outcomes.map((o) => o.id)));
        for (const [id, status] of decided) {
          const parsed = parseOutcomeId(id);
          expect(parsed).not.toBeNull();
          if (parsed === null) continue;
          expect(
            settleOutcome({ sportId: g.sportId, groupId: 0, typeId: parsed.typeId, param: parsed.param }, final),
          ).toBe(status);
          expect(offeredIds.has(id)).toBe(false);
        }
      }),
      { numRuns: 120 },
    );
  }, 30_000);

  it('issue 14 decided outcomes agree with settleOutcome at any instant of any match (breaks and the end included)', () => {
    const matches = feed.gamesBetween(BUSY - 8 * HOUR, BUSY).filter((g) => g.team2Id !== null);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: matches.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (index, u) => {
          const g = matches[index];
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

  it('issue 14 decided outcomes: a football game that has a goal has total over 0.5 won and under 0.5 lost', () => {
    const g = live.find((x) => x.sportId === SPORT_IDS.football && (feed.liveState(x.id, BUSY)?.score.home ?? 0) > 0);
    expect(g).toBeDefined();
    if (g === undefined) return;
    const decided = feed.decidedOutcomes(g.id, BUSY);
    expect(decided.get(`${g.id}_${OUTCOME_TYPE.over}_0.5`)).toBe(1);
    expect(decided.get(`${g.id}_${OUTCOME_TYPE.under}_0.5`)).toBe(0);
    expect(feed.outcome(`${g.id}_${OUTCOME_TYPE.under}_0.5`, BUSY)).toBeNull();
  });

  it('issue 14 prices move: each live game changes some price within a minute of play', () => {
    let moved = 0;
    let playing = 0;
    for (const g of live.slice(0, 40)) {
      const state = feed.liveState(g.id, BUSY);
      if (state?.statusId !== GAME_STATUS_ID.live || g.endAt < BUSY + 60_000) continue;
      playing++;
      const before = JSON.stringify(feed.mainMarkets(g.id, BUSY).map((m) => m.outcomes.map((o) => o.coef)));
      const after = JSON.stringify(feed.mainMarkets(g.id, BUSY + 60_000).map((m) => m.outcomes.map((o) => o.coef)));
      if (before !== after) moved++;
    }
    expect(moved).toBe(playing);
  }, 30_000);

  it('issue 14 football monotone in score: leading by more, the home-win price does not rise (its fair chance does not fall)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.02, max: 3, noNaN: true }),
        fc.double({ min: 0.02, max: 3, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (home, away, h, a) => {
          const base = matchResult(shiftedGrid(h, a, { home, away })).home;
          const ahead = matchResult(shiftedGrid(h + 1, a, { home, away })).home;
          expect(ahead).toBeGreaterThanOrEqual(base - 1e-12);
        },
      ),
    );
  });

  it('issue 14 tennis monotone in sets: more sets won never lowers the match-win chance', () => {
    const tennis = SPORTS.find((s) => s.id === SPORT_IDS.tennis);
    if (tennis === undefined) throw new Error('no tennis');
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (edge, setsHome, setsAway, g1, g2) => {
          const input: MatchInput = {
            spec: tennis,
            home: { rating: edge, attack: 0, defence: 0 },
            away: { rating: 0, attack: 0, defence: 0 },
            shift: 0,
            tempo: 0,
          };
          const frame = (home: number): Frame => ({
            score: {
              home,
              away: setsAway,
              periods: [...Array.from({ length: home + setsAway }, () => [6, 3] as [number, number]), [g1 % 6, g2 % 6]],
            },
            stats: {},
            points: ['0', '0'],
            serving: 1,
          });
          const win = (home: number): number => tennisLive(input, 3, frame(home))[0]?.outcomes[0]?.fair ?? 0;
          expect(win(setsHome + 1)).toBeGreaterThanOrEqual(win(setsHome) - 1e-12);
        },
      ),
    );
  });
});

describe('issue 14 the simulated results stay fair to the pre-match model', () => {
  it('issue 14 football: home-win share and goals per game of 1,500 simulated games match the closing prices', () => {
    const games = feed
      .gamesBetween(Date.UTC(2026, 0, 1), Date.UTC(2026, 2, 1))
      .filter((g) => g.sportId === SPORT_IDS.football)
      .slice(0, 1500);
    let expectedHome = 0;
    let home = 0;
    let goals = 0;
    let n = 0;
    for (const g of games) {
      const result = feed.result(g.id, g.endAt);
      const state = feed.liveState(g.id, g.endAt);
      if (result?.score == null || state === null) continue;
      const closing = feed.markets(g.id, g.startAt - 1).find((m) => m.groupId === 1);
      if (closing === undefined) continue;
      const inverse = closing.outcomes.map((o) => 1 / o.coef);
      expectedHome += (inverse[0] ?? 0) / inverse.reduce((a, b) => a + b, 0);
      if (state.score.home > state.score.away) home++;
      goals += state.score.home + state.score.away;
      n++;
    }
    expect(n).toBeGreaterThan(1000);
    // Three standard errors of a share over n games.
    expect(Math.abs(home - expectedHome) / n).toBeLessThan(3 * Math.sqrt(0.25 / n));
    expect(goals / n).toBeGreaterThan(2.2);
    expect(goals / n).toBeLessThan(3.2);
  }, 60_000);
});
