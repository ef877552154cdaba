/** Spec §3 Bet status ids. */
export const BET_STATUS = {
  notCalculated: -2,
  gameNotStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;

export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

const IDS: ReadonlySet<number> = new Set(Object.values(BET_STATUS));

export function isBetStatusId(value: number): value is BetStatusId {
  return IDS.has(value);
}
