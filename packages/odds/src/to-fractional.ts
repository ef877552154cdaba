import { divideRoundHalfUp } from './divide-round-half-up';
import { gcd } from './gcd';
import type { Odds } from './odds';
import { profitThousandths } from './scaled-profit';
import { STANDARD_FRACTIONS, type Fraction } from './standard-fractions';

/** Prices with a reduced denominator up to this are shown exactly. */
const MAX_EXACT_DENOMINATOR = 10;

/**
 * The fractional price a/b (d = a/b + 1) to display, in lowest terms.
 *
 * Rules, first match wins:
 * 1. above the table's top (d − 1 > 100/1): the rounded whole number over 1
 *    (d = 251 → 250/1, d = 150.123 → 149/1, d = 1001 → 1000/1). This comes
 *    before rule 2 so long prices read like a bookmaker's (150/1, not 748/5);
 * 2. the exact reduced fraction of d − 1 when its denominator is ≤ 10
 *    (d = 2 → 1/1, d = 2.5 → 3/2, d = 1.875 → 7/8);
 * 3. below the table's bottom (d − 1 < 1/100): 1 over the rounded reciprocal,
 *    mirroring rule 1 so d = 1.001 shows 1/1000 instead of a 10× wrong 1/100;
 * 4. otherwise the nearest standard fraction; on an exact tie the shorter
 *    price, so the display never promises more than the decimal price pays.
 *
 * Because rule 2 can pick a value outside the table (7/10), the output is not
 * monotone in d everywhere: d = 1.699 snaps to 8/11 while d = 1.7 is 7/10.
 */
export function toFractional(odds: Odds): Fraction {
  const profit = profitThousandths(odds);
  const bottom = STANDARD_FRACTIONS[0];
  const top = STANDARD_FRACTIONS[STANDARD_FRACTIONS.length - 1];
  if (bottom === undefined || top === undefined) {
    throw new Error('STANDARD_FRACTIONS must not be empty');
  }
  // Comparisons cross-multiply (profit / 1000 vs a / b) to stay in integers.
  if (profit * top.denominator > 1000 * top.numerator) {
    return { numerator: divideRoundHalfUp(profit, 1000), denominator: 1 };
  }

  const divisor = gcd(profit, 1000);
  const exactDenominator = 1000 / divisor;
  if (exactDenominator <= MAX_EXACT_DENOMINATOR) {
    return { numerator: profit / divisor, denominator: exactDenominator };
  }

  if (profit * bottom.denominator < 1000 * bottom.numerator) {
    return { numerator: 1, denominator: divideRoundHalfUp(1000, profit) };
  }
  return nearestStandardFraction(profit, bottom);
}

function nearestStandardFraction(profit: number, first: Fraction): Fraction {
  // |a/b − profit/1000| = |1000a − profit·b| / (1000b); the shared 1000 cancels
  // when two candidates are compared, leaving distance numerators over b.
  const gap = (candidate: Fraction): number => Math.abs(1000 * candidate.numerator - profit * candidate.denominator);
  let best = first;
  for (const candidate of STANDARD_FRACTIONS) {
    // Strictly closer only: the table is ascending, so ties keep the shorter price.
    if (gap(candidate) * best.denominator < gap(best) * candidate.denominator) {
      best = candidate;
    }
  }
  return best;
}
