// Football: Dixon-Coles score grid
export { goalRates } from './goal-rates';
export type { GoalRates, MatchRatings, TeamRating } from './goal-rates';
export { HALF_TIME_RATE_SHARE, halfTimeRates } from './half-time-rates';
export { dixonColesTau } from './dixon-coles-tau';
export { poissonProbabilities } from './poisson-probabilities';
export { DEFAULT_MAX_GOALS } from './score-grid';
export type { ScoreGrid } from './score-grid';
export { dixonColesGrid } from './dixon-coles-grid';
export type { DixonColesInput } from './dixon-coles-grid';

// Football markets read from the grid
export { matchResult } from './match-result';
export type { MatchResult } from './match-result';
export { doubleChance } from './double-chance';
export type { DoubleChance } from './double-chance';
export { bothTeamsToScore } from './both-teams-to-score';
export type { BothTeamsToScore } from './both-teams-to-score';
export { correctScore } from './correct-score';
export { goalDifference } from './goal-difference';
export { totalGoals } from './total-goals';
export { teamGoals } from './team-goals';

// Lines (any sport): totals and Asian handicaps with push and quarter lines
export type { IntegerDistribution } from './integer-distribution';
export type { OutcomeDistribution, Settlement } from './outcome-distribution';
export { splitAsianLine } from './split-asian-line';
export { settleAsianLine } from './settle-asian-line';
export { lineOutcome } from './line-outcome';
export { mirrorOutcome } from './mirror-outcome';
export { overUnder } from './over-under';
export type { OverUnder } from './over-under';
export { handicap } from './handicap';
export type { Handicap } from './handicap';
export { expectedReturn } from './expected-return';
export { fairDecimalOdds } from './fair-decimal-odds';
export { effectiveProbability } from './effective-probability';

// Basketball: normal approximation
export { normalCdf } from './normal-cdf';
export { normalPoints } from './normal-points';
export type { NormalPointsInput } from './normal-points';

// Tennis: point → game → set → match
export { tennisHoldProbability } from './tennis-hold-probability';
export { TIEBREAK_POINTS, tennisTiebreakProbability } from './tennis-tiebreak-probability';
export { tennisSetProbability } from './tennis-set-probability';
export { tennisMatchProbability } from './tennis-match-probability';
export type { TennisMatchInput } from './tennis-match-probability';

// Margin and quoted odds
export { MARGIN_METHODS } from './margin-method';
export type { MarginMethod } from './margin-method';
export { applyMultiplicativeMargin } from './apply-multiplicative-margin';
export { removeMultiplicativeMargin } from './remove-multiplicative-margin';
export { applyPowerMargin } from './apply-power-margin';
export { removePowerMargin } from './remove-power-margin';
export { applyShinMargin } from './apply-shin-margin';
export { removeShinMargin } from './remove-shin-margin';
export { applyMargin } from './apply-margin';
export { removeMargin } from './remove-margin';
export { oddsFromProbability } from './odds-from-probability';
export { priceMarket } from './price-market';
