import type { Odds } from './odds';
import { toAmerican } from './to-american';

/** "+150", "-200", "+100" for even money: positive prices always carry "+". */
export function formatAmerican(odds: Odds): string {
  const american = toAmerican(odds);
  return american > 0 ? `+${american}` : String(american);
}
