import { formatMinor, parseMajor } from '@sb/ledger';

// The currency lookup (a currency the config does not list shows by its code, two decimals) is shared.
export { currencyOf, type CurrencyInfo } from '@sb/contracts';

/**
 * An amount the player typed in major units ("25.50", "25,50", "1 000") as whole minor units of
 * the currency; null when it is not a positive amount with at most `exponent` decimals. Exact:
 * the digits are moved, never multiplied as a float.
 */
export function parseAmountInput(text: string, exponent: number): bigint | null {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const minor = parseMajor(normalized, exponent);
  return minor === null || minor <= 0n ? null : minor;
}

/** Minor units (a number or digit string from the API, or a bigint) as major units: 2550 → "25.50". */
export function formatAmount(minor: bigint | number | string, exponent: number): string {
  return formatMinor(BigInt(minor), exponent);
}

/** The smallest amount the currency can express, in major units: exponent 2 → "0.01". */
export function amountStep(exponent: number): string {
  return exponent <= 0 ? '1' : `0.${'1'.padStart(exponent, '0')}`;
}

/** Money for display: "25.00 €". */
export function withSymbol(money: string, symbol: string): string {
  return `${money}\u00a0${symbol}`;
}

export type AmountProblem = 'wallet_invalid_amount' | 'wallet_amount_below_min' | 'wallet_amount_above_max';

/**
 * The same checks the server makes before money moves (its error titles, so the player reads
 * one text whichever side refused), done first in the browser to spare a round trip.
 */
export function checkAmount(
  text: string,
  exponent: number,
  limits: { min: number; max: number } | undefined,
): { ok: true; minor: bigint } | { ok: false; problem: AmountProblem } {
  const minor = parseAmountInput(text, exponent);
  if (minor === null) return { ok: false, problem: 'wallet_invalid_amount' };
  if (limits && minor < BigInt(limits.min)) return { ok: false, problem: 'wallet_amount_below_min' };
  if (limits && minor > BigInt(limits.max)) return { ok: false, problem: 'wallet_amount_above_max' };
  return { ok: true, minor };
}
