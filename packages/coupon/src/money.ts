declare const moneyBrand: unique symbol;

/**
 * An amount as an integer count of minor units (cents, kopecks), never
 * negative.
 *
 * bigint rather than number: a payout is stake × a product of leg odds, and a
 * long accumulator's exact product leaves Number's safe-integer range long
 * before any cap applies. With bigint every intermediate value is exact and the
 * only rounding is the named one (`COUPON_ROUNDING.payoutRounding`).
 */
export type Money = bigint & { readonly [moneyBrand]: true };

/** The validated way in: a non-negative integer number of minor units. */
export function moneyFromMinor(minor: bigint | number): Money | undefined {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    return undefined;
  }
  const value = BigInt(minor);
  return value < 0n ? undefined : (value as Money);
}

/**
 * Internal mint for results of this package's own arithmetic (sums and floors
 * of non-negative amounts). A negative value here is a bug, not bad input.
 */
export function mintMoney(value: bigint): Money {
  if (value < 0n) {
    throw new RangeError(`money cannot be negative, got ${value}`);
  }
  return value as Money;
}

export const ZERO_MONEY = mintMoney(0n);
