import { BET_STATUS } from './bet-status';
import type { Coupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';

/** The same coupon with every leg's status replaced; used to price "what if" scenarios. */
export function withStatuses(coupon: Coupon, statusOf: (leg: Leg) => Leg['statusId']): Coupon {
  const map = (legs: readonly Leg[]): Leg[] => legs.map((leg) => ({ ...leg, statusId: statusOf(leg) }));
  switch (coupon.typeId) {
    case COUPON_TYPE.single:
      return { ...coupon, leg: { ...coupon.leg, statusId: statusOf(coupon.leg) } };
    case COUPON_TYPE.system:
      return { ...coupon, legs: map(coupon.legs), bankers: map(coupon.bankers) };
    case COUPON_TYPE.multiBet:
      return { ...coupon, legs: map(coupon.legs), lobby: map(coupon.lobby) };
    case COUPON_TYPE.conditional:
      return { ...coupon, blocks: coupon.blocks.map((b) => ({ ...b, legs: map(b.legs) })) };
    case COUPON_TYPE.manySingles:
      return {
        ...coupon,
        singles: coupon.singles.map((s) => ({ ...s, leg: { ...s.leg, statusId: statusOf(s.leg) } })),
      };
    case COUPON_TYPE.express:
    case COUPON_TYPE.chain:
    case COUPON_TYPE.antiExpress:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
      return { ...coupon, legs: map(coupon.legs) };
  }
}

export const allWon = (): Leg['statusId'] => BET_STATUS.win;
