import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashSeed, newServerSeed } from '@sb/casino';
import type { BonusGameFairness } from '@sb/contracts';
import type { Db } from '../../db/client';
import { bonusGameSeeds } from '../../db/schema';
import type { Tx } from '../ledger';

/**
 * Provably fair seeds of a player's bonus games (as the casino's, issue 15): the server seed is
 * committed by its SHA-256 hash before any round, the client seed is the player's to change, the
 * nonce counts rounds under one server seed. Rotation (or a new client seed) reveals the old seed (every round played
 * with it can then be recomputed) and commits a new one. Own rows, not the casino's: a bonus
 * round never moves the casino's nonce.
 */
export type SeedRow = typeof bonusGameSeeds.$inferSelect;
type Conn = Db | Tx;

export const fairnessView = (s: SeedRow): BonusGameFairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

function freshSeed(userId: number, at: Date, clientSeed = randomBytes(8).toString('hex')) {
  const serverSeed = newServerSeed();
  return { userId, serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed, nonce: 0, createdAt: at };
}

const current = (userId: number) => and(eq(bonusGameSeeds.userId, userId), isNull(bonusGameSeeds.revealedAt));

/** The player's current seed row, locked for this transaction (created on first use). */
export async function lockSeed(tx: Tx, userId: number, at: Date): Promise<SeedRow> {
  const select = () => tx.select().from(bonusGameSeeds).where(current(userId)).for('update');
  const [found] = await select();
  if (found) return found;
  await tx.insert(bonusGameSeeds).values(freshSeed(userId, at)).onConflictDoNothing();
  const [created] = await select();
  if (!created) throw new Error(`bonus game seed of player ${userId} missing`);
  return created;
}

/** Takes the locked seed's nonce for this round and advances the counter. */
export async function takeNonce(tx: Tx, seed: SeedRow): Promise<number> {
  await tx
    .update(bonusGameSeeds)
    .set({ nonce: sql`${bonusGameSeeds.nonce} + 1` })
    .where(eq(bonusGameSeeds.id, seed.id));
  return seed.nonce;
}

/**
 * Reveals the current server seed and commits a new one, keeping the client seed or taking the
 * player's new one. A new client seed always comes with a new server seed: a seed row's client
 * seed never changes once committed, so every round's seeds stay what they were when it was played.
 */
export async function rotateSeed(db: Db, userId: number, at: Date, clientSeed?: string) {
  return db.transaction(async (tx) => {
    const old = await lockSeed(tx, userId, at);
    await tx.update(bonusGameSeeds).set({ revealedAt: at }).where(eq(bonusGameSeeds.id, old.id));
    const [next] = await tx
      .insert(bonusGameSeeds)
      .values(freshSeed(userId, at, clientSeed ?? old.clientSeed))
      .returning();
    if (!next) throw new Error('bonus game seed not rotated');
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        nonce: old.nonce,
      },
      current: fairnessView(next),
    };
  });
}

export async function seedById(db: Conn, id: number): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(bonusGameSeeds).where(eq(bonusGameSeeds.id, id));
  return row;
}
