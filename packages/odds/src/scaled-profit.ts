import { divideRoundHalfUp } from './divide-round-half-up';
import type { FractionDigits } from './format-fixed';
import type { Odds } from './odds';

/** Thousandths of d − 1 (the net profit per unit stake). Always ≥ 1. */
export function profitThousandths(odds: Odds): number {
  return odds - 1000;
}

/** d − 1, rounded half up to `fractionDigits` decimals, as an integer. */
export function scaledProfit(odds: Odds, fractionDigits: FractionDigits): number {
  return divideRoundHalfUp(profitThousandths(odds), 10 ** (3 - fractionDigits));
}

/**
 * 1 / (d − 1), rounded half up to `fractionDigits` decimals, as an integer.
 * Computed straight from thousandths rather than from a rounded d − 1, so the
 * reciprocal is rounded once.
 */
export function scaledReciprocalProfit(odds: Odds, fractionDigits: FractionDigits): number {
  return divideRoundHalfUp(1000 * 10 ** fractionDigits, profitThousandths(odds));
}
