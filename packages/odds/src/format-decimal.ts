import { formatFixed } from './format-fixed';
import type { Odds } from './odds';

/**
 * "2.50", "1.875": at least two decimals, three only when the third is
 * non-zero. Never rounds to two places — that loses real prices like 1.875.
 */
export function formatDecimal(odds: Odds): string {
  return odds % 10 === 0 ? formatFixed(odds / 10, 2) : formatFixed(odds, 3);
}
