import { COEF_FORMATS, type CoefFormat } from './coef-formats';
import type { CoefViewId } from './coef-view-ids';
import { formatAmerican } from './format-american';
import { formatDecimal } from './format-decimal';
import { formatFractional } from './format-fractional';
import { formatHongKong } from './format-hong-kong';
import { formatIndonesian } from './format-indonesian';
import { formatMalay } from './format-malay';
import type { Odds } from './odds';

/** Formats a price for a known display id. See `formatOddsById` for untrusted ids. */
export function formatOdds(odds: Odds, viewId: CoefViewId): string {
  const format: CoefFormat = COEF_FORMATS[viewId];
  switch (format.style) {
    case 'decimal':
      return formatDecimal(odds);
    case 'fractional':
      return formatFractional(odds);
    case 'american':
      return formatAmerican(odds);
    case 'hong-kong':
      return formatHongKong(odds, format.fractionDigits);
    case 'malay':
      return formatMalay(odds, format.fractionDigits);
    case 'indonesian':
      return formatIndonesian(odds, format.fractionDigits);
    default:
      return unreachable(format);
  }
}

// Makes adding a style without a formatter a compile error.
function unreachable(format: never): never {
  throw new Error(`Unhandled coefficient format: ${JSON.stringify(format)}`);
}
