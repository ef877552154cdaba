import { formatFixed, type FractionDigits } from './format-fixed';
import type { Odds } from './odds';
import { scaledProfit, scaledReciprocalProfit } from './scaled-profit';

/**
 * Malay odds: d ≤ 2 → d − 1 ("0.50"); d > 2 → −1/(d − 1) ("-0.67").
 * Always within [-1, 1].
 *
 * The minus sign is kept even when the magnitude rounds to zero (d = 1001 →
 * "-0.00"): in Malay the sign tells underdog from favourite, and "0.00" would
 * read as the shortest favourite possible.
 */
export function formatMalay(odds: Odds, fractionDigits: FractionDigits = 2): string {
  if (odds <= 2000) {
    return formatFixed(scaledProfit(odds, fractionDigits), fractionDigits);
  }
  return `-${formatFixed(scaledReciprocalProfit(odds, fractionDigits), fractionDigits)}`;
}
