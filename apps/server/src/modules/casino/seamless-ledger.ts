import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { STUDIO_PROVIDER_ID } from '@sb/contracts';
import { move } from '@sb/ledger';
import { casinoSeamlessRollbacks, casinoSeamlessRounds, ledgerEntries } from '../../db/schema';
import { houseAccount, LedgerError, transfer, type Tx } from '../ledger';
import type { RgService } from '../responsible';
import { stakedParts, stakeSplit, winPostings } from './bonus-money';
import type { PlayAccount } from './repository';
import type { StakeSqlForm } from './seamless-fresh-round';
import {
  balanceAfter,
  balanceOf,
  casinoHouseRole,
  KIND,
  keysOf,
  lockedBalance,
  lockKey,
  recorded,
  rolledBackFirst,
  SeamlessRefusal,
  type Meta,
  type Op,
  type Recorded,
} from './seamless-ledger-records';
import type { SeamlessCode } from './seamless-wallet';

/**
 * The one money path of the casino (issue 15, "Money and limits"): every stake, win and rollback —
 * an external provider's (through the signed HTTP seamless wallet) and our studio's (provider
 * STUDIO_PROVIDER_ID, in the round's own transaction) — is posted here, inside the caller's database
 * transaction: one implementation of keys, kinds, meta, idempotency by transaction id, the issue 16
 * money order (real money first, then casino bonus money; wins back in proportion) and wagering.
 * A refusal is a SeamlessRefusal thrown in the transaction: the caller's writes roll back with it.
 */

/** What one move answers: the played account's balance after it (a replay: right after the first). */
export interface Moved {
  balance: bigint;
  accountId: number;
  currency: string;
  /** False for a replay or a move of nothing: no new ledger transaction. */
  posted: boolean;
}

/** Who moves what: the player's play account is resolved by the caller (ids, tokens). */
export interface LedgerMove {
  userId: number | null;
  account: PlayAccount;
  transactionId: string;
  roundId: string;
  amount: bigint;
  /** The currency the caller names; another than the account's is CURRENCY_MISMATCH. */
  currency: string;
}

/** What a seamless debit added to each active casino bonus's progress: player bonus id → minor units. */
export type WageringGains = Record<string, string>;

/**
 * Issue 16: external providers' stakes wager the player's active casino bonuses as studio stakes
 * do. Both calls run inside the debit's (rollback's) own ledger transaction, once per transaction id.
 */
export interface SeamlessWageringPort {
  /** Wagers a real stake at the game's weight (id, else category, else default); answers each bonus's gain. */
  stakeTx(tx: Tx, stake: { userId: number; gameId: string | null; amount: bigint }): Promise<WageringGains>;
  /** A rolled-back debit: its gains are taken back from the bonuses still active (a completed bonus keeps them). */
  rollbackTx(tx: Tx, gains: WageringGains): Promise<void>;
}

/** Issue 16: told of each real studio stake debited, in the debiting transaction (bonus wagering); one slot, set by the app. */
export type CasinoStakeListener = (tx: Tx, stake: { roundId: string; amount: bigint }) => Promise<void>;
let stakeListener: CasinoStakeListener | null = null;
let stakeForm: StakeSqlForm | null = null;
/**
 * Sets the listener and, optionally, its SQL form (the same work inside an instant round's one
 * statement). Without a form, every round with a listener goes the full way and calls it.
 */
export const setCasinoStakeListener = (
  listener: CasinoStakeListener | null,
  form: StakeSqlForm | null = null,
): void => {
  stakeListener = listener;
  stakeForm = listener ? form : null;
};
/** What an instant round's statement may do in the listener's place: its form, none needed, or not possible. */
export const stakeListenerForm = (): { usable: boolean; form: StakeSqlForm | null } => ({
  usable: stakeListener === null || stakeForm !== null,
  form: stakeForm,
});
/** Tells the stake listener of a stake debited (a studio caller that debits with `notify: false` calls it later). */
export async function notifyStake(tx: Tx, roundId: string, amount: bigint): Promise<void> {
  if (stakeListener) await stakeListener(tx, { roundId, amount });
}

/**
 * Per provider: the studio stakes with the issue 16 money order and wagers through the stake
 * listener (its rounds' bonus wagering and club points); an external provider stakes real money
 * and wagers through the port (gains kept in the debit's meta, taken back by its rollback).
 */
