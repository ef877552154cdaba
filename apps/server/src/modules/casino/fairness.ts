import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CasinoFairness, CasinoRotateAnswer } from '@sb/contracts';
import type { Db } from '../../db/client';
import { casinoRevealedSeeds, casinoRounds, casinoSeeds } from '../../db/schema';
import type { Tx } from '../ledger';
import type { Studio } from './studio';

/**
 * Provably fair seeds of a player (issue 15; shared/reference/betting-math.md): the server seed
 * is committed by its SHA-256 hash before any bet, the client seed is the player's to change, the
 * nonce counts bets under one server seed. Rotation commits a new server seed at once and retires
 * the old one (`casino_revealed_seed`); the old seed is revealed (so every round played with it can
 * be recomputed) only once no open round uses it (issue 25 §1): a round game's hidden state (mine
 * positions, the prepared cards) is drawn from the seed when the round opens, so the seed of an
 * open round would tell the player what is still to come.
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

/** The player's open rounds that drew their hidden state from `serverSeedHash`. */
async function openRoundsOn(db: Db | Tx, userId: number, serverSeedHash: string) {
  return db
    .select({ roundId: casinoRounds.id, gameId: casinoRounds.gameId })
    .from(casinoRounds)
    .where(
      and(
        eq(casinoRounds.userId, userId),
        eq(casinoRounds.status, 'open'),
        eq(casinoRounds.serverSeedHash, serverSeedHash),
      ),
    );
}

/**
 * Commits a new server seed (the next round uses it) and retires the old one. The old seed is in
 * the answer only when no open round uses it; else `withheld` names those rounds and the seed stays
 * secret until they end (then `GET /verify` of any of its rounds shows it). The seed row is locked
 * first, so a round opening at the same moment either used the old seed and is seen here, or
 * waits and uses the new one.
 */
export async function rotateSeed(db: Db, studio: Studio, userId: number): Promise<CasinoRotateAnswer> {
  return db.transaction(async (tx) => {
    const old = await lockSeed(tx, studio, userId);
    await tx
      .insert(casinoRevealedSeeds)
      .values({ serverSeedHash: old.serverSeedHash, userId, serverSeed: old.serverSeed })
      .onConflictDoNothing();
    const next = freshSeed(studio, userId, old.clientSeed);
    await tx.update(casinoSeeds).set(next).where(eq(casinoSeeds.userId, userId));
    const open = await openRoundsOn(tx, userId, old.serverSeedHash);
    const used = { serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, nonce: old.nonce };
    return {
      revealed: open.length === 0 ? { serverSeed: old.serverSeed, ...used } : null,
      withheld: open.length === 0 ? null : { ...used, openRounds: open },
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

/**
 * The revealed server seed of a hash: its player rotated it and no open round of theirs still uses
 * it (issue 25 §1: a seed is never revealed while a round drawn from it is undecided).
 */
export async function revealedSeed(db: Db, serverSeedHash: string): Promise<string | null> {
  const [row] = await db
    .select({ serverSeed: casinoRevealedSeeds.serverSeed, userId: casinoRevealedSeeds.userId })
    .from(casinoRevealedSeeds)
    .where(eq(casinoRevealedSeeds.serverSeedHash, serverSeedHash));
  if (!row) return null;
  const open = await openRoundsOn(db, row.userId, serverSeedHash);
  return open.length === 0 ? row.serverSeed : null;
}
