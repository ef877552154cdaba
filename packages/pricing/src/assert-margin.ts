import { PRICING_ERRORS } from './errors';

/** A book never prices above fair odds, so a margin is ≥ 0. */
export function assertMargin(margin: number): void {
  if (!(Number.isFinite(margin) && margin >= 0)) {
    throw new RangeError(PRICING_ERRORS.margin(margin));
  }
}
