/** Number of decimals in the Asian formats: 2 normally, 3 in the Asian view. */
export type FractionDigits = 2 | 3;

/**
 * Renders an unsigned integer counted in 10^-fractionDigits units
 * (67, 2 → "0.67"). Signs are left to the caller because some formats must
 * keep a sign on a magnitude that rounds to zero.
 */
export function formatFixed(magnitude: number, fractionDigits: FractionDigits): string {
  const unit = 10 ** fractionDigits;
  const fraction = magnitude % unit;
  const whole = (magnitude - fraction) / unit;
  return `${whole}.${String(fraction).padStart(fractionDigits, '0')}`;
}
