/**
 * Casino stakes and payouts (issue 15): the API speaks minor units in digit strings; the page
 * shows and takes major units with two decimals (every currency of the site has exponent 2 but
 * the currency map decides where it matters; the casino's range is 0.10–10,000.00).
 */
export const CASINO_EXPONENT = 2;

/** "1234" minor → "12.34". */
export function formatMinor(minor: string | bigint, exponent = CASINO_EXPONENT): string {
  const v = typeof minor === 'bigint' ? minor : BigInt(minor);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const unit = 10n ** BigInt(exponent);
  const whole = abs / unit;
  const frac = (abs % unit).toString().padStart(exponent, '0');
  return `${neg ? '-' : ''}${whole.toString()}${exponent > 0 ? `.${frac}` : ''}`;
}

/** "12.3" → 1230n; null for anything that is not a positive amount with at most two decimals. */
export function parseMajor(text: string, exponent = CASINO_EXPONENT): bigint | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d*))?\s*$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > exponent) return null;
  const minor = BigInt(m[1] ?? '0') * 10n ** BigInt(exponent) + BigInt(frac.padEnd(exponent, '0') || '0');
  return minor > 0n ? minor : null;
}

/** A multiplier in ten-thousandths (MULTIPLIER_SCALE) as "1.98×". */
export function formatMultiplier(scaled: number | null): string {
  if (scaled === null) return '—';
  return `${(scaled / 10_000).toFixed(2)}×`;
}

/** Play money of demo mode: what a visitor starts with, in minor units. */
export const DEMO_START_BALANCE = 1_000_000n;
