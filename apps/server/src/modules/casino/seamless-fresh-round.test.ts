import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { casinoPlayAnswerSchema, STUDIO_PROVIDER_ID } from '@sb/contracts';
import {
  casinoRecent,
  casinoRounds,
  casinoSeamlessRollbacks,
  casinoSeeds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema';
import { reconcileLedger } from '../ledger';
import { payoutOf, playChecked, RoundIdTaken } from './play';
import { casinoHouseRole, CASINO_HOUSE_SHARDS } from './seamless-ledger-records';
import { openCasinoTestKit, type CasinoTestKit } from './test-kit';
import { testStudio } from './test-studio';

/**
 * Issue 15 "Proofs and performance": a fresh studio round in one statement (seamless-fresh-round.ts)
 * keeps every money rule of the full path — the same keys and balanced transactions, the house
 * shard, limits, the money order's fallback, rollback marks, unique nonces.
 */
const clock = Date.UTC(2026, 10, 24, 12, 0, 0);
const studio = testStudio();
let kit: CasinoTestKit;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, studio, net: 96 });
});
afterAll(async () => {
  await kit.dispose();
});

const db = () => kit.db();
const player = (funds?: bigint) => kit.player(funds);

/** A seed whose first roll is below 97: dice with target ⌊roll⌋+1 wins (computed, not luck). */
function winningSeed() {
  const serverSeed = 'f'.repeat(64);
  for (let i = 0; ; i++) {
    const clientSeed = `seed-${i}`;
    const roll = Math.floor(studio.floatStream(serverSeed, clientSeed, 0).next() * 10_000) / 100;
    if (roll < 97) return { serverSeed, clientSeed, target: Math.max(2, Math.floor(roll) + 1) };
  }
}

const entriesOf = async (key: string) => {
  const [txn] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  if (!txn) return null;
  const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.txnId, txn.id));
  return { txn, entries: new Map(entries.map((e) => [e.accountId, e])) };
};

