import { formatOdds } from './format-odds';
import { isCoefViewId } from './is-coef-view-id';
import type { Odds } from './odds';

/**
 * Formats with an id from outside the type system (settings, query strings).
 * Undefined for ids outside the allowed list (spec §5) — no decimal fallback.
 */
export function formatOddsById(odds: Odds, id: unknown): string | undefined {
  return isCoefViewId(id) ? formatOdds(odds, id) : undefined;
}
