/**
 * Shared spec constants (spec §3): the numbers the server stores and the web shows, written once.
 * Limit types live in @sb/limits (the pure rules that use them) and are re-exported here so an
 * API client needs only the contracts.
 */
import { BONUS_ACCOUNT_TYPE } from '@sb/coupon';

export { LIMIT_TYPE, type LimitType } from '@sb/limits';

/**
 * Spec §3 Account types: the main account, the bonus account, an extra currency account. The
 * bonus type is the coupon rules' own constant (§5: max amount never applies to it), not a copy.
 */
export const ACCOUNT_TYPE = { main: 0, bonus: BONUS_ACCOUNT_TYPE, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** What the site config says of a currency (spec §7 site config `currencies`). */
export interface CurrencyInfo {
  iso: string;
  symbol: string;
  exponent: number;
}

/** A currency the config does not list still shows: by its code, with two decimals. */
export const FALLBACK_EXPONENT = 2;

/** The config's entry for a currency, or a fallback showing its code with two decimals. */
export const currencyOf = (currencies: readonly CurrencyInfo[] | undefined, iso: string): CurrencyInfo =>
  currencies?.find((c) => c.iso === iso) ?? { iso, symbol: iso, exponent: FALLBACK_EXPONENT };

/** The number of decimals of a currency's minor units (2 when the config does not list it). */
export const exponentOf = (currencies: readonly CurrencyInfo[] | undefined, iso: string): number =>
  currencyOf(currencies, iso).exponent;
