/** Small helpers the games share (no randomness here). */

/** arr[i], for an index the caller's logic guarantees is inside the array. */
export function at<T>(arr: readonly T[], i: number): T {
  const value = arr[i];
  if (value === undefined) throw new RangeError(`index ${i} outside 0…${arr.length - 1}`);
  return value;
}

/** n choose k as an exact float (all uses here stay far below 2⁵³). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number in [min, max], or undefined. */
export function intIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** One of the allowed strings, or undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A parsed value. */
export function ok<P>(value: P): { ok: true; value: P } {
  return { ok: true, value };
}

/** A refusal with its reason code (the server answers 400 with it). */
export function fail(code: string): { ok: false; code: string } {
  return { ok: false, code };
}

/** A decimal with at most two places as whole hundredths, or undefined (49.5 → 4950). */
export function hundredths(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const scaled = Math.round(value * 100);
  return Math.abs(scaled - value * 100) < 1e-6 ? scaled : undefined;
}

/** A decimal multiplier (2.52) in MULTIPLIER_SCALE units (25_200), exact for 4 decimals. */
export function units(multiplier: number): number {
  return Math.round(multiplier * 10_000);
}
