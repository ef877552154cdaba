/** ISO 4217 numeric codes: the spec's Account.currencyId for the currencies we offer. */
export const CURRENCY_IDS: Record<string, number> = {
  RUB: 643,
  USD: 840,
  EUR: 978,
  GBP: 826,
  UAH: 980,
  TRY: 949,
  BRL: 986,
  KZT: 398,
};

/**
 * The wallet's house accounts. Betting owns its own: stakes go to `house:bets:<shard>` and wins
 * are paid from HOUSE_WINS (modules/betting/settlement.ts), each defined once there.
 */
export const HOUSE = {
  deposits: 'house:deposits',
  withdrawals: 'house:withdrawals',
  withdrawalsPending: 'house:withdrawals_pending',
} as const;
