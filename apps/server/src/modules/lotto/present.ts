import type { LottoDraw, LottoTicket, LottoTier } from '@sb/contracts';
import { fixedPrizeOf, lotteryById, tierProbability, tiersFor, toNumber, type Lottery } from '@sb/lotto';
import type { DrawRow, TicketDrawRow, TicketRow } from './repository';

/** Responses of the lotto API (issue 19): a draw's seed only once drawn. */
export function presentDraw(row: DrawRow): LottoDraw {
  const drawn = row.status === 'drawn';
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status as LottoDraw['status'],
    commitment: row.commitment,
    chainHead: row.chainHead,
    seed: drawn ? row.seed : null,
    numbers: drawn ? (row.numbers ?? []) : null,
    bonus: drawn ? row.bonus : null,
    poolMinor: row.pool ?? {},
    jackpotInMinor: row.jackpotIn ?? {},
    jackpotOutMinor: row.jackpotOut ?? {},
  };
}

/** The prize table: every tier with its prize (fixed) or share (pool) and its exact odds. */
export function presentTiers(lottery: Lottery): LottoTier[] {
  const sizes = Array.from({ length: lottery.pickMax - lottery.pickMin + 1 }, (_, i) => lottery.pickMin + i);
  return sizes.flatMap((spots) =>
    tiersFor(lottery, spots).map((tier) => {
      const p = toNumber(tierProbability(lottery, tier, spots));
      return {
        id: tier.id,
        hits: tier.hits,
        bonus: tier.bonus ?? null,
        spots,
        kind: tier.prize.kind,
        prizeMinor: tier.prize.kind === 'fixed' ? fixedPrizeOf(lottery, tier.prize.multiple).toString() : null,
        shareBp: tier.prize.kind === 'pool' ? tier.prize.shareBp : null,
        jackpot: tier.prize.kind === 'pool' && tier.prize.jackpot,
        oneIn: p > 0 ? Math.round((1 / p) * 100) / 100 : 0,
      };
    }),
  );
}

export function presentTicket(row: TicketRow, parts: { part: TicketDrawRow; draw: DrawRow }[]): LottoTicket {
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    lotteryName: lotteryById(row.lotteryId)?.name ?? row.lotteryId,
    status: row.status as LottoTicket['status'],
    currency: row.currency,
    linePriceMinor: row.linePrice.toString(),
    stakeMinor: row.stake.toString(),
    winningsMinor: row.winnings.toString(),
    drawsCount: row.drawsCount,
    createdAt: row.createdAt.toISOString(),
    lines: row.lines.map((l) => ({ numbers: l.numbers, bonus: l.bonus })),
    draws: parts.map(({ part, draw }) => {
      const shown = presentDraw(draw);
      return {
        drawId: draw.id,
        scheduledAt: shown.scheduledAt,
        status: shown.status,
        numbers: shown.numbers,
        bonus: shown.bonus,
        prizeMinor: part.prize === null ? null : part.prize.toString(),
        results:
          part.results?.map((r) => ({ hits: r.hits, bonusHit: r.bonusHit, tierId: r.tierId, prizeMinor: r.prize })) ??
          null,
      };
    }),
  };
}
