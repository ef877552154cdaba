import { combinations } from './combinations';
import { MIN_SYSTEM_VALUE } from './constants';
import type { LineCoupon } from './coupon';
import { COUPON_ERRORS } from './coupon-errors';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import type { Money } from './money';
import { splitStake } from './split-stake';

/** A line as positions in `LinePlan.legs`, so scenarios can say which legs won. */
export interface IndexedLine {
  readonly legIndexes: readonly number[];
  readonly stake: Money;
}

export interface LinePlan {
  readonly legs: readonly Leg[];
  readonly lines: readonly IndexedLine[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

function equalStakes(stake: Money, indexSets: readonly (readonly number[])[]): IndexedLine[] {
  const split = splitStake(stake, indexSets.length);
  if (split === undefined) {
    throw new RangeError(COUPON_ERRORS.stakeTooSmall(stake, indexSets.length));
  }
  return indexSets.map((legIndexes) => ({ legIndexes, stake: split.perLine }));
}

/** Fixed part + every choice of `size` from the rest: a system's lines (fixed = bankers or lobby). */
function fixedPlusCombinations(fixedCount: number, total: number, size: number): number[][] {
  const fixed = range(0, fixedCount);
  return combinations(range(fixedCount, total), size).map((chosen) => [...fixed, ...chosen]);
}

function fullCover(count: number): number[][] {
  return range(1, count + 1).flatMap((size) => combinations(range(0, count), size));
}

function checkSystemValue(systemValue: number, legCount: number, fixedCount: number): void {
  if (
    !Number.isInteger(systemValue) ||
    systemValue < MIN_SYSTEM_VALUE ||
    systemValue <= fixedCount ||
    systemValue >= legCount
  ) {
    throw new RangeError(COUPON_ERRORS.systemValue(systemValue, legCount, fixedCount));
  }
}

/** The lines a line-based coupon is made of, with the stake of each. Throws on a shape no rule allows. */
export function linePlan(coupon: LineCoupon): LinePlan {
  switch (coupon.typeId) {
    case COUPON_TYPE.single:
      return { legs: [coupon.leg], lines: [{ legIndexes: [0], stake: coupon.stake }] };
    case COUPON_TYPE.express: {
      if (coupon.legs.length === 0) {
        throw new RangeError(COUPON_ERRORS.noLegs('an express'));
      }
      return { legs: coupon.legs, lines: [{ legIndexes: range(0, coupon.legs.length), stake: coupon.stake }] };
    }
    case COUPON_TYPE.system: {
      const legs = [...coupon.bankers, ...coupon.legs];
      const bankers = coupon.bankers.length;
      checkSystemValue(coupon.systemValue, legs.length, bankers);
      const sets = fixedPlusCombinations(bankers, legs.length, coupon.systemValue - bankers);
      return { legs, lines: equalStakes(coupon.stake, sets) };
    }
    case COUPON_TYPE.multiBet: {
      // The lobby is multiplied into every line: it behaves as a banker that
      // does not count towards the system value.
      const legs = [...coupon.lobby, ...coupon.legs];
      checkSystemValue(coupon.systemValue, coupon.legs.length, 0);
      const sets = fixedPlusCombinations(coupon.lobby.length, legs.length, coupon.systemValue);
      return { legs, lines: equalStakes(coupon.stake, sets) };
    }
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent: {
      if (coupon.legs.length === 0) {
        throw new RangeError(COUPON_ERRORS.noLegs('a full cover'));
      }
      return { legs: coupon.legs, lines: equalStakes(coupon.stake, fullCover(coupon.legs.length)) };
    }
    case COUPON_TYPE.manySingles:
      return {
        legs: coupon.singles.map((s) => s.leg),
        lines: coupon.singles.map((s, i) => ({ legIndexes: [i], stake: s.stake })),
      };
  }
}
