import { formatFixed, type FractionDigits } from './format-fixed';
import type { Odds } from './odds';
import { scaledProfit } from './scaled-profit';

/** Hong Kong odds: d − 1, never negative, so never signed ("1.50"). */
export function formatHongKong(odds: Odds, fractionDigits: FractionDigits = 2): string {
  return formatFixed(scaledProfit(odds, fractionDigits), fractionDigits);
}
