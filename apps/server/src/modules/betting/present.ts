import type { CouponView } from '@sb/contracts';
import { hyperBonusBoost, isBetStatusId, settledHyperBonus, type BetStatusId, type HyperBonusRules } from '@sb/coupon';
import type { CouponWithLegs } from './repository';

export const PPM = 1_000_000n;

/** A share of an amount (partial cash outs keep `sharePpm` of the coupon live), rounded down. */
export const shareOf = (amount: bigint, sharePpm: number): bigint => (amount * BigInt(sharePpm)) / PPM;

/** Issue 16: the hyper bonus rules a coupon was placed under, as the coupon math takes them. */
export function hyperRulesOfCoupon(c: Pick<CouponWithLegs, 'hyperBonusRules'>): HyperBonusRules | null {
  const r = c.hyperBonusRules;
  return r ? { minLegs: r.minLegs, minLegCoef: r.minLegCoef, steps: r.steps, maxBoost: BigInt(r.maxLimit) } : null;
}

/**
 * Issue 16 hyper bonus of a coupon (before cash outs' shares): at settlement the percentage on the
 * legs not voided and the boost on the payout; while open the placement percentage.
 */
export function hyperBonusOf(c: CouponWithLegs, payout: bigint): { percent: number; boost: bigint } {
  const rules = hyperRulesOfCoupon(c);
  if (!rules || c.hyperBonusPercent === null) return { percent: 0, boost: 0n };
  const legStatuses = c.legs.map((l) => (isBetStatusId(l.statusId) ? l.statusId : -1) as BetStatusId);
  return settledHyperBonus(rules, { stake: shareOf(c.stake, c.sharePpm), payout, legStatuses });
}

/** A stored coupon as the API shows it (history, print, placement answer). */
export function presentCoupon(c: CouponWithLegs): CouponView {
  const live = c.status === 'cashed_out' ? c.stake : shareOf(c.stake, c.sharePpm);
  return {
    id: String(c.id),
    typeId: c.typeId,
    accountId: c.accountId,
    currency: c.currency,
    amount: live.toString(),
    systemValue: c.systemValue,
    changeCoefAction: c.coefPolicy === 0 ? 0 : c.coefPolicy === 1 ? 1 : 2,
    isVipBet: c.isVip,
    coef: c.totalCoef === null ? null : Number(c.totalCoef) / 1000,
    bonusCoef: c.bonusCoef === null ? null : c.bonusCoef / 1000,
    hyperBonusPercent:
      c.hyperBonusPercent === null
        ? null
        : c.status === 'settled'
          ? hyperBonusOf(c, c.payout).percent
          : c.hyperBonusPercent,
    possibleHyperBonus:
      c.hyperBonusPercent === null
        ? null
        : hyperBonusBoost(
            shareOf(c.possibleWin - c.stake, c.sharePpm),
            c.hyperBonusPercent,
            BigInt(c.hyperBonusRules?.maxLimit ?? '0'),
          ).toString(),
    possibleWin: shareOf(c.possibleWin, c.sharePpm).toString(),
    possibleWinMin: c.possibleWinMin === null ? null : shareOf(c.possibleWinMin, c.sharePpm).toString(),
    maxPayout: c.maxPayout.toString(),
    status: c.status === 'settled' ? 'settled' : c.status === 'cashed_out' ? 'cashed_out' : 'open',
    statusId: c.betStatusId,
    payout: c.payout.toString(),
    cashedOut: c.cashedOut.toString(),
    hyperBonus: c.hyperBonusPaid.toString(),
    promoBoostPercent: c.promoBoostPercent,
    promoBoost: c.promoBoostPaid.toString(),
    placedAt: c.placedAt.getTime(),
    settledAt: c.settledAt?.getTime() ?? null,
    legs: c.legs.map(({ names: { isLive, ...names }, ...l }) => ({
      index: l.idx,
      outcomeId: l.outcomeId,
      gameId: l.gameId,
      sportId: l.sportId,
      champId: l.champId,
      groupId: l.groupId,
      typeId: l.typeId,
      param: l.param,
      kind: l.kind,
      coef: l.coef / 1000,
      blockId: l.blockId,
      isBanker: l.isBanker,
      isLobby: l.isLobby,
      amount: l.amount === null ? null : l.amount.toString(),
      statusId: l.statusId,
      // Legs stored before the flag was kept: the §4 rule's "game time" clause (placed once the
      // game had started), the only one the simulated feed can meet.
      isLive: isLive ?? c.placedAt.getTime() >= names.startAt,
      names,
    })),
  };
}
