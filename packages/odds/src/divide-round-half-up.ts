/**
 * Integer division of non-negative integers, rounded half up.
 *
 * Callers round the magnitude and apply the sign afterwards, so -0.625 shows
 * as -0.63 just as +0.625 shows as +0.63 (java.math.RoundingMode.HALF_UP).
 * That keeps favourite and underdog prices symmetric.
 *
 * `%` is exact for integers, so working from the remainder keeps the result
 * exact for any safe-integer input; `Math.round(a / b)` is not.
 */
export function divideRoundHalfUp(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend) || dividend < 0 || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(
      `divideRoundHalfUp needs integers dividend >= 0 and divisor > 0, got ${dividend} / ${divisor}`,
    );
  }
  const remainder = dividend % divisor;
  const quotient = (dividend - remainder) / divisor;
  return 2 * remainder >= divisor ? quotient + 1 : quotient;
}
