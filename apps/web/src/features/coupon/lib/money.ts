import { formatMinor, parseMajor } from '@sb/ledger';

/** A currency the config does not list still shows: by its code, with two decimals. */
const FALLBACK_EXPONENT = 2;

export interface CurrencyView {
  iso: string;
  symbol: string;
  exponent: number;
}

export function currencyView(currencies: readonly CurrencyView[] | undefined, iso: string, symbol?: string) {
  return currencies?.find((c) => c.iso === iso) ?? { iso, symbol: symbol ?? iso, exponent: FALLBACK_EXPONENT };
}

/** What the player typed in major units ("25.5", "25,50") as minor units; null if not a positive amount. */
export function parseStake(text: string, exponent: number): bigint | null {
  const minor = parseMajor(text.replace(/[\s\u00a0]/g, '').replace(',', '.'), exponent);
  return minor === null || minor <= 0n ? null : minor;
}

/** Minor units as major units ("1550" → "15.50"). */
export function majorOf(minor: bigint | number | string, exponent: number): string {
  return formatMinor(BigInt(minor), exponent);
}

/** Money for display: "15.50 €" (a no-break space before the symbol). */
export function moneyText(minor: bigint | number | string, currency: CurrencyView): string {
  return `${majorOf(minor, currency.exponent)}\u00a0${currency.symbol}`;
}