export interface DebitOptions {
  gameId?: string | null;
  /** Issue 16 money order: real money first, then the player's casino bonus money (default: the studio's). */
  bonusMoney?: boolean;
  /** An external provider's wagering port (ignored for the studio, whose listener wagers). */
  wagering?: SeamlessWageringPort;
  /** Tell the studio's stake listener after posting (default: for the studio; `false`: the caller tells it later). */
  notify?: boolean;
}

const metaOf = (op: Op, provider: string, m: LedgerMove, amount: bigint): Meta => ({
  seamless: op,
  provider,
  userId: m.userId,
  accountId: m.account.id,
  roundId: m.roundId,
  amount: amount.toString(),
  currency: m.account.currency,
});

/** A transaction id seen before: the same request answers the first result; anything else conflicts. */
async function replay(
  tx: Tx,
  first: Recorded,
  op: Op,
  req: { accountId: number | null; roundId?: string; amount?: bigint; currency?: string },
): Promise<Moved> {
  const m = first.meta;
  if (!m) {
    // A studio row written before the core: the same key is the same round's move.
    if (first.kind !== KIND[op] || req.accountId === null) throw new SeamlessRefusal('TRANSACTION_CONFLICT');
    const balance = await balanceAfter(tx, first.txnId, req.accountId);
    return { balance, accountId: req.accountId, currency: req.currency ?? '', posted: false };
  }
  const same =
    m.seamless === op &&
    (op === 'rollback' ||
      (req.roundId === m.roundId && req.amount?.toString() === m.amount && req.currency === m.currency));
  if (!same) throw new SeamlessRefusal('TRANSACTION_CONFLICT');
  return {
    balance: await balanceAfter(tx, first.txnId, m.accountId),
    accountId: m.accountId,
    currency: m.currency,
    posted: false,
  };
}

/** Posts one balanced ledger transaction; the key is held (lockKey), so it is never a duplicate here. */
async function post(
  tx: Tx,
  key: string,
  meta: Meta & { transactionId: string },
  postings: { accountId: number; amount: bigint }[],
): Promise<Moved> {
  try {
    const moved = await transfer(tx, { idempotencyKey: key, kind: KIND[meta.seamless], postings, meta });
    const balance = moved.balances.get(meta.accountId) ?? (await balanceOf(tx, meta.accountId));
    return { balance, accountId: meta.accountId, currency: meta.currency, posted: !moved.duplicate };
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      throw new SeamlessRefusal('INSUFFICIENT_FUNDS', meta.accountId);
    throw err;
  }
}

/**
 * A stake. Refused: INSUFFICIENT_FUNDS (the balances, bonus money included when allowed, do not
 * cover it), TRANSACTION_ROLLED_BACK (its rollback came first), CURRENCY_MISMATCH, and
 * TRANSACTION_CONFLICT (the id was used for another move). Limits are checked by `stakeRefusal`
 * before the transaction.
 */
