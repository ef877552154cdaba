import { expressFactor } from './express-factor';
import type { Line } from './line';
import { payout } from './payout';
import { OPEN, settled, type Settlement } from './settlement';

/** A line is an express: stake × product of leg factors, floored once. */
export function settleLine(line: Line): Settlement {
  const factor = expressFactor(line.legs);
  return factor === undefined ? OPEN : settled(payout(line.stake, factor));
}
