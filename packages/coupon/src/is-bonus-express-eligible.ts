import type { Odds } from '@sb/odds';
import { BONUS_EXPRESS_RULES } from './constants';
import { COUPON_TYPE, type CouponTypeId } from './coupon-types';
import { expressOdds } from './express-odds';

export interface BonusExpressInput {
  /** The site option that offers the bonus bet on an express. */
  readonly siteAllowsBonusExpress: boolean;
  readonly typeId: CouponTypeId;
  /** Each bet's market kind and coefficient (Coupon bet market.kind, market.coef). */
  readonly bets: readonly { readonly kind: number; readonly coef: Odds }[];
}

/**
 * §5 Bonus bet on an express: site option on and type express; no market
 * kind 7 and every coef at least 1.1; at least 3 bets and total coef at least
 * 1.01 (the total is the truncated product, as shown).
 */
export function isBonusExpressEligible(input: BonusExpressInput): boolean {
  const { bets } = input;
  return (
    input.siteAllowsBonusExpress &&
    input.typeId === COUPON_TYPE.express &&
    bets.length >= BONUS_EXPRESS_RULES.minBets &&
    bets.every((b) => b.kind !== BONUS_EXPRESS_RULES.excludedMarketKind && b.coef >= BONUS_EXPRESS_RULES.minLegCoef) &&
    expressOdds(bets.map((b) => b.coef)) >= BigInt(BONUS_EXPRESS_RULES.minTotalCoef)
  );
}
