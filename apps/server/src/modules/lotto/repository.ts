import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { LOTTERIES } from '@sb/lotto';
import type { Db } from '../../db/client';
import { ledgerAccounts, lottoDraws, lottoLotteries, lottoTicketDraws, lottoTickets } from '../../db/schema';
import type { Tx } from '../ledger';

/** The SQL of the lotto module (issue 19). */
export type DrawRow = typeof lottoDraws.$inferSelect;
export type NewDraw = typeof lottoDraws.$inferInsert;
export type TicketRow = typeof lottoTickets.$inferSelect;
export type TicketDrawRow = typeof lottoTicketDraws.$inferSelect;
type Handle = Db | Tx;

/** Boot: one row per lottery of @sb/lotto (the rows hold the rolling jackpots). */
export async function seedLotteries(db: Db): Promise<void> {
  await db
    .insert(lottoLotteries)
    .values(LOTTERIES.map((l) => ({ id: l.id, name: l.name })))
    .onConflictDoNothing();
}

export async function jackpots(db: Db): Promise<Map<string, Record<string, string>>> {
  const rows = await db.select({ id: lottoLotteries.id, jackpot: lottoLotteries.jackpot }).from(lottoLotteries);
  return new Map(rows.map((r) => [r.id, r.jackpot]));
}

export async function lockLottery(tx: Tx, id: string): Promise<Record<string, string>> {
  const [row] = await tx
    .select({ jackpot: lottoLotteries.jackpot })
    .from(lottoLotteries)
    .where(eq(lottoLotteries.id, id))
    .for('update');
  return row?.jackpot ?? {};
}

export async function setJackpot(tx: Tx, id: string, jackpot: Record<string, string>): Promise<void> {
  await tx.update(lottoLotteries).set({ jackpot }).where(eq(lottoLotteries.id, id));
}

/** Whether any draw of the lottery is scheduled in [from, to). */
export async function hasDrawsBetween(db: Handle, lotteryId: string, from: Date, to: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: lottoDraws.id })
    .from(lottoDraws)
    .where(and(eq(lottoDraws.lotteryId, lotteryId), gte(lottoDraws.scheduledAt, from), lt(lottoDraws.scheduledAt, to)))
    .limit(1);
  return row !== undefined;
}

/** A day's draws in one statement: a concurrent creator of the same day conflicts on every row. */
export async function insertDraws(db: Handle, rows: NewDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(lottoDraws).values(rows).onConflictDoNothing().returning({ id: lottoDraws.id });
  return inserted.length;
}

/** The next `count` open draws after `now`, share-locked so the draw job's close waits for the purchase. */
export async function lockOpenDraws(tx: Tx, lotteryId: string, now: Date, count: number): Promise<DrawRow[]> {
  return tx
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.lotteryId, lotteryId), eq(lottoDraws.status, 'open'), gt(lottoDraws.scheduledAt, now)))
    .orderBy(asc(lottoDraws.scheduledAt))
    .limit(count)
    .for('share');
}

export async function drawsAt(db: Db, lotteryId: string, times: Date[]): Promise<DrawRow[]> {
  if (times.length === 0) return [];
  return db
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.lotteryId, lotteryId), inArray(lottoDraws.scheduledAt, times)));
}

/** Draws whose time has come and that are not drawn yet, oldest first. */
export async function dueDraws(db: Db, now: Date): Promise<{ id: string; lotteryId: string }[]> {
  return db
    .select({ id: lottoDraws.id, lotteryId: lottoDraws.lotteryId })
    .from(lottoDraws)
    .where(and(ne(lottoDraws.status, 'drawn'), lte(lottoDraws.scheduledAt, now)))
    .orderBy(asc(lottoDraws.scheduledAt));
}

/**
 * Sales close at the draw time: every open draw whose time has come is marked closed (its row
 * lock waits for purchases that share-locked it; they see it closed afterwards).
 */
export async function closeDue(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(lottoDraws)
    .set({ status: 'closed' })
    .where(and(eq(lottoDraws.status, 'open'), lte(lottoDraws.scheduledAt, now)))
    .returning({ id: lottoDraws.id });
  return closed.length;
}

export async function lockDraw(tx: Tx, id: string): Promise<DrawRow | undefined> {
  const [row] = await tx.select().from(lottoDraws).where(eq(lottoDraws.id, id)).for('update');
  return row;
}

