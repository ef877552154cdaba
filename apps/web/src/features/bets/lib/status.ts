/** §3 Bet status ids and their dictionary keys. */
export const BET_STATUS_KEYS: Readonly<Record<number, string>> = {
  [-2]: 'bet_status_not_calculated',
  [-1]: 'bet_status_not_started',
  0: 'bet_status_lose',
  1: 'bet_status_win',
  2: 'bet_status_return',
  3: 'bet_status_forced_return',
  4: 'bet_status_half_win_half_return',
  5: 'bet_status_half_lose_half_return',
  6: 'bet_status_half_lose_half_win',
};

export function betStatusKey(statusId: number): string {
  return BET_STATUS_KEYS[statusId] ?? 'bet_status_not_calculated';
}

/** A coupon's state line: open, cashed out, or settled as lost / won / returned. */
export function couponStateKey(c: { status: string; statusId: number }): string {
  if (c.status === 'open') return 'bets_state_open';
  if (c.status === 'cashed_out') return 'bets_state_cashed_out';
  if (c.statusId === 0) return 'bets_result_lost';
  if (c.statusId === 2 || c.statusId === 3) return 'bets_result_returned';
  return 'bets_result_won';
}

/** Start of the history period (ms), or undefined for all time. */
export const PERIODS = { day: 1, week: 7, month: 30, all: 0 } as const;
export type Period = keyof typeof PERIODS;
export function periodFrom(period: Period, nowMs: number): number | undefined {
  const days = PERIODS[period];
  return days === 0 ? undefined : nowMs - days * 86_400_000;
}
