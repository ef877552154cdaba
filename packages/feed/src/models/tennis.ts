import { MARKET_GROUP, OUTCOME_TYPE } from '@sb/contracts';
import { tennisMatchProbability, tennisSetProbability } from '@sb/pricing';
import { lineRange, totalMarkets } from '../market-spec';
import { lineSpan, normalPointsBetween } from '../normal-range';
import type { Random } from '../random';
import type { MatchInput, MatchModel } from './model';
import { playSets, setMarkets, setScores, winnerMarket } from './sets';

const GAMES_SD = 4;
/** Loser's games in a set (0..6) by weight: close sets are common. */
const LOSER_GAMES_WEIGHTS = [1, 2, 4, 6, 6, 4, 3];

export function serve({ home, away, shift }: MatchInput): { serveA: number; serveB: number } {
  const edge = 0.03 * (home.rating - away.rating + shift);
  const clamp = (x: number): number => Math.min(0.8, Math.max(0.5, x));
  return { serveA: clamp(0.64 + edge), serveB: clamp(0.64 - edge) };
}

function setGames(rng: Random): [number, number] {
  const total = LOSER_GAMES_WEIGHTS.reduce((a, b) => a + b, 0);
  let u = rng.next() * total;
  let loser = 0;
  for (; loser < LOSER_GAMES_WEIGHTS.length - 1; loser++) {
    u -= LOSER_GAMES_WEIGHTS[loser] ?? 0;
    if (u < 0) break;
  }
  return loser === 6 ? [7, 6] : loser === 5 ? [7, 5] : [6, loser];
}

/** Tennis: winner point by point (serve → hold → set → match); sets and games from the set chance. */
export const tennis: MatchModel = {
  price(input) {
    const { serveA, serveB } = serve(input);
    const bestOf = input.spec.bestOf === 5 ? 5 : 3;
    const match = tennisMatchProbability({ serveA, serveB, bestOf });
    const scores = setScores(tennisSetProbability(serveA, serveB), bestOf);
    const straight = scores.filter((s) => Math.min(s.home, s.away) === 0).reduce((sum, s) => sum + s.probability, 0);
    // About 9.7 games a set; closer players play longer sets.
    const meanSets = scores.reduce((sum, s) => sum + s.probability * (s.home + s.away), 0);
    const mean = meanSets * (9 + 1.2 * (1 - straight));
    const centre = Math.round(mean);
    const lines = lineRange(centre - 4.5, centre + 4.5, 1);
    return [
      winnerMarket(match),
      // Tennis totals count games (settled on the set scores), so no total-sets market.
      ...setMarkets(scores, bestOf, false),
      ...totalMarkets(
        normalPointsBetween(mean, GAMES_SD, ...lineSpan(lines, 1)),
        lines,
        MARKET_GROUP.total,
        OUTCOME_TYPE.over,
        OUTCOME_TYPE.under,
      ),
    ];
  },
  sample(input, rng) {
    const { serveA, serveB } = serve(input);
    return playSets(tennisSetProbability(serveA, serveB), input.spec.bestOf, rng, () => setGames(rng));
  },
};
