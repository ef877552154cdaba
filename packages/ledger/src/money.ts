/** Money is integer minor units (bigint). The largest amount one posting may move: 10^15 minor units. */
export const MAX_AMOUNT = 10n ** 15n;

/**
 * Parses an amount in minor units from user input. Accepts a safe integer or a string of digits;
 * refuses fractions, exponents, signs other than a leading minus, and anything above MAX_AMOUNT.
 */
export function parseMinor(value: unknown): bigint | null {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    value = String(value);
  }
  if (typeof value !== 'string' || !/^-?\d{1,16}$/.test(value)) return null;
  const v = BigInt(value);
  return v > MAX_AMOUNT || v < -MAX_AMOUNT ? null : v;
}

/** "12345" minor units with exponent 2 → "123.45"; exact, no floats. */
export function formatMinor(amount: bigint, exponent: number): string {
  const neg = amount < 0n;
  const abs = neg ? -amount : amount;
  if (exponent === 0) return `${neg ? '-' : ''}${abs}`;
  const s = abs.toString().padStart(exponent + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, -exponent)}.${s.slice(-exponent)}`;
}

/** "123.45" → 12345n for exponent 2; null when the text has more decimals than the currency. */
export function parseMajor(text: string, exponent: number): bigint | null {
  const m = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > exponent) return null;
  const v = BigInt(`${m[1]}${frac.padEnd(exponent, '0')}`);
  return v > MAX_AMOUNT ? null : v;
}
