import type { Line } from './line';
import { mintMoney } from './money';
import { settleLine } from './settle-line';
import { OPEN, settled, type Settlement } from './settlement';

/** Lines are separate bets: each is rounded on its own and the payouts add up. Open while any line is. */
export function settleLines(lines: readonly Line[]): Settlement {
  let total = 0n;
  for (const line of lines) {
    const result = settleLine(line);
    if (result.state === 'open') {
      return OPEN;
    }
    total += result.payout;
  }
  return settled(mintMoney(total));
}
