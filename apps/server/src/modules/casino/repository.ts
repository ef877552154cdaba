import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoRecent, casinoRounds, ledgerAccounts } from '../../db/schema';
import type { Tx } from '../ledger';

/** The SQL of rounds and the accounts they play from (issue 15). */
export type RoundRow = typeof casinoRounds.$inferSelect;
export type NewRound = typeof casinoRounds.$inferInsert;

/** Account types a casino stake may come from: main (0) and currency accounts (9); not bonus (4). */
export const PLAYABLE_TYPES = [0, 9];

export interface PlayAccount {
  id: number;
  currency: string;
}

/** The player's account to play from: the one named, else the active one; open and playable. */
export async function playAccount(db: Db, userId: number, accountId?: number): Promise<PlayAccount | undefined> {
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

export async function roundById(db: Db | Tx, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(casinoRounds).where(eq(casinoRounds.id, id));
  return row;
}

export async function lockRound(tx: Tx, id: string): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, id)).for('update');
  return row;
}

/** Inserts the round; false when its id is taken (a retry that raced the first attempt). */
export async function insertRound(tx: Tx, row: NewRound): Promise<boolean> {
  const inserted = await tx.insert(casinoRounds).values(row).onConflictDoNothing().returning({ id: casinoRounds.id });
  return inserted.length > 0;
}

export async function updateRound(tx: Tx, id: string, change: Partial<NewRound>): Promise<void> {
  await tx.update(casinoRounds).set(change).where(eq(casinoRounds.id, id));
}

export async function touchRecent(tx: Tx, userId: number, gameId: string, at: Date): Promise<void> {
  await tx
    .insert(casinoRecent)
    .values({ userId, gameId, playedAt: at })
    .onConflictDoUpdate({ target: [casinoRecent.userId, casinoRecent.gameId], set: { playedAt: at } });
}

export async function playerRounds(db: Db, userId: number, gameId: string | undefined, limit: number) {
  return db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.userId, userId), gameId ? eq(casinoRounds.gameId, gameId) : undefined))
    .orderBy(desc(casinoRounds.createdAt))
    .limit(limit);
}

/** The player's round of a game still waiting for decisions, if any (one at most: a unique index). */
export async function openRound(db: Db, userId: number, gameId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.userId, userId), eq(casinoRounds.gameId, gameId), eq(casinoRounds.status, 'open')));
  return row;
}
