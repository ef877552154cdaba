import { PRICING_ERRORS } from './errors';

/**
 * A team's log-scale strengths. `attack` raises the goals it scores;
 * `defence` raises the goals it concedes (so a good defence is negative),
 * which is the sign convention of λ = exp(hfa + att_home + def_away).
 */
export interface TeamRating {
  readonly attack: number;
  readonly defence: number;
}

export interface MatchRatings {
  /** Log-scale home advantage, added to the home side's rate only. */
  readonly homeAdvantage: number;
  readonly home: TeamRating;
  readonly away: TeamRating;
}

/** Expected goals of each side: λ for home, μ for away. */
export interface GoalRates {
  readonly home: number;
  readonly away: number;
}

/**
 * Dixon-Coles goal rates: λ = exp(hfa + att_home + def_away),
 * μ = exp(att_away + def_home). The exponent keeps both rates positive for
 * any ratings, which is why ratings live on the log scale.
 */
export function goalRates(ratings: MatchRatings): GoalRates {
  const inputs: readonly (readonly [string, number])[] = [
    ['homeAdvantage', ratings.homeAdvantage],
    ['home.attack', ratings.home.attack],
    ['home.defence', ratings.home.defence],
    ['away.attack', ratings.away.attack],
    ['away.defence', ratings.away.defence],
  ];
  for (const [name, value] of inputs) {
    if (!Number.isFinite(value)) {
      throw new RangeError(PRICING_ERRORS.finiteNumber(name, value));
    }
  }
  return {
    home: Math.exp(ratings.homeAdvantage + ratings.home.attack + ratings.away.defence),
    away: Math.exp(ratings.away.attack + ratings.home.defence),
  };
}
