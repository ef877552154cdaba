import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@sb/contracts';
import type { Db } from '../../db/client';
import { bonusGamePlays, bonusGameSeeds, bonusGameTickets, ledgerAccounts } from '../../db/schema';
import type { Tx } from '../ledger';

/** Issue 16 bonus games: the ticket ledger and the rounds (this module's own tables). */
type Conn = Db | Tx;

export type PlayRow = typeof bonusGamePlays.$inferSelect;
export type TicketRow = typeof bonusGameTickets.$inferSelect;
export type TicketSource = 'shop' | 'grant' | 'deposit' | 'play';

/** The player's tickets: the sum of the entries (read under the player's row lock when spending). */
export async function ticketBalance(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bonusGameTickets.delta}), 0)` })
    .from(bonusGameTickets)
    .where(eq(bonusGameTickets.userId, userId));
  return Number(row?.total ?? 0);
}

/** A ticket entry; undefined when its key was used before (the earning or round happened already). */
export async function insertTicketEntry(
  db: Conn,
  e: { userId: number; key: string; source: TicketSource; delta: number; at: Date; playId?: number; note?: string },
): Promise<TicketRow | undefined> {
  const [row] = await db
    .insert(bonusGameTickets)
    .values({
      userId: e.userId,
      key: e.key,
      source: e.source,
      delta: e.delta,
      playId: e.playId ?? null,
      note: e.note ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function ticketEntry(db: Conn, key: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(bonusGameTickets).where(eq(bonusGameTickets.key, key));
  return row;
}

export const ticketHistory = (db: Conn, userId: number, limit: number) =>
  db
    .select({ entry: bonusGameTickets, gameId: bonusGamePlays.gameId })
    .from(bonusGameTickets)
    .leftJoin(bonusGamePlays, eq(bonusGamePlays.id, bonusGameTickets.playId))
    .where(eq(bonusGameTickets.userId, userId))
    .orderBy(desc(bonusGameTickets.createdAt), desc(bonusGameTickets.id))
    .limit(limit);

export async function playByRound(db: Conn, userId: number, clientRoundId: string): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusGamePlays)
    .where(and(eq(bonusGamePlays.userId, userId), eq(bonusGamePlays.clientRoundId, clientRoundId)));
  return row;
}

export async function playById(db: Conn, userId: number, id: number): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusGamePlays)
    .where(and(eq(bonusGamePlays.userId, userId), eq(bonusGamePlays.id, id)));
  return row;
}

export async function insertPlay(tx: Tx, row: typeof bonusGamePlays.$inferInsert): Promise<PlayRow> {
  const [created] = await tx.insert(bonusGamePlays).values(row).returning();
  if (!created) throw new Error('bonus game round not inserted');
  return created;
}

export async function setPlayBonus(tx: Tx, id: number, playerBonusId: number): Promise<void> {
  await tx.update(bonusGamePlays).set({ playerBonusId }).where(eq(bonusGamePlays.id, id));
}

/** The player's rounds, newest first, each with the seeds it read. */
export const playsOf = (db: Conn, userId: number, limit: number, gameId?: string) =>
  db
    .select({
      play: bonusGamePlays,
      serverSeedHash: bonusGameSeeds.serverSeedHash,
      clientSeed: bonusGameSeeds.clientSeed,
    })
    .from(bonusGamePlays)
    .innerJoin(bonusGameSeeds, eq(bonusGameSeeds.id, bonusGamePlays.seedId))
    .where(
      gameId === undefined
        ? eq(bonusGamePlays.userId, userId)
        : and(eq(bonusGamePlays.userId, userId), eq(bonusGamePlays.gameId, gameId)),
    )
    .orderBy(desc(bonusGamePlays.createdAt), desc(bonusGamePlays.id))
    .limit(limit);

/** The player's open bonus account in the prize currency (read only: the prize's ledger transfer moved it). */
export async function bonusAccountOf(
  db: Conn,
  userId: number,
  currency: string,
): Promise<{ id: number; balance: bigint } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.type, ACCOUNT_TYPE.bonus),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.closedAt),
      ),
    );
  return row;
}
