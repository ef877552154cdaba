import { dayChain, dayStart, DAY_MS, drawTimesOfDay, nextDrawTimes, type Lottery } from '@sb/lotto';
import type { Db } from '../../db/client';
import { hasDrawsBetween, insertDraws, type NewDraw } from './repository';

/**
 * Draw creation (issue 19 "provably fair draws"): each lottery's draws of a UTC day are created
 * together from one fresh hash chain (@sb/lotto dayChain), so the commitment of every draw and the
 * chain head are public before any ticket for that day is sold. Only draws still ahead are
 * inserted; the chain covers the whole day so a draw's place in it never depends on the hour of
 * creation.
 */

/** A draw's id: lottery and UTC time to the minute (also the salt of its numbers). */
export function drawIdOf(lotteryId: string, atMs: number): string {
  const iso = new Date(atMs).toISOString();
  return `${lotteryId}-${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** The rows of one day's draws after `nowMs`, from a secret seed. */
export function dayDraws(lottery: Lottery, dayMs: number, secret: string, nowMs: number): NewDraw[] {
  const times = drawTimesOfDay(lottery.schedule, dayMs);
  const chain = dayChain(secret, times.length);
  return times.flatMap((t, i) => {
    const link = chain.draws[i];
    if (!link || t <= nowMs) return [];
    return [
      {
        id: drawIdOf(lottery.id, t),
        lotteryId: lottery.id,
        scheduledAt: new Date(t),
        status: 'open',
        commitment: link.commitment,
        chainHead: chain.head,
        seed: link.seed,
      },
    ];
  });
}

/**
 * The secret seed of one lottery's day chain. Issue 25 item 2: the app derives it from the outcome
 * secret (generated at first start, kept in the database, never sent out): HMAC-SHA256(outcome
 * secret, "lotto:<lotteryId>:<dayMs>"), one per lottery and day, so a leaked link tells nothing
 * of another day's; the seeds are also stored on the draws and revealed only once drawn.
 */
export type LottoDaySeed = (lotteryId: string, dayMs: number) => string;

/**
 * Makes sure every draw a ticket bought now may cover exists (the next maxDraws): each missing
 * day gets its chain. Idempotent: a day that has draws is left alone.
 */
export async function ensureDraws(db: Db, lottery: Lottery, nowMs: number, daySeed: LottoDaySeed): Promise<number> {
  const days = [...new Set(nextDrawTimes(lottery.schedule, nowMs, lottery.maxDraws).map(dayStart))];
  let created = 0;
  for (const day of days) {
    if (await hasDrawsBetween(db, lottery.id, new Date(day), new Date(day + DAY_MS))) continue;
    created += await insertDraws(db, dayDraws(lottery, day, daySeed(lottery.id, day), nowMs));
  }
  return created;
}
