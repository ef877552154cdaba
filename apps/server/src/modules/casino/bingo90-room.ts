import { dealBingo90Ticket, settleBingo90, type Bingo90Prize, type Json } from '@sb/casino';
import type { Db } from '../../db/client';
import { buyBingoTicket, cardsOf, settleBingoDraws, type BingoRoom, type BingoSchedule, type PayDraw } from './bingo';
import type { Played } from './play';
import type { PlayAccount } from './repository';
import type { Studio } from './studio';

/**
 * Bingo 90 (issue 15): the second room, next to bingo 75 (bingo.ts) with its own draw schedule
 * (a draw every BINGO90_PERIOD_MS from its own daily hash chain). A purchase holds 1–6 tickets of
 * 3×9 (@sb/casino bingo90), each a stake, dealt from the provably fair floats of the draw's seed
 * (committed by its hash before the purchase) and the purchase's round id: `verify` deals them
 * again once the draw reveals the seed. The pool (90 % of the room's stakes) pays one line, two
 * lines and full house (@sb/casino BINGO90_PRIZE_PERCENTS) to the first cards, split equally,
 * floored; the room is settled in one transaction, as bingo 75.
 */
export const BINGO90_ID = 'bingo-90';
export const BINGO90_SALT = 'sb-studio-bingo90-salt-2026-11-24';
export const BINGO90_PERIOD_MS = 120_000;
export const BINGO90_ROOM: BingoRoom = {
  periodMs: BINGO90_PERIOD_MS,
  balls: 90,
  label: 'bingo90',
  salt: BINGO90_SALT,
};

/** The k-th card of a purchase: floats of the draw's seed, the room's salt with the round id, nonce k. */
export function dealBingo90Cards(studio: Studio, seed: string, roundId: string, count: number): number[][][] {
  return Array.from({ length: count }, (_, k) =>
    dealBingo90Ticket(studio.floatStream(seed, `${BINGO90_SALT}:${roundId}`, k)),
  );
}

export function buyBingo90Ticket(
  db: Db,
  schedule: BingoSchedule,
  studio: Studio,
  p: { userId: number; account: PlayAccount; roundId: string; stake: bigint; now: number; cards: number },
): Promise<Played> {
  return buyBingoTicket(db, schedule, BINGO90_ID, p, (r) => dealBingo90Cards(studio, r.seed, p.roundId, p.cards));
}

/** Per ticket, per card, the prizes it won: [{prize, ball}]. */
export const payBingo90: PayDraw = (tickets, balls, pool) => {
  const owners: number[] = [];
  const cards = tickets.flatMap((t, i) => cardsOf(t.state).map((c) => (owners.push(i), c)));
  const res = settleBingo90(cards, balls, pool);
  const won = tickets.map(() => 0n);
  const wins: { prize: Bingo90Prize; ball: number }[][] = cards.map(() => []);
  for (const [prize, p] of Object.entries(res.prizes) as [Bingo90Prize, (typeof res.prizes)[Bingo90Prize]][])
    for (const k of p.winners) wins[k]?.push({ prize, ball: p.ball });
  res.payouts.forEach((amount, k) => {
    const owner = owners[k] ?? 0;
    won[owner] = (won[owner] ?? 0n) + amount;
  });
  return tickets.map((_, i) => ({
    won: won[i] ?? 0n,
    result: { wins: wins.filter((_, k) => owners[k] === i) as unknown as Json },
  }));
};

export function settleBingo90Draws(db: Db, schedule: BingoSchedule, now: number): Promise<number> {
  return settleBingoDraws(db, schedule, BINGO90_ID, now, payBingo90);
}
