declare const totalOddsBrand: unique symbol;

/**
 * A coupon's total coefficient in thousandths (3.815 → 3815n), truncated
 * (`COUPON_ROUNDING.totalOddsRounding`). bigint because a long express's
 * product leaves the safe-integer range that `Odds` lives in.
 */
export type TotalOdds = bigint & { readonly [totalOddsBrand]: true };

export function totalOddsFromRatio(numerator: bigint, denominator: bigint): TotalOdds {
  return ((numerator * 1000n) / denominator) as TotalOdds;
}