describe('issue 15 proofs: a fresh studio round in one statement keeps the money rules', () => {
  it('stake and win are two balanced ledger transactions (casino:stake / casino:win) on the player’s house shard', async () => {
    const p = await player();
    const { serverSeed, clientSeed, target } = winningSeed();
    await db()
      .insert(casinoSeeds)
      .values({ userId: p.userId, serverSeed, serverSeedHash: studio.hashSeed(serverSeed), clientSeed });
    const roundId = '4d6f6e65-7900-4000-8000-000000000001';
    const res = await p.play({ gameId: 'test-dice', stake: 500, params: { target }, roundId });
    expect(res.statusCode).toBe(200);
    const answer = casinoPlayAnswerSchema.parse(res.json());
    const payout = payoutOf(500n, answer.round.multiplier ?? 0);
    expect(payout).toBeGreaterThan(0n);
    expect(answer.balanceMinor).toBe((100_000n - 500n + payout).toString());
    const [house] = await db()
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.role, casinoHouseRole(p.userId)), eq(ledgerAccounts.currency, p.account.currency)));
    expect(casinoHouseRole(p.userId)).toBe(`house:casino:${p.userId % CASINO_HOUSE_SHARDS}`);
    expect(house?.userId).toBeNull();
    if (!house) throw new Error('no house shard');
    const stake = await entriesOf(`casino:stake:${roundId}`);
    expect(stake?.txn.kind).toBe('casino_stake');
    expect(stake?.txn.meta).toMatchObject({
      seamless: 'debit',
      provider: STUDIO_PROVIDER_ID,
      userId: p.userId,
      roundId,
      transactionId: roundId,
      amount: '500',
    });
    expect(stake?.entries.get(p.account.id)).toMatchObject({ amount: -500n, balanceAfter: 100_000n - 500n });
    expect(stake?.entries.get(house.id)?.amount).toBe(500n);
    const win = await entriesOf(`casino:win:${roundId}`);
    expect(win?.txn.kind).toBe('casino_win');
    expect(win?.txn.meta).toMatchObject({ seamless: 'credit', amount: payout.toString(), transactionId: roundId });
    expect(win?.entries.get(p.account.id)).toMatchObject({ amount: payout, balanceAfter: 100_000n - 500n + payout });
    expect(win?.entries.get(house.id)).toMatchObject({ amount: -payout, balanceAfter: house.balance });
    const [round] = await db().select().from(casinoRounds).where(eq(casinoRounds.id, roundId));
    expect(round).toMatchObject({
      nonce: 0,
      clientSeed,
      status: 'settled',
      payout,
      stake: 500n,
      createdAt: new Date(clock),
    });
    const recent = await db().select().from(casinoRecent).where(eq(casinoRecent.userId, p.userId));
    expect(recent.map((r) => r.gameId)).toEqual(['test-dice']);
    const books = await reconcileLedger(db());
    expect(books.mismatches).toEqual([]);
    expect(books.unbalancedCurrencies).toEqual([]);
  });

  it('a lost round posts only its stake; concurrent rounds take unique nonces and never overdraw', async () => {
    const p = await player(1_000n);
    const answers = await Promise.all(Array.from({ length: 8 }, () => p.play({ gameId: 'test-lose', stake: 150 })));
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => casinoPlayAnswerSchema.parse(r.json()));
    expect(ok).toHaveLength(6);
    expect(
      answers.filter((r) => r.statusCode !== 200).map((r) => r.json<{ errors: { code: string }[] }>().errors[0]?.code),
    ).toEqual(['insufficient_funds', 'insufficient_funds']);
    expect(ok.map((a) => a.round.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await p.balance()).toBe(100n);
    const wins = await db()
      .select()
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.idempotencyKey,
          ok.map((a) => `casino:win:${a.round.id}`),
        ),
      );
    expect(wins).toEqual([]);
  });

  it('limits: checkStake is asked only for a player with a stake limit, and its refusal writes nothing', async () => {
    const free = await player();
    const check = vi.fn(async () => undefined);
    const game = studio.gameById('test-lose');
    if (!game) throw new Error('no test-lose');
    const bet = { game, params: {}, stake: 100n, at: new Date(clock), limitsInSql: true };
    const base = { ...bet, userId: free.userId, account: free.account };
    await playChecked(db(), studio, { ...base, roundId: '4d6f6e65-7900-4000-8000-000000000002' }, check);
    expect(check).not.toHaveBeenCalled();
    const limited = await player();
    await kit.app().rg.save(limited.userId, [{ limitType: 33, limitValue: 7 }]);
    const p2 = { ...bet, userId: limited.userId, account: limited.account };
    await playChecked(db(), studio, { ...p2, roundId: '4d6f6e65-7900-4000-8000-000000000003' }, check);
    expect(check).toHaveBeenCalledTimes(1);
    const refuse = async () => {
      throw new Error('limit_refused');
    };
    await expect(
      playChecked(db(), studio, { ...p2, roundId: '4d6f6e65-7900-4000-8000-000000000004' }, refuse),
    ).rejects.toThrow('limit_refused');
    expect(await limited.balance()).toBe(100_000n - 100n);
    const [seed] = await db().select().from(casinoSeeds).where(eq(casinoSeeds.userId, limited.userId));
    expect(seed?.nonce).toBe(1);
    // Through the API with the real RgService: the time-out refuses.
    const res = await limited.play({ gameId: 'test-lose', stake: 100 });
    expect(res.statusCode).toBe(403);
    // A retry of a round played before the time-out answers that round (found by the statement, nothing moves).
    const retry = await limited.play({
      gameId: 'test-lose',
      stake: 100,
      roundId: '4d6f6e65-7900-4000-8000-000000000003',
    });
    expect(casinoPlayAnswerSchema.parse(retry.json()).replay).toBe(true);
    expect(await limited.balance()).toBe(100_000n - 100n);
  });

  it('a rollback mark of the round id refuses the stake (the full path’s rule), nothing written', async () => {
    const p = await player();
    const roundId = '4d6f6e65-7900-4000-8000-000000000005';
    await db().insert(casinoSeamlessRollbacks).values({ provider: STUDIO_PROVIDER_ID, transactionId: roundId });
    const res = await p.play({ gameId: 'test-lose', stake: 100, roundId });
    expect(res.statusCode).toBe(409);
    expect(await p.balance()).toBe(100_000n);
    expect(await db().select().from(casinoRounds).where(eq(casinoRounds.id, roundId))).toEqual([]);
  });

  it('a round id taken by another player is refused, by this player replayed; money moves once', async () => {
    const p = await player();
    const roundId = '4d6f6e65-7900-4000-8000-000000000006';
    expect((await p.play({ gameId: 'test-lose', stake: 200, roundId })).statusCode).toBe(200);
    const again = casinoPlayAnswerSchema.parse((await p.play({ gameId: 'test-lose', stake: 200, roundId })).json());
    expect(again.replay).toBe(true);
    expect(await p.balance()).toBe(100_000n - 200n);
    const q = await player();
    expect((await q.play({ gameId: 'test-lose', stake: 200, roundId })).statusCode).toBe(409);
    // Past the API's look-up (a race): the statement's round insert finds the id taken, nothing is written.
    const game = studio.gameById('test-lose');
    if (!game) throw new Error('no test-lose');
    const raced = { game, params: {}, stake: 200n, at: new Date(clock), limitsInSql: true, roundId };
    const check = async () => undefined;
    await expect(
      playChecked(db(), studio, { ...raced, userId: q.userId, account: q.account }, check),
    ).rejects.toBeInstanceOf(RoundIdTaken);
    expect(await q.balance()).toBe(100_000n);
    const [seed] = await db().select().from(casinoSeeds).where(eq(casinoSeeds.userId, q.userId));
    expect(seed?.nonce ?? 0).toBe(0);
  });
});
