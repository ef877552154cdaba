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
