import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exponentOf } from '@sb/contracts';
import { formatMinor, move } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import {
  casinoSeamlessRollbacks,
  casinoSeamlessRounds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema';
import type { ConfigService } from '../config';
import type { RgService } from '../responsible';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { houseAccount, LedgerError, transfer, type Tx } from '../ledger';
import { casinoError } from './errors';
import { HOUSE_CASINO } from './play';
import { playAccount, type PlayAccount } from './repository';
import {
  userOfToken,
  type SeamlessAnswer,
  type SeamlessBalanceRequest,
  type SeamlessCode,
  type SeamlessMoveRequest,
  type SeamlessProvider,
  type SeamlessRollbackRequest,
  type SeamlessWallet,
} from './seamless-wallet';

/**
 * The seamless wallet on the ledger (issue 15). No table of its own: every debit, credit and
 * rollback is one ledger transaction whose idempotency key carries the provider's transaction id
 * (`casino:seamless:{provider}:{transactionId}`, a rollback `casino:seamless:{provider}:rollback:{debitId}`)
 * and whose meta carries the operation, player, account, round and amount. The same transaction
 * id therefore answers the same result and moves money once, even when two calls race (the
 * ledger's unique key); a transaction id reused for anything else is a TRANSACTION_CONFLICT.
 */
export interface SeamlessWalletDeps {
  db: Db;
  rg: Pick<RgService, 'checkStake'>;
  providers: readonly SeamlessProvider[];
  /** Issue 16: the bonuses module's wagering (app.ts wires it); without it stakes wager nothing. */
  wagering?: SeamlessWageringPort;
  /** The wallet's balance channel: the player's header shows a provider's move at once. */
  bus?: Pick<EventBus, 'publish'>;
  config?: Pick<ConfigService, 'groups'>;
}

/** What a seamless debit added to each active casino bonus's progress: player bonus id → minor units. */
export type WageringGains = Record<string, string>;

/**
 * Issue 16: seamless stakes wager the player's active casino bonuses as studio stakes do. Both calls
 * run inside the debit's (rollback's) own ledger transaction, once per transaction id.
 */
export interface SeamlessWageringPort {
  /** Wagers a real stake at the game's weight (id, else category, else default); answers each bonus's gain. */
  stakeTx(tx: Tx, stake: { userId: number; gameId: string | null; amount: bigint }): Promise<WageringGains>;
  /** A rolled-back debit: its gains are taken back from the bonuses still active (a completed bonus keeps them). */
  rollbackTx(tx: Tx, gains: WageringGains): Promise<void>;
}

const KIND = { debit: 'casino_stake', credit: 'casino_win', rollback: 'casino_rollback' } as const;
type Op = keyof typeof KIND;

const moveKey = (provider: string, transactionId: string) => `casino:seamless:${provider}:${transactionId}`;
const rollbackKey = (provider: string, debitId: string) => `casino:seamless:${provider}:rollback:${debitId}`;

/** Serialises a debit and a rollback of the same transaction id (a transaction-scoped advisory lock). */
const lockKey = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

class RolledBackFirst extends Error {}
class ShortOfFunds extends Error {}

/** Whether no ledger transaction holds `key` yet (read under the key's advisory lock). */
async function firstTime(tx: Tx, key: string): Promise<boolean> {
  await lockKey(tx, key);
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row === undefined;
}

/** Locks the played account (before any bonus row, as a studio round does) and answers its balance. */
async function lockedBalance(tx: Tx, accountId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return row?.balance ?? 0n;
}

async function rolledBackFirst(tx: Tx, provider: string, transactionId: string): Promise<boolean> {
  await lockKey(tx, moveKey(provider, transactionId));
  const [row] = await tx
    .select({ provider: casinoSeamlessRollbacks.provider })
    .from(casinoSeamlessRollbacks)
    .where(
      and(eq(casinoSeamlessRollbacks.provider, provider), eq(casinoSeamlessRollbacks.transactionId, transactionId)),
    );
  return row !== undefined;
}

const metaSchema = z.object({
  seamless: z.enum(['debit', 'credit', 'rollback']),
  provider: z.string(),
  userId: z.number(),
  accountId: z.number(),
  roundId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  /** Issue 16: a debit's wagering gains per player bonus (taken back by its rollback while active). */
  wagering: z.record(z.string(), z.string().regex(/^\d{1,19}$/)).optional(),
});
type Meta = z.infer<typeof metaSchema>;

interface Recorded {
  meta: Meta;
  balanceAfter: bigint;
}

const refuse = (code: SeamlessCode, balance: bigint | null = null): SeamlessAnswer => ({
  status: 'ERROR',
  code,
  balance: balance?.toString() ?? null,
});
const ok = (balance: bigint, currency: string, transactionId: string | null): SeamlessAnswer => ({
  status: 'OK',
  balance: balance.toString(),
  currency,
  transactionId,
});

export class SeamlessWalletService implements SeamlessWallet {
  private readonly secrets: Map<string, string>;

  constructor(private readonly deps: SeamlessWalletDeps) {
    this.secrets = new Map(deps.providers.map((p) => [p.id, p.secret]));
  }

  /** The provider's shared secret, or undefined when it is not configured. */
  secretOf(provider: string): string | undefined {
    return this.secrets.get(provider);
  }

  async balance(provider: string, req: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
    const account = await this.account(provider, req);
    if (!account) return refuse('UNKNOWN_PLAYER');
    const balance = await this.balanceOf(account.id);
    if (req.currency !== undefined && req.currency !== account.currency) return refuse('CURRENCY_MISMATCH', balance);
    return ok(balance, account.currency, null);
  }

  /** A stake: refused on insufficient funds, responsible-gaming blocks and limits, unknown players. */
  async debit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    const amount = BigInt(req.amount);
    if (amount <= 0n) throw casinoError(400, 'bad_amount', 'a debit moves a positive amount');
    const key = moveKey(provider, req.transactionId);
    const before = await this.recorded(key);
    if (before) return this.replay(before, 'debit', req);
    const account = await this.account(provider, req);
    if (!account) return refuse('UNKNOWN_PLAYER');
    if (account.currency !== req.currency) return refuse('CURRENCY_MISMATCH', await this.balanceOf(account.id));
    const rg = await this.deps.rg.checkStake(account.userId, account.currency, amount);
    if (!rg.ok)
      return refuse(
        rg.code === 'self_excluded' || rg.code === 'timeout_active' ? 'PLAYER_BLOCKED' : 'LIMIT_EXCEEDED',
        await this.balanceOf(account.id),
      );
    const meta = this.metaOf('debit', provider, account, req.roundId, amount);
    try {
      // A rollback that came first refuses the debit (under the transaction id's lock); the round's
      // first debit names its account: the credit finds it by key (casino_seamless_round).
      const openRound = async (tx: Tx) => {
        if (await rolledBackFirst(tx, provider, req.transactionId)) throw new RolledBackFirst();
        await tx
          .insert(casinoSeamlessRounds)
          .values({
            provider,
            userId: account.userId,
            roundId: req.roundId,
            accountId: account.id,
            currency: account.currency,
            transactionId: req.transactionId,
          })
          .onConflictDoNothing();
        return this.wager(tx, key, account, req.gameId ?? null, amount);
      };
      return await this.post(key, meta, req, (house) => move(account.id, house, amount), openRound);
    } catch (err) {
      if (err instanceof ShortOfFunds) return refuse('INSUFFICIENT_FUNDS', await this.balanceOf(account.id));
      if (err instanceof RolledBackFirst) return refuse('TRANSACTION_ROLLED_BACK', await this.balanceOf(account.id));
      if (err instanceof LedgerError && err.code === 'insufficient_funds')
        return refuse('INSUFFICIENT_FUNDS', await this.balanceOf(account.id));
      throw err;
    }
  }

  /** A win: only after a debit of the same round by this provider for this player, to that account. */
  async credit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    const amount = BigInt(req.amount);
    const key = moveKey(provider, req.transactionId);
    const before = await this.recorded(key);
    if (before) return this.replay(before, 'credit', req);
    const userId = await this.userOf(provider, req);
    if (userId === null) return refuse('UNKNOWN_PLAYER');
    const debit = await this.roundDebit(provider, userId, req.roundId);
    if (!debit) return refuse('ROUND_NOT_FOUND');
    const account = { id: debit.accountId, currency: debit.currency, userId };
    if (account.currency !== req.currency) return refuse('CURRENCY_MISMATCH', await this.balanceOf(account.id));
    // A losing round's zero credit closes it on the provider's side: nothing moves on ours.
    if (amount === 0n) return ok(await this.balanceOf(account.id), account.currency, req.transactionId);
    const meta = this.metaOf('credit', provider, account, req.roundId, amount);
    return this.post(key, meta, req, (house) => move(house, account.id, amount));
  }

  /**
   * Gives a debit's stake back, once. An unknown transaction id answers OK with the balance (the
   * provider's debit never reached us, so there is nothing to reverse: providers expect success);
   * a credit's id is refused (ROLLBACK_NOT_ALLOWED).
   */
  async rollback(provider: string, req: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    const key = rollbackKey(provider, req.transactionId);
    const done = await this.recorded(key);
    if (done) return this.replay(done, 'rollback', req);
    const original = await this.recorded(moveKey(provider, req.transactionId));
    const userId = await this.userOf(provider, req);
    if (!original) {
      const account = userId === null ? undefined : await playAccount(this.deps.db, userId);
      if (!account) return refuse('UNKNOWN_PLAYER');
      // Remembered under the debit's lock: the debit arriving later is refused. A debit that won
      // the race is rolled back as usual.
      const debitKey = moveKey(provider, req.transactionId);
      const raced = await this.deps.db.transaction(async (tx) => {
        await lockKey(tx, debitKey);
        const [debited] = await tx
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, debitKey));
        if (debited) return true;
        await tx
          .insert(casinoSeamlessRollbacks)
          .values({ provider, transactionId: req.transactionId })
          .onConflictDoNothing();
        return false;
      });
      if (raced) return this.rollback(provider, req);
      return ok(await this.balanceOf(account.id), account.currency, req.transactionId);
    }
    const m = original.meta;
    if (m.userId !== userId) return refuse('TRANSACTION_CONFLICT');
    if (m.seamless !== 'debit') return refuse('ROLLBACK_NOT_ALLOWED', await this.balanceOf(m.accountId));
    if (
      (req.amount !== undefined && req.amount !== m.amount) ||
      (req.currency !== undefined && req.currency !== m.currency)
    )
      return refuse('TRANSACTION_CONFLICT', await this.balanceOf(m.accountId));
    const amount = BigInt(m.amount);
    const account = { id: m.accountId, currency: m.currency, userId: m.userId };
    const meta = this.metaOf('rollback', provider, account, m.roundId, amount);
    const gains = m.wagering;
    const { wagering } = this.deps;
    // Issue 16: the debit's wagering gains go back with its stake, once (the rollback key's lock).
    const unwager = async (tx: Tx): Promise<undefined> => {
      if (!wagering || !gains || Object.keys(gains).length === 0 || !(await firstTime(tx, key))) return undefined;
      await lockedBalance(tx, account.id);
      await wagering.rollbackTx(tx, gains);
      return undefined;
    };
    return this.post(key, meta, req, (house) => move(house, account.id, amount), unwager);
  }

  /**
   * Issue 16: a debit's stake wagers the player's active casino bonuses, in the debit's transaction,
   * only the first time its key is posted (the debit key's lock is held) and only when the account
   * covers the stake before any conversion: a stake that cannot be paid never completes a bonus.
   * Answers the gains to keep in the debit's meta.
   */
  private async wager(
    tx: Tx,
    key: string,
    account: PlayAccount & { userId: number },
    gameId: string | null,
    amount: bigint,
  ): Promise<Partial<Meta>> {
    const { wagering } = this.deps;
    if (!wagering || !(await firstTime(tx, key))) return {};
    if ((await lockedBalance(tx, account.id)) < amount) throw new ShortOfFunds();
    const gains = await wagering.stakeTx(tx, { userId: account.userId, gameId, amount });
    return Object.keys(gains).length > 0 ? { wagering: gains } : {};
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────
  private metaOf(
    op: Op,
    provider: string,
    account: PlayAccount & { userId: number },
    roundId: string | null,
    amount: bigint,
  ): Meta {
    return {
      seamless: op,
      provider,
      userId: account.userId,
      accountId: account.id,
      roundId,
      amount: amount.toString(),
      currency: account.currency,
    };
  }

  /** One ledger transaction against the casino's house account; a racing duplicate answers the first. */
  private async post(
    key: string,
    meta: Meta,
    req: { transactionId: string },
    postings: (house: number) => ReturnType<typeof move>,
    alongside?: (tx: Tx) => Promise<Partial<Meta> | undefined>,
  ): Promise<SeamlessAnswer> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const house = await houseAccount(tx, HOUSE_CASINO, meta.currency);
      const extra = await alongside?.(tx);
      return transfer(tx, {
        idempotencyKey: key,
        kind: KIND[meta.seamless],
        postings: postings(house),
        meta: { ...meta, ...extra, transactionId: req.transactionId },
      });
    });
    if (outcome.duplicate) {
      const first = await this.recorded(key);
      if (first) return this.replay(first, meta.seamless, { ...req, ...meta });
    }
    const balance = outcome.balances.get(meta.accountId) ?? (await this.balanceOf(meta.accountId));
    await this.publishBalance(meta, balance);
    return ok(balance, meta.currency, req.transactionId);
  }

  private async publishBalance(meta: Meta, balance: bigint): Promise<void> {
    const { bus, config } = this.deps;
    if (!bus || !config) return;
    const { currencies } = await config.groups();
    const event: BalanceEvent = {
      userId: meta.userId,
      accountId: meta.accountId,
      money: formatMinor(balance, exponentOf(currencies, meta.currency)),
      moneyMinor: balance.toString(),
    };
    await bus.publish(BALANCE_CHANNEL, event);
  }

  /** A transaction id seen before: the same request answers the first result; anything else conflicts. */
  private replay(
    first: Recorded,
    op: Op,
    req: { transactionId: string; roundId?: string | null; amount?: string; currency?: string },
  ): SeamlessAnswer {
    const m = first.meta;
    const same =
      m.seamless === op &&
      (op === 'rollback' || (req.roundId === m.roundId && req.amount === m.amount && req.currency === m.currency));
    if (!same) return refuse('TRANSACTION_CONFLICT');
    return ok(first.balanceAfter, m.currency, req.transactionId);
  }

  private async recorded(key: string): Promise<Recorded | null> {
    const [row] = await this.deps.db
      .select({ meta: ledgerTransactions.meta, id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    if (!row) return null;
    const meta = metaSchema.parse(row.meta);
    const [entry] = await this.deps.db
      .select({ balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.txnId, row.id), eq(ledgerEntries.accountId, meta.accountId)));
    return { meta, balanceAfter: entry?.balanceAfter ?? 0n };
  }

  /** The round's first debit by this provider for this player (its account and currency). */
  private async roundDebit(provider: string, userId: number, roundId: string) {
    const [row] = await this.deps.db
      .select({ accountId: casinoSeamlessRounds.accountId, currency: casinoSeamlessRounds.currency })
      .from(casinoSeamlessRounds)
      .where(
        and(
          eq(casinoSeamlessRounds.provider, provider),
          eq(casinoSeamlessRounds.userId, userId),
          eq(casinoSeamlessRounds.roundId, roundId),
        ),
      );
    return row ?? null;
  }

  /** The player named by id or by a token this provider was given; both must agree when both are sent. */
  private async userOf(provider: string, req: { playerId?: number | string; playerToken?: string }) {
    const secret = this.secrets.get(provider);
    const byToken = req.playerToken === undefined || !secret ? null : userOfToken(secret, req.playerToken);
    if (req.playerToken !== undefined && byToken === null) return null;
    const byId = req.playerId === undefined ? null : Number(req.playerId);
    if (byId !== null && byToken !== null && byId !== byToken) return null;
    return byToken ?? byId;
  }

  private async account(provider: string, req: { playerId?: number | string; playerToken?: string }) {
    const userId = await this.userOf(provider, req);
    if (userId === null) return null;
    const account = await playAccount(this.deps.db, userId);
    return account ? { ...account, userId } : null;
  }

  private async balanceOf(accountId: number): Promise<bigint> {
    const [row] = await this.deps.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return row?.balance ?? 0n;
  }
}
