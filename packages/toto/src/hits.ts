import type { EventOutcome, Pick, Predictions } from './types';

/**
 * Hits of a coupon (issue 19 "Toto"). The cancelled-event rule: a cancelled event counts as
 * correctly predicted by every pick of every coupon. It is the spec's forced return (bet status
 * 3) carried over to a pool: there a cancelled leg is settled as won at odds 1 — the coupon
 * neither wins nor loses by it — and here the event likewise cannot cost a combination a tier.
 * A coupon with two picks on a cancelled event therefore has both of those combinations correct
 * on it (each was paid for, each is counted).
 */

/** The 1X2 outcome of a finished match score. */
export function outcomeOfScore(home: number, away: number): Pick {
  return home > away ? '1' : home < away ? '2' : 'X';
}

/** Whether a pick is correct for an outcome (every pick is correct for a cancelled event). */
export const isCorrect = (pick: Pick, outcome: EventOutcome): boolean => outcome === 'cancelled' || pick === outcome;

/**
 * How many of the coupon's combinations have exactly k correct predictions, for k = 0 … events:
 * the coefficients of ∏ (wrong_i + right_i · x) over the events, where right_i is the number of
 * the event's picks that are correct and wrong_i the rest. Exact and linear in the events; the
 * counts sum to the number of combinations.
 */
export function hitDistribution(predictions: Predictions, outcomes: readonly EventOutcome[]): number[] {
  if (predictions.length !== outcomes.length) throw new RangeError('one outcome per predicted event');
  let poly = [1];
  predictions.forEach((picks, i) => {
    const outcome = outcomes[i] ?? 'cancelled';
    const right = picks.filter((p) => isCorrect(p, outcome)).length;
    const wrong = picks.length - right;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, k) => {
      next[k] = (next[k] ?? 0) + c * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + c * right;
    });
    poly = next;
  });
  return poly;
}

/** The most correct predictions of any of the coupon's combinations. */
export function bestHits(distribution: readonly number[]): number {
  for (let k = distribution.length - 1; k >= 0; k--) if ((distribution[k] ?? 0) > 0) return k;
  return 0;
}
