import { PRICING_ERRORS } from './errors';

/**
 * Chance the server holds a game, winning each point on serve with
 * probability p (q = 1 − p), points independent:
 * p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(p² + q²).
 *
 * The first part counts holds to 0, 15 and 30; the second reaches deuce
 * (3–3 in points, C(6,3) = 20 ways) and then wins two points in a row before
 * losing two, a geometric series whose sum is p²/(1 − 2pq) = p²/(p² + q²).
 */
export function tennisHoldProbability(p: number): number {
  if (!(p >= 0 && p <= 1)) {
    throw new RangeError(PRICING_ERRORS.holdPoint(p));
  }
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (p * p + q * q);
}
