import { formatFixed, type FractionDigits } from './format-fixed';
import type { Odds } from './odds';
import { scaledProfit, scaledReciprocalProfit } from './scaled-profit';

/**
 * Indonesian odds: the American price / 100 — d > 2 → "+(d − 1)", d < 2 →
 * "-1/(d − 1)" — with the sign always shown ("+1.50", "-2.00").
 *
 * Project decision: d = 2 is "1.00" with no sign. Even money is both +1.00 and
 * -1.00 in this format, so neither sign would be more correct.
 * Each value is rounded once from thousandths, so at 2 decimals the digits
 * always equal `toAmerican(odds) / 100`.
 */
export function formatIndonesian(odds: Odds, fractionDigits: FractionDigits = 2): string {
  if (odds === 2000) {
    return formatFixed(scaledProfit(odds, fractionDigits), fractionDigits);
  }
  if (odds > 2000) {
    return `+${formatFixed(scaledProfit(odds, fractionDigits), fractionDigits)}`;
  }
  return `-${formatFixed(scaledReciprocalProfit(odds, fractionDigits), fractionDigits)}`;
}
