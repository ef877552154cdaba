import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { pointsForStake } from '@sb/bonus';
import { casinoPlayAnswerSchema } from '@sb/contracts';
import { casinoRounds, casinoSeeds, ledgerAccounts, loyaltyPoints, playerBonuses } from '../../db/schema';
import { ADMIN } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { playChecked } from './play';
import { postInstantRound } from './seamless-fresh-round';
import { openCasinoTestKit, type CasinoTestKit, type TestPlayer } from './test-kit';
import { testStudio } from './test-studio';

/**
 * Issue 15 "Proofs and performance": a real instant round is ONE statement (instant-round.ts) —
 * no transaction, no read first once this node knows the player's seed — and keeps every rule of
 * the full path: the nonce is taken only by its round (never skipped, never shared), a seed or an
 * account changed elsewhere is noticed by the statement, the stake listener's work (issue 16 club
 * points; wagering sends the round the full way) is done in it.
 */
const clock = Date.UTC(2026, 10, 25, 12, 0, 0);
const studio = testStudio();
let kit: CasinoTestKit;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, studio, net: 97 });
});
afterAll(async () => {
  await kit.dispose();
});

const db = () => kit.db();
const lose = { gameId: 'test-lose', params: {} };

async function seedOf(userId: number) {
  const [seed] = await db().select().from(casinoSeeds).where(eq(casinoSeeds.userId, userId));
  if (!seed) throw new Error('no seed');
  return seed;
}

async function roundsOf(userId: number) {
  return db().select().from(casinoRounds).where(eq(casinoRounds.userId, userId)).orderBy(asc(casinoRounds.nonce));
}

/** Plays through the service (what POST /play calls) and counts the database calls it made. */
async function counted(p: TestPlayer, body: object) {
  const handle = db() as unknown as { $client: { query: (...a: unknown[]) => unknown } };
  const queries = vi.spyOn(handle.$client, 'query');
  const transactions = vi.spyOn(db(), 'transaction');
  try {
    const answer = await kit.app().casino.play(p.userId, { mode: 'real', stake: 100, ...lose, ...body }, 'instant');
    return { answer, queries: queries.mock.calls.length, transactions: transactions.mock.calls.length };
  } finally {
    queries.mockRestore();
    transactions.mockRestore();
  }
}

