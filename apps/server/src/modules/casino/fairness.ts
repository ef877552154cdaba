import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CasinoFairness } from '@sb/contracts';
import type { Db } from '../../db/client';
import { casinoRevealedSeeds, casinoSeeds } from '../../db/schema';
import type { Tx } from '../ledger';
import type { Studio } from './studio';

/**
 * Provably fair seeds of a player (issue 15; shared/reference/betting-math.md): the server seed
 * is committed by its SHA-256 hash before any bet, the client seed is the player's to change, the
 * nonce counts bets under one server seed. Rotation reveals the old server seed (so every round
 * played with it can be recomputed) and commits a new one.
 */
export type SeedRow = typeof casinoSeeds.$inferSelect;

export const newClientSeed = (): string => randomBytes(8).toString('hex');

export const fairnessView = (s: SeedRow): CasinoFairness => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

function freshSeed(studio: Studio, userId: number, clientSeed = newClientSeed()) {
  const serverSeed = studio.newServerSeed();
  return { userId, serverSeed, serverSeedHash: studio.hashSeed(serverSeed), clientSeed, nonce: 0 };
}

/** The player's seed row, locked for this transaction (created on first use). */
export async function lockSeed(tx: Tx, studio: Studio, userId: number): Promise<SeedRow> {
  const select = () => tx.select().from(casinoSeeds).where(eq(casinoSeeds.userId, userId)).for('update');
  const [found] = await select();
  if (found) return found;
  await tx.insert(casinoSeeds).values(freshSeed(studio, userId)).onConflictDoNothing();
  const [created] = await select();
  if (!created) throw new Error(`casino seed of player ${userId} missing`);
  return created;
}

/** Takes the next nonce of the locked seed (the bet's), advancing the counter. */
export async function takeNonce(tx: Tx, seed: SeedRow): Promise<number> {
  await tx
    .update(casinoSeeds)
    .set({ nonce: sql`${casinoSeeds.nonce} + 1` })
    .where(eq(casinoSeeds.userId, seed.userId));
  return seed.nonce;
}

/**
 * Locks the player's seed and takes the bet's nonce in one statement (UPDATE … RETURNING: the row
 * stays locked to the commit, so nonces stay unique per seed); creates the seed on first use.
 */
export async function takeSeedNonce(tx: Tx, studio: Studio, userId: number): Promise<{ seed: SeedRow; nonce: number }> {
  const [taken] = await tx
    .update(casinoSeeds)
    .set({ nonce: sql`${casinoSeeds.nonce} + 1` })
    .where(eq(casinoSeeds.userId, userId))
    .returning();
  if (taken) return { seed: taken, nonce: taken.nonce - 1 };
  const seed = await lockSeed(tx, studio, userId);
  return { seed, nonce: await takeNonce(tx, seed) };
}

export async function fairnessOf(db: Db, studio: Studio, userId: number): Promise<CasinoFairness> {
  return fairnessView(await db.transaction((tx) => lockSeed(tx, studio, userId)));
}

export async function rotateSeed(db: Db, studio: Studio, userId: number) {
  return db.transaction(async (tx) => {
    const old = await lockSeed(tx, studio, userId);
    await tx
      .insert(casinoRevealedSeeds)
      .values({ serverSeedHash: old.serverSeedHash, userId, serverSeed: old.serverSeed })
      .onConflictDoNothing();
    const next = freshSeed(studio, userId, old.clientSeed);
    await tx.update(casinoSeeds).set(next).where(eq(casinoSeeds.userId, userId));
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        nonce: old.nonce,
      },
      current: fairnessView({ ...old, ...next }),
    };
  });
}

export async function setClientSeed(db: Db, studio: Studio, userId: number, clientSeed: string) {
  return db.transaction(async (tx) => {
    const seed = await lockSeed(tx, studio, userId);
    await tx.update(casinoSeeds).set({ clientSeed }).where(eq(casinoSeeds.userId, userId));
    return fairnessView({ ...seed, clientSeed });
  });
}

/** The revealed server seed of a hash, if its player rotated it. */
export async function revealedSeed(db: Db, serverSeedHash: string): Promise<string | null> {
  const [row] = await db
    .select({ serverSeed: casinoRevealedSeeds.serverSeed })
    .from(casinoRevealedSeeds)
    .where(eq(casinoRevealedSeeds.serverSeedHash, serverSeedHash));
  return row?.serverSeed ?? null;
}
