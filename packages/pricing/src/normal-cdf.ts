/** Below this |x| the power series of erf converges fast; above it the continued fraction does. */
const SERIES_LIMIT = 2.5;
/** Depth of the continued fraction; at |x| ≥ 2.5 it has converged to double precision well before this. */
const FRACTION_DEPTH = 80;

/**
 * Standard normal CDF Φ(z), accurate to about 1e-14.
 *
 * Short approximations (Abramowitz-Stegun, `erfcc`) are only good to ~1e-7,
 * and their error can make Φ non-monotone between close points, which turns
 * into negative masses when a distribution is built from differences of Φ.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = z / Math.SQRT2;
  if (Math.abs(x) < SERIES_LIMIT) {
    return 0.5 + 0.5 * erfSeries(x);
  }
  const upperTail = 0.5 * erfcContinuedFraction(Math.abs(x));
  return x > 0 ? 1 - upperTail : upperTail;
}

// erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)): every term positive, no cancellation.
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  for (let n = 1; n < 200 && Math.abs(term) > 1e-17 * Math.abs(sum); n++) {
    term *= (2 * x * x) / (2 * n + 1);
    sum += term;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum;
}

// erfc(x) = e^(−x²)/√π · 1/(x + ½/(x + 1/(x + (3/2)/(x + …)))), evaluated from the tail.
function erfcContinuedFraction(x: number): number {
  let denominator = x;
  for (let n = FRACTION_DEPTH; n >= 1; n--) {
    denominator = x + n / 2 / denominator;
  }
  return Math.exp(-x * x) / (Math.sqrt(Math.PI) * denominator);
}
