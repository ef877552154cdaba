/**
 * d from an American price: +A → 1 + A/100, −A → 1 + 100/|A|. Unrounded, for
 * checks and calculations; use `oddsFromAmerican` to get a displayable price.
 * Returns undefined unless the price is a whole number with |A| ≥ 100, the
 * only range in which American prices exist.
 */
export function decimalFromAmerican(american: number): number | undefined {
  if (!Number.isSafeInteger(american) || Math.abs(american) < 100) {
    return undefined;
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}
