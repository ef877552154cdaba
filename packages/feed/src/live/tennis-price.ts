import { tennisSetProbability } from '@sb/pricing';
import type { MarketSpec } from '../market-spec';
import type { MatchInput } from '../models/model';
import { setMarkets, winnerMarket } from '../models/sets';
import { serve } from '../models/tennis';
import { liveSetScores, raceChance } from './chains';
import type { Frame } from './timeline';

const BOARD: Readonly<Record<string, number>> = { '0': 0, '15': 1, '30': 2, '40': 3, AD: 4 };

/** Points won in the current game (or tiebreak) from what the board shows. */
function pointsOf(shown: readonly [string, string] | null, tiebreak: boolean): [number, number] {
  if (shown === null) return [0, 0];
  const read = (s: string): number => (tiebreak ? Number(s) || 0 : (BOARD[s] ?? 0));
  let [a, b] = [read(shown[0]), read(shown[1])];
  if (!tiebreak && a === 4) [a, b] = [4, 3];
  if (!tiebreak && b === 4) [a, b] = [3, 4];
  return [a, b];
}

/**
 * Tennis in play: a Markov chain on points → games → sets from the current point, game and set
 * score and who serves, each side winning its serve points at the closing model's chance.
 */
export function tennisLive(input: MatchInput, bestOf: number, frame: Frame): MarketSpec[] {
  const { serveA, serveB } = serve(input);
  const holdA = raceChance(0, 0, 4, serveA);
  const holdB = raceChance(0, 0, 4, serveB);
  const tiebreakPoint = (serveA + 1 - serveB) / 2;
  const { home, away, periods } = frame.score;
  const [g1, g2] = periods[home + away] ?? [0, 0];
  const homeServes = frame.serving !== 2;
  const memo = new Map<number, number>();
  const setFrom = (a: number, b: number, aServes: boolean): number => {
    if ((a >= 6 && a - b >= 2) || a === 7) return 1;
    if ((b >= 6 && b - a >= 2) || b === 7) return 0;
    if (a === 6 && b === 6) return raceChance(0, 0, 7, tiebreakPoint);
    const key = a * 100 + b * 10 + (aServes ? 1 : 0);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = aServes ? holdA : 1 - holdB;
    const value = p * setFrom(a + 1, b, !aServes) + (1 - p) * setFrom(a, b + 1, !aServes);
    memo.set(key, value);
    return value;
  };
  let current: number;
  if (g1 === 6 && g2 === 6) {
    const [x, y] = pointsOf(frame.points, true);
    current = raceChance(x, y, 7, tiebreakPoint);
  } else {
    const [x, y] = pointsOf(frame.points, false);
    const game = homeServes ? raceChance(x, y, 4, serveA) : 1 - raceChance(y, x, 4, serveB);
    current = game * setFrom(g1 + 1, g2, !homeServes) + (1 - game) * setFrom(g1, g2 + 1, !homeServes);
  }
  const later = tennisSetProbability(serveA, serveB);
  const scores = liveSetScores([home, away], current, later, bestOf);
  const match = scores.filter((s) => s.home > s.away).reduce((sum, s) => sum + s.probability, 0);
  return [winnerMarket(match), ...setMarkets(scores, bestOf, false)];
}
