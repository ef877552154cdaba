/** C(n, k), exact: each step's product is divisible by its step number. 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) {
    return 0;
  }
  let result = 1n;
  const r = Math.min(k, n - k);
  for (let i = 1; i <= r; i++) {
    result = (result * BigInt(n - r + i)) / BigInt(i);
  }
  return Number(result);
}
