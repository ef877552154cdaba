import { COEF_VIEW_IDS, type CoefViewId } from './coef-view-ids';

// A Set of unknown lets `has` accept any input without widening casts.
const ALLOWED: ReadonlySet<unknown> = new Set<unknown>(COEF_VIEW_IDS);

/**
 * True only for the numbers in COEF_VIEW_IDS. Strings such as "0" are
 * rejected: parsing a query parameter or a stored setting is the caller's
 * job, and accepting both would hide where an id came from.
 */
export function isCoefViewId(x: unknown): x is CoefViewId {
  return ALLOWED.has(x);
}
