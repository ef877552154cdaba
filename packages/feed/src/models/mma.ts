import { MARKET_GROUP, OUTCOME_TYPE, type Score } from '@sb/contracts';
import { totalMarkets } from '../market-spec';
import { sampleIndex } from '../random';
import { winnerMarket } from './sets';
import { logistic, type MatchInput, type MatchModel } from './model';

/**
 * MMA: a three-round fight. The score is 1–0 for the winner; `periods` holds one entry per
 * round fought, so total rounds settle on `periods.length`.
 */
export function chances({ home, away, shift }: MatchInput): { win: number; rounds: [number, number, number] } {
  const edge = home.rating - away.rating + shift;
  // Mismatches end early more often.
  const finishEarly = 0.2 + 0.06 * Math.min(3, Math.abs(edge));
  return { win: logistic(0.7 * edge), rounds: [finishEarly, finishEarly * 0.7, 1 - 1.7 * finishEarly] };
}

export const mma: MatchModel = {
  price(input) {
    const { win, rounds } = chances(input);
    return [
      winnerMarket(win),
      ...totalMarkets(
        { min: 1, masses: rounds },
        [1.5, 2.5],
        MARKET_GROUP.total,
        OUTCOME_TYPE.over,
        OUTCOME_TYPE.under,
        true,
      ),
    ];
  },
  sample(input, rng): Score {
    const { win, rounds } = chances(input);
    const homeWins = rng.next() < win;
    const fought = 1 + sampleIndex(rounds, rng.next());
    const periods: [number, number][] = [];
    for (let r = 0; r < fought; r++) periods.push([0, 0]);
    return { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1, periods };
  },
};
