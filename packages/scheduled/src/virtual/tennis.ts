import { MARKET_GROUP, OUTCOME_TYPE, SCHEDULED_SPORT_IDS, SPORT_IDS } from '@sb/contracts';
import { floatStream } from '@sb/casino';
import type { RoundOutcome, ScheduledCompetitor, ScheduledGameDef, ScheduledIncident } from '../types';
import { TENNIS_POOL, pickField } from './pool';
import { MIN_LINE_FAIR, halfLineTotals, priceMarkets, type FairMarket } from './price';
import { settleAsSport } from './settle-as';
import { matchDistribution, playMatch, serveChances } from './tennis-model';

const SPORT_ID = SCHEDULED_SPORT_IDS['virtual-tennis'];
const DURATION_MS = 90_000;
const TOTAL_LINE_MIN_FAIR = 0.2;

function serves(competitors: readonly ScheduledCompetitor[]): { serveA: number; serveB: number } {
  const [a, b] = competitors;
  if (a === undefined || b === undefined) throw new RangeError('virtual tennis needs two players');
  return serveChances(a.strength, b.strength);
}

/** Winner, set betting, set handicap ±1.5 and total games, from the exact match distribution. */
export function tennisFairMarkets(serveA: number, serveB: number): FairMarket[] {
  const match = matchDistribution(serveA, serveB);
  const setScore = (a: number, b: number): number => match.sets.get(a * 100 + b) ?? 0;
  const straightA = setScore(2, 0);
  const straightB = setScore(0, 2);
  const handicaps: FairMarket[] = [
    [-1.5, straightA],
    [1.5, 1 - straightB],
  ]
    .filter(([, p = 0]) => p >= MIN_LINE_FAIR && 1 - p >= MIN_LINE_FAIR)
    .map(([line = 0, p = 0]) => ({
      groupId: MARKET_GROUP.handicap,
      param: line,
      outcomes: [
        { typeId: OUTCOME_TYPE.handicap1, param: line, fair: p },
        { typeId: OUTCOME_TYPE.handicap2, param: -line, fair: 1 - p },
      ],
    }));
  return [
    {
      groupId: MARKET_GROUP.winner,
      param: null,
      outcomes: [
        { typeId: OUTCOME_TYPE.winner1, param: null, fair: match.winA },
        { typeId: OUTCOME_TYPE.winner2, param: null, fair: 1 - match.winA },
      ],
    },
    {
      groupId: MARKET_GROUP.correctScore,
      param: null,
      outcomes: [
        [2, 0],
        [2, 1],
        [1, 2],
        [0, 2],
      ].map(([a = 0, b = 0]) => ({ typeId: OUTCOME_TYPE.correctScore, param: a * 100 + b, fair: setScore(a, b) })),
    },
    ...handicaps,
    // Games spread wide (12 to 39): only the lines near the middle, as a book would list.
    ...halfLineTotals(
      match.minGames,
      match.games,
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
      TOTAL_LINE_MIN_FAIR,
    ),
  ];
}

/**
 * Issue 19 virtual tennis: two players of the pool, best of three tiebreak sets, the first
 * named serving first. The match is played point by point from the draw seed; the view gets
 * one 'game' incident per game (side = its winner, value = its server) and one 'set' incident
 * per set (value = the set's number), timed by the points played so far. Score: sets, with
 * the games of each set as periods (tennis totals count games, as in the sports line).
 */
export const virtualTennis: ScheduledGameDef = {
  type: 'virtual-tennis',
  kind: 'virtual',
  name: 'Virtual Tennis',
  intervalMs: 240_000,
  durationMs: DURATION_MS,
  competitors: (ctx) => pickField(SPORT_ID, TENNIS_POOL, 2, ctx.publicSeed, 3),
  markets(ctx, competitors) {
    const { serveA, serveB } = serves(competitors);
    return priceMarkets(ctx, tennisFairMarkets(serveA, serveB));
  },
  play(ctx, competitors, drawSeed): RoundOutcome {
    const { serveA, serveB } = serves(competitors);
    const floats = floatStream(drawSeed, String(ctx.roundId), 0);
    const match = playMatch(serveA, serveB, () => floats.next());
    const atMsOf = (points: number): number => Math.round((points / match.points) * DURATION_MS);
    const incidents: ScheduledIncident[] = [];
    match.games.forEach((game, i) => {
      const atMs = atMsOf(game.pointsAfter);
      incidents.push({ atMs, kind: 'game', side: game.winner, value: game.server });
      if (match.games[i + 1]?.set !== game.set)
        incidents.push({ atMs, kind: 'set', side: game.winner, value: game.set });
    });
    const setsA = match.periods.filter(([a, b]) => a > b).length;
    return {
      draw: [],
      incidents,
      score: { home: setsA, away: match.periods.length - setsA, periods: match.periods },
      winnerId: null,
    };
  },
  settle: (outcome, result) => settleAsSport(SPORT_IDS.tennis, outcome, result),
};
