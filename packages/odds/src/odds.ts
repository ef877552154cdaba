declare const oddsBrand: unique symbol;

/**
 * Decimal odds as an integer count of thousandths (d = 2.5 → 2500).
 *
 * Prices are quoted with exactly three decimals, so an integer scale keeps
 * every conversion exact; floats would silently turn 1.005 into 1.00499….
 * The brand stops a raw number (a stake, an American price, d itself) from
 * being passed where thousandths are expected.
 */
export type Odds = number & { readonly [oddsBrand]: true };

/** Smallest price that still pays anything: d = 1.001. */
export const MIN_ODDS_THOUSANDTHS = 1001;

/**
 * The only place that mints `Odds`, so the brand always implies a validated
 * value. The safe-integer bound is what keeps the integer arithmetic of the
 * converters exact.
 */
export function oddsFromThousandths(thousandths: number): Odds | undefined {
  if (!Number.isSafeInteger(thousandths) || thousandths < MIN_ODDS_THOUSANDTHS) {
    return undefined;
  }
  return thousandths as Odds;
}
