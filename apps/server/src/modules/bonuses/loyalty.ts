import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { eurCents, pointsForStake, type PointStake } from '@sb/bonus';
import type { Db } from '../../db/client';
import { betCoupons, casinoGames, casinoRounds, loyaltyPoints, users } from '../../db/schema';
import type { Tx } from '../ledger';
import { NOT_CASINO_CATEGORIES, type SettledSportStake } from './stake-hooks';

/**
 * Issue 16 club points: accrual from the same ports that feed wagering (betting's onStakesSettled,
 * the casino's stake listener), inside the money transaction that settles or debits the stake.
 * The entry key (`sport:{couponId}`, `casino:{roundId}`) makes a stake count once even when
 * settlement re-runs or a round debits twice; the balance is the sum of a player's entries.
 */
type Conn = Db | Tx;

async function addEntry(
  tx: Tx,
  e: { userId: number; key: string; kind: 'sport' | 'casino'; points: number; at: Date },
): Promise<number> {
  if (e.points <= 0) return 0;
  const rows = await tx
    .insert(loyaltyPoints)
    .values({ userId: e.userId, key: e.key, kind: e.kind, points: e.points, createdAt: e.at })
    .onConflictDoNothing()
    .returning({ id: loyaltyPoints.id });
  return rows.length > 0 ? e.points : 0;
}

/** Points for first-settled coupons (a returned coupon earns nothing); answers the points added. */
export async function sportPointsTx(
  tx: Tx,
  stakes: readonly (SettledSportStake & { couponId: number })[],
  at: Date,
): Promise<number> {
  if (stakes.length === 0) return 0;
  const coupons = await tx
    .select({ id: betCoupons.id, currency: betCoupons.currency })
    .from(betCoupons)
    .where(inArray(betCoupons.id, [...new Set(stakes.map((s) => s.couponId))]));
  const currencyOf = new Map(coupons.map((c) => [c.id, c.currency]));
  let added = 0;
  for (const s of stakes) {
    const cents = eurCents(currencyOf.get(s.couponId) ?? '', s.stake);
    if (cents === null) continue;
    const stake: PointStake = { product: 'sport', eurCents: cents, minOdds: s.minCoef / 1000, returned: s.returned };
    added += await addEntry(tx, {
      userId: s.userId,
      key: `sport:${s.couponId}`,
      kind: 'sport',
      points: pointsForStake(stake),
      at,
    });
  }
  return added;
}

/**
 * Points for a real casino stake. Keyed by round: the round's first debit counts (a later debit of
 * the same round, e.g. a doubled hand, adds nothing — the listener does not say which step it is).
 */
export async function casinoPointsTx(tx: Tx, stake: { roundId: string; amount: bigint }, at: Date): Promise<number> {
  const [round] = await tx
    .select({ userId: casinoRounds.userId, currency: casinoRounds.currency, category: casinoGames.category })
    .from(casinoRounds)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
    .where(eq(casinoRounds.id, stake.roundId));
  if (!round || round.userId === null || NOT_CASINO_CATEGORIES.includes(round.category)) return 0;
  const cents = eurCents(round.currency, stake.amount);
  if (cents === null) return 0;
  return addEntry(tx, {
    userId: round.userId,
    key: `casino:${stake.roundId}`,
    kind: 'casino',
    points: pointsForStake({ product: 'casino', eurCents: cents }),
    at,
  });
}

/** The player's balance (all entries) — read under the user's row lock when spending. */
export async function pointBalance(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loyaltyPoints.points}), 0)` })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return Number(row?.total ?? 0);
}

/** Points earned (redemptions excluded) since `since`: the VIP level's measure. */
export async function pointsEarnedSince(db: Conn, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loyaltyPoints.points}), 0)` })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.userId, userId), gt(loyaltyPoints.points, 0), gte(loyaltyPoints.createdAt, since)));
  return Number(row?.total ?? 0);
}

export const pointHistory = (db: Conn, userId: number, limit: number) =>
  db
    .select()
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId))
    .orderBy(desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id))
    .limit(limit);

/** Serialises a player's redemptions: the balance read after this cannot be spent twice. */
export async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findEntry(db: Conn, key: string) {
  const [row] = await db.select().from(loyaltyPoints).where(eq(loyaltyPoints.key, key));
  return row;
}

export async function insertRedemption(
  tx: Tx,
  e: { userId: number; key: string; points: number; rewardId: string; playerBonusId: number | null; at: Date },
): Promise<void> {
  await tx.insert(loyaltyPoints).values({ ...e, kind: 'redeem', points: -e.points, createdAt: e.at });
}