describe('issue 15 proofs: a real instant round in one statement', () => {
  it('once the node knows the seed, a round is one database call and no transaction; the nonce moves by one', async () => {
    const p = await kit.player();
    // The first round creates the seed (full path); the second reads it with the account, then plays.
    expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    const third = await counted(p, {});
    expect(third.transactions).toBe(0);
    expect(third.queries).toBe(1);
    expect(third.answer.round.nonce).toBe(2);
    expect((await seedOf(p.userId)).nonce).toBe(3);
    expect(await p.balance()).toBe(100_000n - 300n);
    expect((await roundsOf(p.userId)).map((r) => r.nonce)).toEqual([0, 1, 2]);
  });

  it('a seed changed elsewhere (client seed, rotation, another node’s round) is noticed: the round uses the seed as it is, nonces stay contiguous', async () => {
    const p = await kit.player();
    for (let i = 0; i < 2; i++) expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    // The player sets a client seed: the cached seed is stale, the statement says so and the round is computed again.
    await kit.app().casino.setClientSeed(p.userId, 'my-own-seed');
    const a = await counted(p, {});
    expect(a.answer.round.clientSeed).toBe('my-own-seed');
    expect(a.answer.round.nonce).toBe(2);
    expect(a.transactions).toBe(0);
    // Another node plays a round (the full path): this node's cached nonce is behind.
    const game = studio.gameById('test-lose');
    if (!game) throw new Error('no test-lose');
    await playChecked(
      db(),
      studio,
      {
        game,
        params: {},
        stake: 100n,
        at: new Date(clock),
        limitsInSql: true,
        userId: p.userId,
        account: p.account,
        roundId: '1a57a1e0-0000-4000-8000-000000000001',
      },
      async () => undefined,
    );
    const b = await counted(p, {});
    expect(b.answer.round.nonce).toBe(4);
    // Rotation commits a new server seed (nonce 0): the next round is played with it.
    const rotated = await kit.app().casino.rotateSeed(p.userId);
    const c = await counted(p, {});
    expect(c.answer.round.nonce).toBe(0);
    expect(c.answer.round.serverSeedHash).toBe(rotated.current.serverSeedHash);
    const rounds = await roundsOf(p.userId);
    expect(rounds.filter((r) => r.serverSeedHash !== rotated.current.serverSeedHash).map((r) => r.nonce)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(await p.balance()).toBe(100_000n - 600n);
  });

  it('a stale seed writes nothing: the statement answers the row as it is', async () => {
    const p = await kit.player();
    for (let i = 0; i < 2; i++) expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    const seed = await seedOf(p.userId);
    const before = await p.balance();
    const answer = await kit.app().casino.play(p.userId, { mode: 'real', stake: 100, ...lose }, 'instant');
    const row = (await roundsOf(p.userId)).at(-1);
    if (!row) throw new Error('no round');
    // The same round again with the nonce it was played at: the seed has moved on since.
    const fresh = await postInstantRound(db(), {
      row: { ...row, id: '1a57a1e0-0000-4000-8000-000000000002' },
      userId: p.userId,
      account: p.account,
      rgChecked: false,
      explicitAccount: false,
      seed: { nonce: seed.nonce, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed },
      category: 'fast-games',
      stakeForm: null,
    });
    expect(fresh).toEqual({
      kind: 'stale',
      seed: {
        nonce: seed.nonce + 1,
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
      },
    });
    expect(answer.round.nonce).toBe(seed.nonce);
    expect(await p.balance()).toBe((before ?? 0n) - 100n);
    expect((await roundsOf(p.userId)).map((r) => r.nonce)).toEqual([0, 1, 2]);
  });

  it('the account: a player whose active account changed plays from the new one, never from the cached one', async () => {
    const p = await kit.player();
    for (let i = 0; i < 2; i++) expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    const [other] = await db()
      .insert(ledgerAccounts)
      .values({ userId: p.userId, role: 'player', currency: 'EUR', type: 9, isActive: false, allowNegative: false })
      .returning({ id: ledgerAccounts.id });
    if (!other) throw new Error('no account');
    await db().transaction(async (tx) => {
      await tx.update(ledgerAccounts).set({ isActive: false }).where(eq(ledgerAccounts.id, p.account.id));
      await tx.update(ledgerAccounts).set({ isActive: true }).where(eq(ledgerAccounts.id, other.id));
    });
    // The new active account is empty: the round is refused rather than taken from the old one.
    const res = await p.play({ ...lose, stake: 100 });
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('insufficient_funds');
    expect(await p.balance()).toBe(100_000n - 200n);
    // Asked for by id, the old account still plays (it is the player's and open).
    const named = await kit
      .app()
      .casino.play(p.userId, { mode: 'real', stake: 100, ...lose, accountId: p.account.id }, 'instant');
    expect(named.balanceMinor).toBe((100_000n - 300n).toString());
    expect(await p.balance()).toBe(100_000n - 300n);
    const [stored] = await db().select().from(casinoRounds).where(eq(casinoRounds.id, named.round.id));
    expect(stored?.accountId).toBe(p.account.id);
  });

  it('issue 16 club points are written by the statement as the listener writes them; a player with a casino bonus goes the full way and wagers', async () => {
    const p = await kit.player();
    for (let i = 0; i < 2; i++) expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    const played = await counted(p, { stake: 1500 });
    expect(played.transactions).toBe(0);
    const [entry] = await db()
      .select()
      .from(loyaltyPoints)
      .where(eq(loyaltyPoints.key, `casino:${played.answer.round.id}`));
    expect(entry).toMatchObject({
      userId: p.userId,
      kind: 'casino',
      points: pointsForStake({ product: 'casino', eurCents: 1500n }),
    });
    expect(entry?.points).toBe(3);
    // A casino bonus to wager: the statement leaves the round to the full path, which tells the listener.
    const def = await kit.app().app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: {
        name: 'Instant',
        kind: 'no_deposit',
        fixedAmount: '1000',
        validityDays: 7,
        products: ['casino'],
        wageringMultiplier: 10,
      },
    });
    expect(def.statusCode, def.body).toBe(200);
    const code = `INSTANT${p.userId}`;
    const pc = await kit.app().app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/promo-codes',
      headers: ADMIN,
      payload: { code, definitionId: def.json<{ id: number }>().id },
    });
    expect(pc.statusCode, pc.body).toBe(200);
    const redeemed = await kit.app().app.inject({
      method: 'POST',
      url: '/web-api/bonuses/promo-codes/redeem',
      headers: p.headers,
      payload: { code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const wagered = await counted(p, { stake: 500 });
    expect(wagered.transactions).toBe(1);
    const [bonus] = await db()
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, p.userId), eq(playerBonuses.status, 'active')));
    expect(bonus?.wageringProgress).toBe(500n);
    const books = await reconcileLedger(db());
    expect(books.mismatches).toEqual([]);
  });

  it('concurrent rounds of one player on one node: unique contiguous nonces, no overdraw, each answered round stored once', async () => {
    const p = await kit.player(1_000n);
    expect((await p.play({ ...lose, stake: 100 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => p.play({ ...lose, stake: 100 })));
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => casinoPlayAnswerSchema.parse(r.json()));
    expect(ok).toHaveLength(9);
    expect(await p.balance()).toBe(0n);
    expect((await roundsOf(p.userId)).map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await seedOf(p.userId)).nonce).toBe(10);
  });
});
