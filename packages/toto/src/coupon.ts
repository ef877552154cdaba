import { PICKS, type Pick, type Predictions, type TotoRules } from './types';

/**
 * A coupon (issue 19 "Toto"): one or more picks per event; it buys the product of the events'
 * pick counts as combinations (reference: "a coupon with several predictions per event buys the
 * product of the predictions' counts as lines"), each at the same stake.
 */

/** Why a coupon is refused: a stable code the API answers with a 400. */
export type CouponRefusal = 'wrong_event_count' | 'no_pick' | 'duplicate_pick' | 'too_many_combinations' | 'bad_stake';

export type CheckedCoupon =
  | { ok: true; predictions: Pick[][]; combinations: number; stake: bigint }
  | { ok: false; code: CouponRefusal; event?: number };

/** The number of combinations: the product of each event's pick count (0 when an event has none). */
export function combinationsOf(predictions: Predictions): number {
  return predictions.reduce((n, picks) => n * picks.length, 1);
}

const order = (p: Pick) => PICKS.indexOf(p);

/**
 * The coupon checked against the rules: every event predicted (picks in 1, X, 2 order, none
 * twice), at most maxCombinations, the stake per combination a positive multiple of the unit
 * up to the maximum. The stake of the coupon is combinations × stake per combination.
 */
export function checkCoupon(rules: TotoRules, predictions: Predictions, perCombination: bigint): CheckedCoupon {
  if (predictions.length !== rules.events) return { ok: false, code: 'wrong_event_count' };
  const sorted: Pick[][] = [];
  for (const [event, picks] of predictions.entries()) {
    if (picks.length === 0) return { ok: false, code: 'no_pick', event };
    if (new Set(picks).size !== picks.length) return { ok: false, code: 'duplicate_pick', event };
    sorted.push([...picks].sort((a, b) => order(a) - order(b)));
  }
  const combinations = combinationsOf(sorted);
  if (combinations > rules.maxCombinations) return { ok: false, code: 'too_many_combinations' };
  if (
    perCombination < rules.unit ||
    perCombination > rules.maxStakePerCombination ||
    perCombination % rules.unit !== 0n
  )
    return { ok: false, code: 'bad_stake' };
  return { ok: true, predictions: sorted, combinations, stake: BigInt(combinations) * perCombination };
}
