import type { BonusDefinition } from './definition';

/**
 * Issue 16 cashback (reference games-and-bonuses.md "Bonuses"): a percentage of net losses over a
 * period — stakes − wins − bonuses — paid once per period as real money. A period with net wins
 * (or exactly even) pays nothing; the payment never passes the definition's cap nor the loss.
 */

const DAY_MS = 86_400_000;
export const CASHBACK_PERIOD_DAYS = 7;

export interface CashbackPeriod {
  /** Inclusive start, exclusive end, ms since the epoch (Monday 00:00 UTC, weekly). */
  start: number;
  end: number;
}

/** The weekly period (Monday 00:00 UTC to the next Monday) that holds `atMs`. */
export function cashbackPeriod(atMs: number): CashbackPeriod {
  const day = Math.floor(atMs / DAY_MS);
  // 1970-01-01 was a Thursday: day 4 after a Monday.
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  const start = monday * DAY_MS;
  return { start, end: start + CASHBACK_PERIOD_DAYS * DAY_MS };
}

/** The last complete period before the one holding `atMs` (what the leader job pays). */
export const previousCashbackPeriod = (atMs: number): CashbackPeriod => cashbackPeriod(cashbackPeriod(atMs).start - 1);

export interface PeriodTotals {
  stakes: bigint;
  wins: bigint;
  bonuses: bigint;
}

/** Net loss of a period: stakes − wins − bonuses (negative: the player won). */
export const netLoss = (t: PeriodTotals): bigint => t.stakes - t.wins - t.bonuses;

/** The cashback of a period: percent of a positive net loss, rounded down, held to the cap and to the loss. */
export function cashbackAmount(d: Pick<BonusDefinition, 'percent' | 'cap'>, loss: bigint): bigint {
  if (loss <= 0n) return 0n;
  const pct = BigInt(Math.max(0, Math.min(10_000, Math.round(d.percent * 100))));
  let paid = (loss * pct) / 10_000n;
  if (d.cap !== null && paid > d.cap) paid = d.cap;
  return paid > loss ? loss : paid;
}
