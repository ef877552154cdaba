import { capPayout } from './cap-payout';
import type { Coupon, LineCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import { linePlan } from './line-plan';
import { mintMoney, type Money } from './money';
import { multiplyRatios } from './multiply-ratios';
import { payout } from './payout';
import { ratioFromOdds } from './ratio';
import { settleCoupon, type SettleOptions } from './settle-coupon';
import { allWon, withStatuses } from './with-statuses';

export interface PossibleWin {
  /**
   * The smallest winning return: exactly the legs of one line win and every
   * other leg loses, minimised over lines. Equal to max for a single, an
   * express and an anti-express; undefined for a chain or a conditional bet,
   * whose returns depend on the order of results rather than a set of winners.
   */
  readonly min: Money | undefined;
  /** Every leg wins (for an anti-express: it wins without a void leg). */
  readonly max: Money;
}

/** Smallest over lines L of the return when exactly L's legs win: L and every line inside it pay. */
function smallestWinningReturn(coupon: LineCoupon): Money {
  const plan = linePlan(coupon);
  const wins = plan.lines.map((line) =>
    payout(line.stake, multiplyRatios(...line.legIndexes.map((i) => ratioFromOdds((plan.legs[i] as Leg).odds)))),
  );
  let smallest: bigint | undefined;
  for (const line of plan.lines) {
    const winners = new Set(line.legIndexes);
    const total = plan.lines.reduce(
      (sum, other, j) => (other.legIndexes.every((i) => winners.has(i)) ? sum + (wins[j] ?? 0n) : sum),
      0n,
    );
    smallest = smallest === undefined || total < smallest ? total : smallest;
  }
  return mintMoney(smallest ?? 0n);
}

/** Possible win as the coupon shows it, within the max payout. */
export function possibleWin(coupon: Coupon, options: SettleOptions = {}): PossibleWin {
  const cap = (amount: Money): Money => capPayout(amount, options.maxPayout);
  if (coupon.typeId === COUPON_TYPE.antiExpress) {
    const win = cap(payout(coupon.stake, ratioFromOdds(coupon.coef)));
    return { min: win, max: win };
  }
  const allWin = settleCoupon(withStatuses(coupon, allWon), options);
  // Every leg is settled in this scenario, so the coupon is too.
  const max = allWin.state === 'settled' ? allWin.payout : mintMoney(0n);
  switch (coupon.typeId) {
    case COUPON_TYPE.single:
    case COUPON_TYPE.express:
      return { min: max, max };
    case COUPON_TYPE.chain:
    case COUPON_TYPE.conditional:
      return { min: undefined, max };
    case COUPON_TYPE.system:
    case COUPON_TYPE.multiBet:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
    case COUPON_TYPE.manySingles:
      return { min: cap(smallestWinningReturn(coupon)), max };
  }
}
