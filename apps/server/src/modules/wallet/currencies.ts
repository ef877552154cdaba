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

/** Spec §3 Account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

export const HOUSE = {
  deposits: 'house:deposits',
  withdrawals: 'house:withdrawals',
  withdrawalsPending: 'house:withdrawals_pending',
  bets: 'house:bets',
  wins: 'house:wins',
} as const;
