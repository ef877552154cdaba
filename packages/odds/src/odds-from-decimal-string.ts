import { oddsFromThousandths, type Odds } from './odds';

// Canonical digits only: no sign, exponent, whitespace or leading zeros, so a
// string that parses here means exactly what it says. More than three
// decimals is rejected rather than rounded, because a price with a fourth
// decimal is not one the reference can represent.
const DECIMAL_ODDS = /^(0|[1-9]\d*)(?:\.(\d{1,3}))?$/;

/**
 * Parses decimal odds such as "2.50" or "1.875". Returns undefined for
 * malformed text, more than three decimals, or d < 1.001. Callers trim user
 * input first; whitespace is treated as malformed.
 */
export function oddsFromDecimalString(text: string): Odds | undefined {
  const match = DECIMAL_ODDS.exec(text);
  if (match === null) {
    return undefined;
  }
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  // Built from integer parts so "1.005" becomes 1005, never 1004.999….
  return oddsFromThousandths(Number(whole) * 1000 + Number(fraction));
}
