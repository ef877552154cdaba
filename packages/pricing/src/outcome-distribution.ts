/**
 * How a bet's stake can settle, with the probability of each.
 *
 * Asian lines can split a stake (quarter lines) or return it (whole lines),
 * so "probability of winning" alone cannot price them; these five parts can.
 * `halfWin` is "half won, half returned" and `halfLoss` "half lost, half
 * returned" (spec statuses 4 and 5). The five parts sum to 1.
 */
export interface OutcomeDistribution {
  readonly win: number;
  readonly halfWin: number;
  readonly push: number;
  readonly halfLoss: number;
  readonly loss: number;
}

/** How one stake settles; the names of the parts of an `OutcomeDistribution`. */
export type Settlement = keyof OutcomeDistribution;
