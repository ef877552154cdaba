import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@sb/contracts';
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
  set: { rewardBonusId: number; qualifiedAt: Date },
): Promise<void> {
  await tx.update(referrals).set(set).where(eq(referrals.friendUserId, friendUserId));
}

/** The friend's first qualifying deposit, kept (a later one does not replace it). */
export async function setQualifyingPayment(db: Conn, friendUserId: number, paymentId: string): Promise<void> {
  await db
    .update(referrals)
    .set({ qualifyingPaymentId: paymentId })
    .where(and(eq(referrals.friendUserId, friendUserId), isNull(referrals.qualifyingPaymentId)));
}

/** Issue 25 §9: no reward for this friend, for good, and why. */
export async function setRefused(tx: Tx, friendUserId: number, reason: string, at: Date): Promise<void> {
  await tx
    .update(referrals)
    .set({ refusedReason: reason, refusedAt: at })
    .where(eq(referrals.friendUserId, friendUserId));
}

/** Friends whose reward waits for their own play: a qualifying deposit, neither paid nor refused. */
export async function waitingForPlay(db: Conn, limit: number): Promise<number[]> {
  const rows = await db
    .select({ friendUserId: referrals.friendUserId })
    .from(referrals)
    .where(
      and(
        isNotNull(referrals.qualifyingPaymentId),
        isNotNull(referrals.referrerUserId),
        isNull(referrals.rewardBonusId),
        isNull(referrals.refusedReason),
      ),
    )
    .orderBy(referrals.friendUserId)
    .limit(limit);
  return rows.map((r) => r.friendUserId);
}

/**
 * Issue 25 §9: the friend's own settled real-money stake per currency, from the ledger: casino
 * stakes debited from the friend's real-money accounts (a round settles with its debit; a rolled
 * back stake does not count) and sports coupons staked from them once settled and not returned
 * (a returned coupon risked nothing). Bonus money (account type 4) is not the friend's own.
 */
export async function realMoneyStakes(db: Conn, userId: number): Promise<Map<string, bigint>> {
  // Written out in SQL: the ledger's rows with the coupon's state, in one round trip. A stake's
  // entry is negative on the player's account, a rollback's positive: minus the sum is the stake.
  const result = await db.execute(sql`
    select a.currency, coalesce(sum(-e.amount), 0)::text as staked
    from ledger_entry e
    join ledger_txn t on t.id = e.txn_id
    join ledger_account a on a.id = e.account_id
    where a.user_id = ${userId} and a.role = 'player' and a.type <> ${ACCOUNT_TYPE.bonus}
      and (
        (t.kind = 'casino_stake' and e.amount < 0)
        or (t.kind = 'casino_rollback' and e.amount > 0)
        or (t.kind = 'bet_stake' and e.amount < 0 and exists (
          select 1 from bet_coupon c
          where c.id = (t.meta ->> 'couponId')::bigint and c.status = 'settled' and c.bet_status_id <> 2))
      )
    group by a.currency`);
  const rows = (result as unknown as { rows: { currency: string; staked: string }[] }).rows;
  return new Map(rows.map((r) => [r.currency, BigInt(r.staked)]));
}

/** The player's friends, newest first, with their login and name (for the masked name) and the reward. */
export const friendsOf = (db: Conn, referrerUserId: number, limit: number) =>
  db
    .select({
      friendUserId: referrals.friendUserId,
      createdAt: referrals.createdAt,
      qualifiedAt: referrals.qualifiedAt,
      qualifyingPaymentId: referrals.qualifyingPaymentId,
      refusedReason: referrals.refusedReason,
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
