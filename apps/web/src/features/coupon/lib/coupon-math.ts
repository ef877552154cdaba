import {
  COUPON_TYPE,
  antiExpressOdds,
  couponSummary,
  expressBonusCoef,
  isBonusExpressEligible,
  moneyFromMinor,
  type Coupon,
  type CouponSummary,
  type CouponTypeId,
  type Leg,
  type Money,
} from '@sb/coupon';
import { oddsFromThousandths, type Odds } from '@sb/odds';
import type { CouponBet } from '../../../lib/coupon-store';
import { ANTI_EXPRESS_MARGIN_THOUSANDTHS } from './constants';

/** The line's decimal coef (1.85) as thousandths, as contracts/line.ts says: Math.round(coef × 1000). */
export function oddsOfCoef(coef: number): Odds | undefined {
  return oddsFromThousandths(Math.round(coef * 1000));
}

/** Thousandths back to the decimal the API takes (1850 → 1.85). */
export const coefOfOdds = (odds: number | bigint): number => Number(odds) / 1000;

export interface CouponInput {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  /** Minor units; the stake (the unit for a chain). */
  amount: bigint | null;
  systemValue: number | null;
  /** Conditional: minor units per block id. */
  amountByBlockId: Readonly<Record<string, bigint | null>>;
  /** Many singles: minor units per outcome id (missing → amount). */
  amountByBetId: Readonly<Record<string, bigint | null>>;
  /** §5 site option for the express bonus (from /limits). */
  bonusExpressEnabled: boolean;
  /** Anti-express: the server's quote once known (decimal), else the estimate. */
  antiExpressCoef: number | null;
}

function legOf(bet: CouponBet): Leg | undefined {
  const odds = oddsOfCoef(bet.market.coef);
  return odds === undefined ? undefined : { odds, statusId: -1 };
}

const money = (minor: bigint | null | undefined): Money | undefined =>
  minor === null || minor === undefined || minor <= 0n ? undefined : moneyFromMinor(minor);

/** The §5 bonus coefficient an express gets, or undefined when it is not eligible. */
export function bonusCoefOf(bets: readonly CouponBet[], enabled: boolean, typeId: CouponTypeId): Odds | undefined {
  const priced = bets.map((b) => ({ kind: b.market.kind, coef: oddsOfCoef(b.market.coef) }));
  if (priced.some((b) => b.coef === undefined)) return undefined;
  const eligible = isBonusExpressEligible({
    siteAllowsBonusExpress: enabled,
    typeId,
    bets: priced.map((b) => ({ kind: b.kind, coef: b.coef as Odds })),
  });
  return eligible ? expressBonusCoef(bets.length) : undefined;
}

/** Blocks of a conditional bet, in the order they settle (ascending block id). */
export function blocksOf(bets: readonly CouponBet[]): { blockId: number; bets: CouponBet[] }[] {
  const ids = [...new Set(bets.map((b) => b.blockId))].sort((a, b) => a - b);
  return ids.map((blockId) => ({ blockId, bets: bets.filter((b) => b.blockId === blockId) }));
}

/** The anti-express coef the coupon shows: the server's quote, else the estimate from the legs. */
export function antiExpressQuote(bets: readonly CouponBet[], serverQuote: number | null): Odds | undefined {
  if (serverQuote !== null) return oddsOfCoef(serverQuote);
  const odds = bets.map((b) => oddsOfCoef(b.market.coef));
  if (odds.some((o) => o === undefined)) return undefined;
  return antiExpressOdds(odds as Odds[], ANTI_EXPRESS_MARGIN_THOUSANDTHS);
}

/** The selections and stakes as the coupon math's Coupon; null while something is missing. */
export function couponOf(input: CouponInput): Coupon | null {
  const legs = input.bets.map(legOf);
  if (legs.length === 0 || legs.some((l) => l === undefined)) return null;
  const all = legs as Leg[];
  const stake = money(input.amount);
  const { typeId, bets } = input;
  switch (typeId) {
    case COUPON_TYPE.single:
      return stake && all[0] ? { typeId, stake, leg: all[0] } : null;
    case COUPON_TYPE.express: {
      if (!stake) return null;
      const bonusCoef = bonusCoefOf(bets, input.bonusExpressEnabled, typeId);
      return bonusCoef ? { typeId, stake, legs: all, bonusCoef } : { typeId, stake, legs: all };
    }
    case COUPON_TYPE.system:
      if (!stake || input.systemValue === null) return null;
      return {
        typeId,
        stake,
        legs: all.filter((_, i) => !bets[i]?.isBanker),
        bankers: all.filter((_, i) => bets[i]?.isBanker),
        systemValue: input.systemValue,
      };
    case COUPON_TYPE.multiBet:
      if (!stake || input.systemValue === null) return null;
      return {
        typeId,
        stake,
        legs: all.filter((_, i) => !bets[i]?.isLobby),
        lobby: all.filter((_, i) => bets[i]?.isLobby),
        systemValue: input.systemValue,
      };
    case COUPON_TYPE.chain:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
      return stake ? { typeId, stake, legs: all } : null;
    case COUPON_TYPE.antiExpress: {
      const coef = antiExpressQuote(bets, input.antiExpressCoef);
      return stake && coef ? { typeId, stake, legs: all, coef } : null;
    }
    case COUPON_TYPE.conditional: {
      const blocks = blocksOf(bets).map((block, i) => ({
        stake: money(input.amountByBlockId[String(block.blockId)] ?? (i === 0 ? input.amount : null)),
        legs: block.bets.map(legOf) as Leg[],
      }));
      if (blocks.some((b) => !b.stake)) return null;
      return { typeId, blocks: blocks.map((b) => ({ stake: b.stake as Money, legs: b.legs })) };
    }
    case COUPON_TYPE.manySingles: {
      const singles = bets.map((b, i) => ({
        stake: money(input.amountByBetId[b.market.id] ?? input.amount),
        leg: all[i] as Leg,
      }));
      if (singles.some((s) => !s.stake)) return null;
      return { typeId, singles: singles.map((s) => ({ stake: s.stake as Money, leg: s.leg })) };
    }
  }
}

/** Lines, stake taken, total odds and possible win (min/max) — or null while stakes are missing. */
export function summaryOf(input: CouponInput, maxPayout: bigint | undefined): CouponSummary | null {
  const coupon = couponOf(input);
  if (!coupon) return null;
  try {
    const cap = maxPayout === undefined ? undefined : moneyFromMinor(maxPayout);
    return couponSummary(coupon, cap === undefined ? {} : { maxPayout: cap });
  } catch {
    // A combination the math refuses (e.g. a system value out of range mid-edit) shows no summary.
    return null;
  }
}
