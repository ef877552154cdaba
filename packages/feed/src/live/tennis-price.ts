import { MARKET_GROUP, OUTCOME_TYPE } from '@sb/contracts';
import type { IntegerDistribution } from '@sb/pricing';
import { exclusiveMarket, handicapMarkets, totalMarkets, type MarketSpec } from '../market-spec';
import type { MatchInput } from '../models/model';
import { setMarkets, winnerMarket, type SetScore } from '../models/sets';
import { serve } from '../models/tennis';
import { setTotalTypes } from '../set-total-types';
import { linesAround, SET_TOTAL_LINES, tennisGameHandicapLines, tennisTotalLines } from './live-lines';
import { currentSet, matchFinals, tennisChances, type MatchFinal, type SetPosition } from './tennis-chain';
import type { Frame } from './timeline';

const BOARD: Readonly<Record<string, number>> = { '0': 0, '15': 1, '30': 2, '40': 3, AD: 4 };

/** Points won in the current game (or tiebreak) from what the board shows. */
export function pointsOf(shown: readonly [string, string] | null, tiebreak: boolean): [number, number] {
  if (shown === null) return [0, 0];
  const read = (s: string): number => (tiebreak ? Number(s) || 0 : (BOARD[s] ?? 0));
  let [a, b] = [read(shown[0]), read(shown[1])];
  if (!tiebreak && a === 4) [a, b] = [4, 3];
  if (!tiebreak && b === 4) [a, b] = [3, 4];
  return [a, b];
}

/** The live state as the chain reads it: sets won, games of the finished sets, the set in play. */
export interface TennisLiveState {
  readonly sets: [number, number];
  readonly pastGames: [number, number];
  /** 1-based number of the set in play (or about to start). */
  readonly setNumber: number;
  readonly position: SetPosition;
}

export function tennisState(frame: Frame): TennisLiveState {
  const { home, away, periods } = frame.score;
  const index = home + away;
  const pastGames: [number, number] = [0, 0];
  periods.slice(0, index).forEach(([a, b]) => {
    pastGames[0] += a;
    pastGames[1] += b;
  });
  const [g1, g2] = periods[index] ?? [0, 0];
  return {
    sets: [home, away],
    pastGames,
    setNumber: index + 1,
    position: {
      games: [g1, g2],
      points: pointsOf(frame.points, g1 === 6 && g2 === 6),
      homeServes: frame.serving !== 2,
    },
  };
}

/** An integer distribution of `measure` over weighted items. */
export function distributionOf<T>(
  items: readonly T[],
  measure: (item: T) => number,
  weight: (item: T) => number,
): IntegerDistribution {
  const values = items.map(measure);
  const min = Math.min(...values);
  const masses = new Array<number>(Math.max(...values) - min + 1).fill(0);
  items.forEach((item, i) => {
    const index = (values[i] ?? min) - min;
    masses[index] = (masses[index] ?? 0) + weight(item);
  });
  return { min, masses };
}

function mean(d: IntegerDistribution): number {
  return d.masses.reduce((sum, m, i) => sum + m * (d.min + i), 0);
}

function setScoresOf(finals: readonly MatchFinal[]): SetScore[] {
  const byScore = new Map<number, SetScore>();
  for (const f of finals) {
    const key = f.sets[0] * 100 + f.sets[1];
    const known = byScore.get(key);
    byScore.set(key, { home: f.sets[0], away: f.sets[1], probability: (known?.probability ?? 0) + f.probability });
  }
  return [...byScore.values()];
}

/**
 * Tennis in play: a Markov chain on points → games → sets from the current point, game and set
 * score and who serves, each side winning its serve points at the closing model's chance. One
 * chain gives the winner, the set markets, total games and the game handicap of the match, and
 * the winner and total games of the set in play.
 */
export function tennisLive(input: MatchInput, bestOf: number, frame: Frame): MarketSpec[] {
  const { serveA, serveB } = serve(input);
  const chances = tennisChances(serveA, serveB);
  const state = tennisState(frame);
  const toWin = (bestOf + 1) / 2;
  const finals = matchFinals(chances, bestOf, state.sets, state.pastGames, state.position);
  const match = finals.filter((f) => f.sets[0] > f.sets[1]).reduce((sum, f) => sum + f.probability, 0);
  // Won: certain chances (the offer drops them), and no set in play.
  if (state.sets[0] >= toWin || state.sets[1] >= toWin) {
    return [winnerMarket(match), ...setMarkets(setScoresOf(finals), bestOf, false)];
  }
  const totals = distributionOf(
    finals,
    (f) => f.games[0] + f.games[1],
    (f) => f.probability,
  );
  const diffs = distributionOf(
    finals,
    (f) => f.games[0] - f.games[1],
    (f) => f.probability,
  );
  const set = [...currentSet(chances, state.position).final];
  const setHome = set.filter(([key]) => Math.floor(key / 100) > key % 100).reduce((sum, [, p]) => sum + p, 0);
  const setGames = distributionOf(
    set,
    ([key]) => Math.floor(key / 100) + (key % 100),
    ([, p]) => p,
  );
  const types = setTotalTypes(state.setNumber);
  const n = state.setNumber;
  return [
    winnerMarket(match),
    ...setMarkets(setScoresOf(finals), bestOf, false),
    ...totalMarkets(
      totals,
      linesAround(mean(totals), tennisTotalLines(bestOf)),
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
    ),
    ...handicapMarkets(
      diffs,
      linesAround(-mean(diffs), tennisGameHandicapLines(bestOf)),
      MARKET_GROUP.gameHandicap,
      OUTCOME_TYPE.gameHandicap1,
      OUTCOME_TYPE.gameHandicap2,
    ),
    exclusiveMarket(
      MARKET_GROUP.setWinner,
      [
        { typeId: OUTCOME_TYPE.setWinner1, param: n, fair: setHome },
        { typeId: OUTCOME_TYPE.setWinner2, param: n, fair: 1 - setHome },
      ],
      false,
      n,
    ),
    ...(types === null ? [] : totalMarkets(setGames, SET_TOTAL_LINES, MARKET_GROUP.setTotal, types[0], types[1])),
  ];
}
