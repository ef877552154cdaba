import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STUDIO_PROVIDER_ID } from '@sb/contracts';
import type { Db } from '../../db/client';
import { casinoSeamlessRollbacks, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Tx } from '../ledger';
import type { SeamlessCode } from './seamless-wallet';

/**
 * What the seamless ledger core (seamless-ledger.ts) keeps and reads back: the idempotency keys of
 * each provider, the ledger kinds, the meta of every move, and the locks that serialise one
 * transaction id. No table of its own besides the early-rollback marks: a move is its ledger
 * transaction.
 */
export const HOUSE_CASINO = 'house:casino';

/**
 * Casino stakes and wins post against the player's shard of the house, `house:casino:{userId mod
 * CASINO_HOUSE_SHARDS}` (as betting's `house:bets:{shard}`): with one house row every round of every
 * player waited on its lock from the stake to the commit. A move without a player (never a real
 * round's) keeps `house:casino`. Reconciliation needs nothing: every house row is an account like another.
 */
export const CASINO_HOUSE_SHARDS = 64;
export const casinoHouseRole = (userId: number | null): string =>
  userId === null ? HOUSE_CASINO : `${HOUSE_CASINO}:${userId % CASINO_HOUSE_SHARDS}`;

/** Ledger kinds the responsible-gaming usage counts (modules/responsible WAGER_KINDS, LOSS_KINDS). */
export const KIND = { debit: 'casino_stake', credit: 'casino_win', rollback: 'casino_rollback' } as const;
export type Op = keyof typeof KIND;

export interface LedgerKeys {
  debit(transactionId: string): string;
  credit(transactionId: string): string;
  rollback(debitTransactionId: string): string;
}

/**
 * The studio keeps the keys its rounds always had (`casino:stake:{roundId}[:{step}]`,
 * `casino:win:{roundId}`), so existing rows, reconciliation and the bonus money order's reads keep
 * working; its transaction ids are the round id (a debit's step k > 0: `{roundId}:{k}`). An external
 * provider's debits and credits share one namespace (`casino:seamless:{provider}:{transactionId}`),
 * so an id reused for the other operation is a conflict.
 */
export function keysOf(provider: string): LedgerKeys {
  if (provider === STUDIO_PROVIDER_ID)
    return {
      debit: (id) => `casino:stake:${id}`,
      credit: (id) => `casino:win:${id}`,
      rollback: (id) => `casino:rollback:${id}`,
    };
  return {
    debit: (id) => `casino:seamless:${provider}:${id}`,
    credit: (id) => `casino:seamless:${provider}:${id}`,
    rollback: (id) => `casino:seamless:${provider}:rollback:${id}`,
  };
}

/** The studio's transaction id of a round's stake at `step` (0: the opening stake). */
export const studioStakeId = (roundId: string, step = 0) => (step ? `${roundId}:${step}` : roundId);

export const metaSchema = z.object({
  seamless: z.enum(['debit', 'credit', 'rollback']),
  provider: z.string(),
  /** Null only for a studio move whose caller had no player at hand (never for a provider's). */
  userId: z.number().nullable(),
  accountId: z.number(),
  roundId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  /** Issue 16: a debit's wagering gains per player bonus (taken back by its rollback while active). */
  wagering: z.record(z.string(), z.string().regex(/^\d{1,19}$/)).optional(),
  /** Issue 16 money order: the part of a studio stake paid with casino bonus money. */
  bonusMinor: z.string().optional(),
});
export type Meta = z.infer<typeof metaSchema>;

/** A ledger transaction found by key; `meta` null for a studio row written before the core (`{roundId}` only). */
export interface Recorded {
  txnId: bigint;
  kind: string;
  meta: Meta | null;
}

type Handle = Tx | Db;

export async function recorded(handle: Handle, key: string): Promise<Recorded | null> {
  const [row] = await handle
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind, meta: ledgerTransactions.meta })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  if (!row) return null;
  const parsed = metaSchema.safeParse(row.meta);
  return { txnId: row.id, kind: row.kind, meta: parsed.success ? parsed.data : null };
}

/** The account's balance right after the recorded transaction (what a retry answers). */
export async function balanceAfter(handle: Handle, txnId: bigint, accountId: number): Promise<bigint> {
  const [entry] = await handle
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.txnId, txnId), eq(ledgerEntries.accountId, accountId)));
  return entry?.balanceAfter ?? (await balanceOf(handle, accountId));
}

export async function balanceOf(handle: Handle, accountId: number): Promise<bigint> {
  const [row] = await handle
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0n;
}

/** Locks the played account (before any bonus row, as a studio round does) and answers its balance. */
export async function lockedBalance(tx: Tx, accountId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return row?.balance ?? 0n;
}

/** Serialises every move of one key (a transaction-scoped advisory lock): a racing duplicate waits, then replays. */
export const lockKey = async (tx: Tx, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};

export async function rolledBackFirst(tx: Tx, provider: string, transactionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ provider: casinoSeamlessRollbacks.provider })
    .from(casinoSeamlessRollbacks)
    .where(
      and(eq(casinoSeamlessRollbacks.provider, provider), eq(casinoSeamlessRollbacks.transactionId, transactionId)),
    );
  return row !== undefined;
}

/**
 * A refusal of the core, thrown inside the caller's transaction so that nothing of it is written
 * (the round row of a studio game included); `accountId` names the balance to answer with it.
 */
export class SeamlessRefusal extends Error {
  constructor(
    readonly code: SeamlessCode,
    readonly accountId: number | null = null,
  ) {
    super(code);
  }
}
