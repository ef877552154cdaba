import type { CouponBet } from '../../../lib/coupon-store';

export interface BookedBet {
  outcomeId: string;
  outcome: {
    id: string;
    gameId: number;
    sportId: number;
    champId: number;
    groupId: number;
    typeId: number;
    param: number | null;
    kind: number;
    coef: number;
    isLive: boolean;
    isBlocked: boolean;
  } | null;
  names: { champName: string; team1: string; team2: string | null; title: string | null; startAt: number } | null;
}

/** A game's name as the coupon shows it: "Home – Away", or the long-term event's title. */
export function gameNameOf(names: { team1: string; team2: string | null; title: string | null }): string {
  return names.team2 === null ? (names.title ?? names.team1) : `${names.team1} – ${names.team2}`;
}

/** A loaded booking code's selections as coupon bets; selections gone from the line are left out. */
export function betsFromBooking(booked: readonly BookedBet[]): { bets: CouponBet[]; missing: number } {
  const bets: CouponBet[] = [];
  for (const b of booked) {
    if (!b.outcome) continue;
    const o = b.outcome;
    bets.push({
      market: {
        id: o.id,
        coef: o.coef,
        sportId: o.sportId,
        typeId: o.typeId,
        kind: o.kind,
        isLive: o.isLive,
        champId: o.champId,
        gameId: o.gameId,
        groupId: o.groupId,
        param: o.param,
      },
      blockId: 0,
      statusId: -1,
      gameStatusId: 1,
      scores: null,
      isBlocked: o.isBlocked,
      isDepend: false,
      isBannedExpress: false,
      gameName: b.names ? gameNameOf(b.names) : o.id,
      champName: b.names?.champName ?? '',
      startAt: b.names?.startAt ?? 0,
    });
  }
  return { bets, missing: booked.length - bets.length };
}
