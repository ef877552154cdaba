import { currencyOf } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';

/** Minor units as "15.50 EUR"-style text with the currency's symbol and exponent from the site config. */
export function moneyOf(
  minor: string | bigint,
  iso: string,
  currencies: readonly { iso: string; symbol: string; exponent: number }[] | undefined,
): string {
  const c = currencyOf(currencies, iso);
  return `${formatMinor(BigInt(minor), c.exponent)}\u00a0${c.symbol}`;
}
