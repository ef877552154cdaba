import type { CouponView } from '@sb/contracts';
import type { CouponWithLegs } from './repository';

export const PPM = 1_000_000n;

/** A share of an amount (partial cash outs keep `sharePpm` of the coupon live), rounded down. */
export const shareOf = (amount: bigint, sharePpm: number): bigint => (amount * BigInt(sharePpm)) / PPM;

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
    possibleWin: shareOf(c.possibleWin, c.sharePpm).toString(),
    possibleWinMin: c.possibleWinMin === null ? null : shareOf(c.possibleWinMin, c.sharePpm).toString(),
    maxPayout: c.maxPayout.toString(),
    status: c.status === 'settled' ? 'settled' : c.status === 'cashed_out' ? 'cashed_out' : 'open',
    statusId: c.betStatusId,
    payout: c.payout.toString(),
    cashedOut: c.cashedOut.toString(),
    placedAt: c.placedAt.getTime(),
    settledAt: c.settledAt?.getTime() ?? null,
    legs: c.legs.map((l) => ({
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
      names: l.names,
    })),
  };
}