export async function updateDraw(tx: Tx, id: string, change: Partial<NewDraw>): Promise<void> {
  await tx.update(lottoDraws).set(change).where(eq(lottoDraws.id, id));
}

export async function drawnDraws(db: Db, lotteryId: string | undefined, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.status, 'drawn'), lotteryId ? eq(lottoDraws.lotteryId, lotteryId) : undefined))
    .orderBy(desc(lottoDraws.scheduledAt))
    .limit(limit);
}

/** The unsettled ticket parts of a draw with their tickets. */
export async function unsettledOfDraw(tx: Tx, drawId: string) {
  return tx
    .select({ part: lottoTicketDraws, ticket: lottoTickets })
    .from(lottoTicketDraws)
    .innerJoin(lottoTickets, eq(lottoTickets.id, lottoTicketDraws.ticketId))
    .where(and(eq(lottoTicketDraws.drawId, drawId), isNull(lottoTicketDraws.settledAt)))
    .orderBy(asc(lottoTickets.createdAt), asc(lottoTickets.id));
}

export async function settlePart(
  tx: Tx,
  ticketId: string,
  drawId: string,
  change: { results: NonNullable<TicketDrawRow['results']>; prize: bigint; at: Date },
): Promise<void> {
  await tx
    .update(lottoTicketDraws)
    .set({ results: change.results, prize: change.prize, settledAt: change.at })
    .where(and(eq(lottoTicketDraws.ticketId, ticketId), eq(lottoTicketDraws.drawId, drawId)));
  // The ticket adds the prize; it is settled when no draw of it is left.
  await tx
    .update(lottoTickets)
    .set({
      winnings: sql`${lottoTickets.winnings} + ${change.prize}`,
      status: sql`case when exists (select 1 from ${lottoTicketDraws} where ${lottoTicketDraws.ticketId} = ${ticketId} and ${lottoTicketDraws.settledAt} is null) then 'open' else 'settled' end`,
      settledAt: sql`case when exists (select 1 from ${lottoTicketDraws} where ${lottoTicketDraws.ticketId} = ${ticketId} and ${lottoTicketDraws.settledAt} is null) then null else ${change.at.toISOString()}::timestamptz end`,
    })
    .where(eq(lottoTickets.id, ticketId));
}

/** Inserts the ticket; false when its id is taken (a retry that raced the first attempt). */
export async function insertTicket(tx: Tx, row: typeof lottoTickets.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(lottoTickets).values(row).onConflictDoNothing().returning({ id: lottoTickets.id });
  return inserted.length > 0;
}

export async function insertTicketDraws(tx: Tx, rows: (typeof lottoTicketDraws.$inferInsert)[]): Promise<void> {
  await tx.insert(lottoTicketDraws).values(rows);
}

export async function ticketById(db: Handle, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(lottoTickets).where(eq(lottoTickets.id, id));
  return row;
}

export async function ticketsOf(db: Db, userId: number, limit: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(lottoTickets)
    .where(eq(lottoTickets.userId, userId))
    .orderBy(desc(lottoTickets.createdAt), desc(lottoTickets.id))
    .limit(limit);
}

/** The parts of the tickets with their draws, in draw order. */
export async function partsOf(db: Handle, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select({ part: lottoTicketDraws, draw: lottoDraws })
    .from(lottoTicketDraws)
    .innerJoin(lottoDraws, eq(lottoDraws.id, lottoTicketDraws.drawId))
    .where(inArray(lottoTicketDraws.ticketId, ticketIds))
    .orderBy(asc(lottoDraws.scheduledAt));
}

/** Account types a ticket may be paid from: main (0) and currency accounts (9); not bonus (4). */
const PLAYABLE_TYPES = [0, 9];

/** The player's account to pay from: the one named, else the active one; open and playable. */
export async function payAccount(
  db: Db,
  userId: number,
  accountId?: number,
): Promise<{ id: number; currency: string } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.role, 'player'),
        isNull(ledgerAccounts.closedAt),
        inArray(ledgerAccounts.type, PLAYABLE_TYPES),
        accountId === undefined ? eq(ledgerAccounts.isActive, true) : eq(ledgerAccounts.id, accountId),
      ),
    );
  return row;
}
