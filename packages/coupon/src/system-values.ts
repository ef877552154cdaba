import { MIN_SYSTEM_VALUE } from './constants';

/**
 * The system values k a coupon can offer (Coupon state systemValues): at least
 * 2 (§4, §5), above the banker count so every line has a free choice, and
 * below the leg count (k = n is one line: an express).
 */
export function systemValues(legCount: number, bankerCount = 0): number[] {
  const from = Math.max(MIN_SYSTEM_VALUE, bankerCount + 1);
  return Array.from({ length: Math.max(0, legCount - from) }, (_, i) => from + i);
}
