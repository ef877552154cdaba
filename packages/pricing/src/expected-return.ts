import type { OutcomeDistribution } from './outcome-distribution';

/**
 * Expected return per unit staked at decimal odds `decimalOdds`: a win pays
 * d, a half win (d + 1)/2, a push 1, a half loss 0.5, a loss nothing (the
 * same leg values an express uses for returned and half-settled legs).
 */
export function expectedReturn(outcome: OutcomeDistribution, decimalOdds: number): number {
  return outcome.win * decimalOdds + (outcome.halfWin * (decimalOdds + 1)) / 2 + outcome.push + outcome.halfLoss / 2;
}
