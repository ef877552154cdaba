import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, playerBonuses, referrals, users } from '../../db/schema';
import type { Tx } from '../ledger';

/** Issue 16: the referrals module's reads and writes (its own table; players and payments read only). */
type Conn = Db | Tx;

export type ReferralRow = typeof referrals.$inferSelect;

/** Writes the new player's attribution once (a repeated call keeps the first). */
export async function insertReferral(db: Conn, row: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(row).onConflictDoNothing();
}

export async function referralOf(db: Conn, friendUserId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendUserId, friendUserId));
  return row;
}

/** The friend's row, locked: concurrent deposits of one friend are rewarded one at a time. */
export async function lockReferral(tx: Tx, friendUserId: number): Promise<ReferralRow | undefined> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.friendUserId, friendUserId)).for('update');
  return row;
}

export async function setReward(
  tx: Tx,
  friendUserId: number,
  set: { rewardBonusId: number; qualifiedAt: Date; qualifyingPaymentId: string },
): Promise<void> {
  await tx.update(referrals).set(set).where(eq(referrals.friendUserId, friendUserId));
}

/** The player's friends, newest first, with their login and name (for the masked name) and the reward. */
export const friendsOf = (db: Conn, referrerUserId: number, limit: number) =>
  db
    .select({
      friendUserId: referrals.friendUserId,
      createdAt: referrals.createdAt,
      qualifiedAt: referrals.qualifiedAt,
      login: users.login,
      name: users.name,
      rewardAmount: playerBonuses.amount,
      rewardCurrency: playerBonuses.currency,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendUserId))
    .leftJoin(playerBonuses, eq(playerBonuses.id, referrals.rewardBonusId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt), desc(referrals.friendUserId))
    .limit(limit);

/** Of these players, those with a completed deposit. */
export async function depositors(db: Conn, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: payments.userId })
    .from(payments)
    .where(
      and(inArray(payments.userId, [...userIds]), eq(payments.direction, 'deposit'), eq(payments.status, 'success')),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Totals over all the player's friends: invited, with a deposit, qualified, rewards in a currency. */
export async function totalsOf(db: Conn, referrerUserId: number, currency: string) {
  const mine = eq(referrals.referrerUserId, referrerUserId);
  const [invited] = await db.select({ n: count() }).from(referrals).where(mine);
  const [deposited] = await db
    .select({ n: sql<number>`count(distinct ${referrals.friendUserId})`.mapWith(Number) })
    .from(referrals)
    .innerJoin(payments, eq(payments.userId, referrals.friendUserId))
    .where(and(mine, eq(payments.direction, 'deposit'), eq(payments.status, 'success')));
  const [qualified] = await db
    .select({
      n: count(),
      sum: sql<string>`coalesce(sum(${playerBonuses.amount}) filter (where ${playerBonuses.currency} = ${currency}), 0)`,
    })
    .from(referrals)
    .innerJoin(playerBonuses, eq(playerBonuses.id, referrals.rewardBonusId))
    .where(and(mine, isNotNull(referrals.rewardBonusId)));
  return {
    invited: invited?.n ?? 0,
    deposited: deposited?.n ?? 0,
    qualified: qualified?.n ?? 0,
    rewards: BigInt(qualified?.sum ?? '0'),
  };
}
