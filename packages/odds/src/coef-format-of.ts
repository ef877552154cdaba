import { COEF_FORMATS, type CoefFormat } from './coef-formats';
import { isCoefViewId } from './is-coef-view-id';

/**
 * Spec §5: "The coefficient format must be in the allowed list, otherwise
 * undefined". There is deliberately no fallback to decimal: a default here
 * would hide a bad stored preference instead of letting the caller decide.
 */
export function coefFormatOf(id: unknown): CoefFormat | undefined {
  return isCoefViewId(id) ? COEF_FORMATS[id] : undefined;
}
