import { exponentOf, STUDIO_PROVIDER_ID } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { RgService } from '../responsible';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import type { Tx } from '../ledger';
import { casinoError } from './errors';
import { playAccount } from './repository';
import {
  creditTx,
  debitTx,
  rollbackTx,
  stakeRefusal,
  type LedgerMove,
  type Moved,
  type SeamlessWageringPort,
} from './seamless-ledger';
import { balanceOf, keysOf, recorded, SeamlessRefusal } from './seamless-ledger-records';
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

export type { SeamlessWageringPort, WageringGains } from './seamless-ledger';

/**
 * The seamless wallet on the ledger (issue 15): the thin face of the casino's one money path
 * (seamless-ledger.ts). Each call names its player (id, or a token this provider was given), is
 * checked against responsible gaming, then runs the core in one database transaction of its own;
 * a refusal of the core becomes the provider's code with the balance. The core's keys
 * (`casino:seamless:{provider}:{transactionId}`, a rollback `casino:seamless:{provider}:rollback:{debitId}`)
 * make the same transaction id answer the same result and move money once, even when calls race.
 * Our studio is a provider too (STUDIO_PROVIDER_ID): the same calls move its players' money.
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

type PlayerRef = { playerId?: number | string; playerToken?: string };

export class SeamlessWalletService implements SeamlessWallet {
  private readonly secrets: Map<string, string>;

  constructor(private readonly deps: SeamlessWalletDeps) {
    // The studio plays in process only: configured or not, no signed request speaks for it.
    this.secrets = new Map(deps.providers.filter((p) => p.id !== STUDIO_PROVIDER_ID).map((p) => [p.id, p.secret]));
  }

  /** The provider's shared secret, or undefined when it is not configured (never the studio's). */
  secretOf(provider: string): string | undefined {
    return this.secrets.get(provider);
  }

  async balance(provider: string, req: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
    const account = await this.account(provider, req);
    if (!account) return refuse('UNKNOWN_PLAYER');
    const balance = await balanceOf(this.deps.db, account.id);
    if (req.currency !== undefined && req.currency !== account.currency) return refuse('CURRENCY_MISMATCH', balance);
    return ok(balance, account.currency, null);
  }

  /** A stake: refused on insufficient funds, responsible-gaming blocks and limits, unknown players. */
  async debit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    const amount = BigInt(req.amount);
    if (amount <= 0n) throw casinoError(400, 'bad_amount', 'a debit moves a positive amount');
    // A retry answers as the first call did, whatever the player's limits say now.
    if (await recorded(this.deps.db, keysOf(provider).debit(req.transactionId)))
      return this.run(provider, req, (tx, m) => debitTx(tx, provider, m));
    const account = await this.account(provider, req);
    if (!account) return refuse('UNKNOWN_PLAYER');
    if (account.currency !== req.currency)
      return refuse('CURRENCY_MISMATCH', await balanceOf(this.deps.db, account.id));
    const blocked = await stakeRefusal(this.deps.rg, account.userId, account.currency, amount);
    if (blocked) return refuse(blocked, await balanceOf(this.deps.db, account.id));
    const { wagering } = this.deps;
    return this.run(provider, req, (tx, m) =>
      debitTx(tx, provider, m, { gameId: req.gameId ?? null, ...(wagering ? { wagering } : {}) }),
    );
  }

  /** A win: only after a debit of the same round by this provider for this player, to that account. */
  async credit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    // The studio's wins come back in proportion to the round's stake (issue 16 money order).
    const stakes = provider === STUDIO_PROVIDER_ID ? { stakeTransactionIds: [req.roundId] } : {};
    return this.run(provider, req, (tx, m) => creditTx(tx, provider, m, stakes));
  }

  /**
   * Gives a debit's stake back, once. An unknown transaction id answers OK with the balance (the
   * provider's debit never reached us, so there is nothing to reverse: providers expect success)
   * and refuses that debit when it comes later; a credit's id is refused (ROLLBACK_NOT_ALLOWED).
   */
  async rollback(provider: string, req: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    const account = await this.account(provider, req);
    if (!account) {
      const original = await recorded(this.deps.db, keysOf(provider).debit(req.transactionId));
      return refuse(original ? 'TRANSACTION_CONFLICT' : 'UNKNOWN_PLAYER');
    }
    const r = {
      userId: account.userId,
      account,
      transactionId: req.transactionId,
      ...(req.amount !== undefined ? { amount: BigInt(req.amount) } : {}),
      ...(req.currency !== undefined ? { currency: req.currency } : {}),
    };
    const { wagering } = this.deps;
    return this.answer(account, req.transactionId, () =>
      this.deps.db.transaction((tx) => rollbackTx(tx, provider, r, wagering ? { wagering } : {})),
    );
  }

  /** A debit or credit in its own transaction, for the player the request names. */
  private async run(
    provider: string,
    req: SeamlessMoveRequest,
    core: (tx: Tx, m: LedgerMove) => Promise<Moved>,
  ): Promise<SeamlessAnswer> {
    const account = await this.account(provider, req);
    if (!account) return refuse('UNKNOWN_PLAYER');
    const m: LedgerMove = {
      userId: account.userId,
      account,
      transactionId: req.transactionId,
      roundId: req.roundId,
      amount: BigInt(req.amount),
      currency: req.currency,
    };
    return this.answer(account, req.transactionId, () => this.deps.db.transaction((tx) => core(tx, m)));
  }

  /** The core's answer as the provider's, a refusal with the balance it names; a new move is published. */
  private async answer(
    player: { userId: number },
    transactionId: string,
    move: () => Promise<Moved>,
  ): Promise<SeamlessAnswer> {
    try {
      const moved = await move();
      if (moved.posted) await this.publishBalance(player.userId, moved);
      return ok(moved.balance, moved.currency, transactionId);
    } catch (err) {
      if (!(err instanceof SeamlessRefusal)) throw err;
      return refuse(err.code, err.accountId === null ? null : await balanceOf(this.deps.db, err.accountId));
    }
  }

  private async publishBalance(userId: number, moved: Moved): Promise<void> {
    const { bus, config } = this.deps;
    if (!bus || !config) return;
    const { currencies } = await config.groups();
    const event: BalanceEvent = {
      userId,
      accountId: moved.accountId,
      money: formatMinor(moved.balance, exponentOf(currencies, moved.currency)),
      moneyMinor: moved.balance.toString(),
    };
    await bus.publish(BALANCE_CHANNEL, event);
  }

  /** The player named by id or by a token this provider was given; both must agree when both are sent. */
  private userOf(provider: string, req: PlayerRef): number | null {
    const secret = this.secrets.get(provider);
    const byToken = req.playerToken === undefined || !secret ? null : userOfToken(secret, req.playerToken);
    if (req.playerToken !== undefined && byToken === null) return null;
    const byId = req.playerId === undefined ? null : Number(req.playerId);
    if (byId !== null && byToken !== null && byId !== byToken) return null;
    return byToken ?? byId;
  }

  private async account(provider: string, req: PlayerRef) {
    const userId = this.userOf(provider, req);
    if (userId === null) return null;
    const account = await playAccount(this.deps.db, userId);
    return account ? { ...account, userId } : null;
  }
}
