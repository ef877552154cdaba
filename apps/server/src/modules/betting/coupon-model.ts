import {
  COUPON_TYPE,
  isBetStatusId,
  isCouponTypeId,
  moneyFromMinor,
  type BetStatusId,
  type Coupon,
  type Leg,
  type Money,
} from '@sb/coupon';
import { oddsFromThousandths, type Odds } from '@sb/odds';

/** What the coupon math needs of a stored (or about to be stored) leg. */
export interface LegFacts {
  coef: number;
  statusId: number;
  blockId: number | null;
  isBanker: boolean;
  isLobby: boolean;
  amount: bigint | null;
}

/** What the coupon math needs of a stored (or about to be stored) coupon. */
export interface CouponFacts {
  typeId: number;
  stake: bigint;
  blockStakes: readonly string[] | null;
  systemValue: number | null;
  antiExpressCoef: number | null;
  bonusCoef: number | null;
  legs: readonly LegFacts[];
}

export const odds = (thousandths: number): Odds => {
  const o = oddsFromThousandths(thousandths);
  if (o === undefined) throw new RangeError(`odds ${thousandths} below 1.001`);
  return o;
};

export const money = (minor: bigint): Money => {
  const m = moneyFromMinor(minor);
  if (m === undefined) throw new RangeError(`negative money ${minor}`);
  return m;
};

const leg = (l: LegFacts): Leg => ({
  odds: odds(l.coef),
  statusId: (isBetStatusId(l.statusId) ? l.statusId : -1) as BetStatusId,
});

/** Conditional blocks in ascending block id order, each with its legs. */
export function blocksOf<L extends { blockId: number | null }>(legs: readonly L[]): L[][] {
  const ids = [...new Set(legs.map((l) => l.blockId ?? 0))].sort((a, b) => a - b);
  return ids.map((id) => legs.filter((l) => (l.blockId ?? 0) === id));
}

/** The @sb/coupon model of a coupon: the one place stored rows become coupon math. */
export function toCoupon(c: CouponFacts): Coupon {
  if (!isCouponTypeId(c.typeId)) throw new RangeError(`coupon type ${c.typeId}`);
  const stake = money(c.stake);
  const legs = c.legs;
  switch (c.typeId) {
    case COUPON_TYPE.single: {
      const first = legs[0];
      if (!first) throw new RangeError('single without a leg');
      return { typeId: c.typeId, stake, leg: leg(first) };
    }
    case COUPON_TYPE.express:
      return {
        typeId: c.typeId,
        stake,
        legs: legs.map(leg),
        ...(c.bonusCoef !== null ? { bonusCoef: odds(c.bonusCoef) } : {}),
      };
    case COUPON_TYPE.system:
      return {
        typeId: c.typeId,
        stake,
        legs: legs.filter((l) => !l.isBanker).map(leg),
        bankers: legs.filter((l) => l.isBanker).map(leg),
        systemValue: c.systemValue ?? 0,
      };
    case COUPON_TYPE.multiBet:
      return {
        typeId: c.typeId,
        stake,
        legs: legs.filter((l) => !l.isLobby).map(leg),
        lobby: legs.filter((l) => l.isLobby).map(leg),
        systemValue: c.systemValue ?? 0,
      };
    case COUPON_TYPE.chain:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
      return { typeId: c.typeId, stake, legs: legs.map(leg) };
    case COUPON_TYPE.antiExpress:
      return { typeId: c.typeId, stake, legs: legs.map(leg), coef: odds(c.antiExpressCoef ?? 0) };
    case COUPON_TYPE.conditional:
      return {
        typeId: c.typeId,
        blocks: blocksOf(legs).map((block, i) => ({
          stake: money(BigInt(c.blockStakes?.[i] ?? '0')),
          legs: block.map(leg),
        })),
      };
    case COUPON_TYPE.manySingles:
      return {
        typeId: c.typeId,
        singles: legs.map((l) => ({ stake: money(l.amount ?? 0n), leg: leg(l) })),
      };
  }
}

/** Coupon-level status after settlement: 0 lost, 2 everything returned, 1 anything else paid. */
export function couponStatusId(payout: bigint, stake: bigint): 0 | 1 | 2 {
  if (payout === 0n) return 0;
  return payout === stake ? 2 : 1;
}