export async function debitTx(tx: Tx, provider: string, m: LedgerMove, opts: DebitOptions = {}): Promise<Moved> {
  const { account, amount } = m;
  const key = keysOf(provider).debit(m.transactionId);
  await lockKey(tx, key);
  const before = await recorded(tx, key);
  if (before) return replay(tx, before, 'debit', { ...m, accountId: account.id });
  if (account.currency !== m.currency) throw new SeamlessRefusal('CURRENCY_MISMATCH', account.id);
  if (await rolledBackFirst(tx, provider, m.transactionId))
    throw new SeamlessRefusal('TRANSACTION_ROLLED_BACK', account.id);
  // A round's first debit names its account: the credit finds it there. A studio round's stake
  // keyed by its round id (every studio game's) needs no row: its credit finds the stake by key.
  if (!keyedByRound(provider, m))
    await tx
      .insert(casinoSeamlessRounds)
      .values({
        provider,
        userId: m.userId ?? 0,
        roundId: m.roundId,
        accountId: account.id,
        currency: account.currency,
        transactionId: m.transactionId,
      })
      .onConflictDoNothing();
  const house = await houseAccount(tx, casinoHouseRole(m.userId), account.currency);
  const meta: Meta & { transactionId: string } = {
    ...metaOf('debit', provider, m, amount),
    transactionId: m.transactionId,
  };
  // A provider's stake wagers only when the account covers it before any conversion: a stake
  // that cannot be paid never completes a bonus.
  const studio = provider === STUDIO_PROVIDER_ID;
  if (opts.wagering && !studio && m.userId !== null) {
    if ((await lockedBalance(tx, account.id)) < amount) throw new SeamlessRefusal('INSUFFICIENT_FUNDS', account.id);
    const gains = await opts.wagering.stakeTx(tx, { userId: m.userId, gameId: opts.gameId ?? null, amount });
    if (Object.keys(gains).length > 0) meta.wagering = gains;
  }
  const bonusMoney = opts.bonusMoney ?? studio;
  const bonus = bonusMoney && m.userId !== null ? await stakeSplit(tx, m.userId, account, amount) : null;
  if (bonus) meta.bonusMinor = bonus.split.bonus.toString();
  const postings = bonus
    ? [
        { accountId: account.id, amount: -bonus.split.real },
        { accountId: bonus.bonusAccountId, amount: -bonus.split.bonus },
        { accountId: house, amount },
      ].filter((x) => x.amount !== 0n)
    : move(account.id, house, amount);
  const moved = await post(tx, key, meta, postings);
  // The listener wagers by the studio's round row (casino_round, a UUID id); another id has none.
  if ((opts.notify ?? studio) && UUID.test(m.roundId)) await notifyStake(tx, m.roundId, amount);
  return moved;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A studio stake whose transaction id is its round's (`{roundId}` or `{roundId}:{step}`). */
const keyedByRound = (provider: string, m: LedgerMove) =>
  provider === STUDIO_PROVIDER_ID && (m.transactionId === m.roundId || m.transactionId.startsWith(`${m.roundId}:`));

/** The provider's round row of this player (`casino_seamless_round`), if any. */
const roundRow = (provider: string, userId: number | null, roundId: string) =>
  and(
    eq(casinoSeamlessRounds.provider, provider),
    eq(casinoSeamlessRounds.userId, userId ?? 0),
    eq(casinoSeamlessRounds.roundId, roundId),
  );

/**
 * The round's stake: an external provider's first debit of the round by this player (its account),
 * the studio's by the round's stake key (the account the round played). The round row is locked
 * (a rollback of its debit waits for this credit, then sees the round settled).
 */
async function roundAccount(tx: Tx, provider: string, m: LedgerMove): Promise<PlayAccount | null> {
  if (provider === STUDIO_PROVIDER_ID) {
    // A row written before the core (meta `{roundId}` only) is a studio game's, whose round row names the player.
    const stake = await recorded(tx, keysOf(provider).debit(m.roundId));
    if (stake && (stake.meta === null || stake.meta.accountId === m.account.id)) return m.account;
  }
  const [row] = await tx
    .select({ id: casinoSeamlessRounds.accountId, currency: casinoSeamlessRounds.currency })
    .from(casinoSeamlessRounds)
    .where(roundRow(provider, m.userId, m.roundId))
    .for('update');
  return row ?? null;
}

/**
 * A win: only after a debit of the same round (ROUND_NOT_FOUND), to the account that round played.
 * With the round's stake transaction ids, a round staked partly with bonus money wins back in
 * proportion (issue 16); a zero win moves nothing.
 */
export async function creditTx(
  tx: Tx,
  provider: string,
  m: LedgerMove,
  opts: { stakeTransactionIds?: readonly string[] } = {},
): Promise<Moved> {
  const keys = keysOf(provider);
  const key = keys.credit(m.transactionId);
  await lockKey(tx, key);
  const before = await recorded(tx, key);
  if (before) return replay(tx, before, 'credit', { ...m, accountId: m.account.id });
  const account = await roundAccount(tx, provider, m);
  if (!account) throw new SeamlessRefusal('ROUND_NOT_FOUND');
  if (account.currency !== m.currency) throw new SeamlessRefusal('CURRENCY_MISMATCH', account.id);
  // Issue 25 §7: a credited round (a win of 0 too) is settled: its debits are rolled back no more.
  await tx
    .update(casinoSeamlessRounds)
    .set({ settledAt: sql`now()` })
    .where(and(roundRow(provider, m.userId, m.roundId), isNull(casinoSeamlessRounds.settledAt)));
  if (m.amount === 0n)
    return {
      balance: await balanceOf(tx, account.id),
      accountId: account.id,
      currency: account.currency,
      posted: false,
    };
  const won = { ...m, account };
  const house = await houseAccount(tx, casinoHouseRole(m.userId), account.currency);
  const stakeKeys = (opts.stakeTransactionIds ?? []).map(keys.debit);
  const staked = stakeKeys.length > 0 ? await stakedParts(tx, account.id, stakeKeys) : null;
  const postings = staked
    ? (
        await winPostings(tx, {
          house,
          realAccountId: account.id,
          bonusAccountId: staked.bonusAccountId,
          staked: staked.split,
          win: m.amount,
        })
      ).postings
    : move(house, account.id, m.amount);
  return post(tx, key, { ...metaOf('credit', provider, won, m.amount), transactionId: m.transactionId }, postings);
}

/**
 * Gives a debit back, once: each account gets exactly what the debit took from it (bonus money
 * included), and its wagering gains go back. A debit not seen yet answers the balance and is
 * refused when it comes later (TRANSACTION_ROLLED_BACK); a credit's id is ROLLBACK_NOT_ALLOWED, and
 * so (issue 25 §7, the usual seamless rule) is a debit of a round already credited: only an
 * unsettled debit comes back, never a stake whose win was paid.
 */
export async function rollbackTx(
  tx: Tx,
  provider: string,
  r: { userId: number; account: PlayAccount; transactionId: string; amount?: bigint; currency?: string },
  opts: { wagering?: SeamlessWageringPort } = {},
): Promise<Moved> {
  const keys = keysOf(provider);
  const debitKey = keys.debit(r.transactionId);
  const key = keys.rollback(r.transactionId);
  // The debit's lock first (as the debit takes it): a rollback racing its debit waits or marks it.
  await lockKey(tx, debitKey);
  await lockKey(tx, key);
  const done = await recorded(tx, key);
  if (done) return replay(tx, done, 'rollback', { accountId: r.account.id });
  const original = await recorded(tx, debitKey);
  if (!original) {
    await tx.insert(casinoSeamlessRollbacks).values({ provider, transactionId: r.transactionId }).onConflictDoNothing();
    const balance = await balanceOf(tx, r.account.id);
    return { balance, accountId: r.account.id, currency: r.account.currency, posted: false };
  }
  const m = original.meta;
  if (!m || m.userId !== r.userId) throw new SeamlessRefusal('TRANSACTION_CONFLICT');
  if (m.seamless !== 'debit') throw new SeamlessRefusal('ROLLBACK_NOT_ALLOWED', m.accountId);
  if (m.roundId !== null) {
    const [settled] = await tx
      .select({ at: casinoSeamlessRounds.settledAt })
      .from(casinoSeamlessRounds)
      .where(and(roundRow(provider, m.userId, m.roundId), isNotNull(casinoSeamlessRounds.settledAt)))
      .for('update');
    if (settled) throw new SeamlessRefusal('ROLLBACK_NOT_ALLOWED', m.accountId);
  }
  if (
    (r.amount !== undefined && r.amount.toString() !== m.amount) ||
    (r.currency !== undefined && r.currency !== m.currency)
  )
    throw new SeamlessRefusal('TRANSACTION_CONFLICT', m.accountId);
  if (opts.wagering && m.wagering && Object.keys(m.wagering).length > 0) {
    await lockedBalance(tx, m.accountId);
    await opts.wagering.rollbackTx(tx, m.wagering);
  }
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.txnId, original.txnId));
  const postings = entries.map((e) => ({ accountId: e.accountId, amount: -e.amount }));
  const meta: Meta & { transactionId: string } = {
    seamless: 'rollback',
    provider,
    userId: m.userId,
    accountId: m.accountId,
    roundId: m.roundId,
    amount: m.amount,
    currency: m.currency,
    transactionId: r.transactionId,
  };
  return post(tx, key, meta, postings);
}

/** Responsible gaming before a stake (wagering and loss limits, time-out, self-exclusion), as a provider code. */
export async function stakeRefusal(
  rg: Pick<RgService, 'checkStake'>,
  userId: number,
  currency: string,
  amount: bigint,
): Promise<SeamlessCode | null> {
  const verdict = await rg.checkStake(userId, currency, amount);
  if (verdict.ok) return null;
  return verdict.code === 'self_excluded' || verdict.code === 'timeout_active' ? 'PLAYER_BLOCKED' : 'LIMIT_EXCEEDED';
}
