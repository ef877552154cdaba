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
import { claimNonce } from './seamless-replay';
import { ProviderSessions, type ProviderSession } from './seamless-sessions';
import {
  type SeamlessAnswer,
  type SeamlessAuthAnswer,
  type SeamlessAuthenticateRequest,
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
 * (seamless-ledger.ts). Each call names its player — an external provider by the session token
 * its `authenticate` got (issue 25 §7/§8: bound to the player, the game and the launching site
 * session), our studio by id — is checked against responsible gaming, then runs the core in one
 * database transaction of its own;
 * a refusal of the core becomes the provider's code with the balance. The core's keys
 * (`casino:seamless:{provider}:{transactionId}`, a rollback `casino:seamless:{provider}:rollback:{debitId}`)
 * make the same transaction id answer the same result and move money once, even when calls race.
 * Our studio is a provider too (STUDIO_PROVIDER_ID): the same calls move its players' money.
 */
export interface SeamlessWalletDeps {
  db: Db;
  rg: Pick<RgService, 'checkStake' | 'excluded'>;
  /** The injectable clock: launch expiry, site session expiry, the nonce window. */
  now: () => number;
  providers: readonly SeamlessProvider[];
  /** Issue 16: the bonuses module's wagering (app.ts wires it); without it stakes wager nothing. */
  wagering?: SeamlessWageringPort;
  /** The wallet's balance channel: the player's header shows a provider's move at once. */
  bus?: Pick<EventBus, 'publish'>;
  config?: Pick<ConfigService, 'groups'>;
}

const refuse = (code: SeamlessCode, balance: bigint | null = null): Extract<SeamlessAnswer, { status: 'ERROR' }> => ({
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

type PlayerRef = { playerId?: number | string; sessionToken?: string };
/** `play`: the session must be alive (balance, a new stake); `settle`: any session of the player (wins, rollbacks, retries). */
type Use = 'play' | 'settle';
/** `blocked`: a time-out or self-exclusion in force (answered PLAYER_BLOCKED with the balance, as a stake refusal). */
type Player = { userId: number; session: ProviderSession | null; blocked: boolean };

export class SeamlessWalletService implements SeamlessWallet {
  private readonly secrets: Map<string, string>;
  /** Issue 25 §8: the provider game sessions (launch tokens, session tokens), shared by every node through the DB. */
  readonly sessions: ProviderSessions;

  constructor(private readonly deps: SeamlessWalletDeps) {
    // The studio plays in process only: configured or not, no signed request speaks for it.
    this.secrets = new Map(deps.providers.filter((p) => p.id !== STUDIO_PROVIDER_ID).map((p) => [p.id, p.secret]));
    this.sessions = new ProviderSessions({ db: deps.db, rg: deps.rg, now: deps.now });
  }

  /** Issue 25 §7: claims a signed request's nonce; false when it was seen already (a replay). */
  claimRequest(provider: string, nonce: string): Promise<boolean> {
    return claimNonce(this.deps.db, provider, nonce, this.deps.now());
  }

  /** Issue 25 §8: the launch token, consumed once, for the session token the other calls carry. */
  async authenticate(provider: string, req: SeamlessAuthenticateRequest): Promise<SeamlessAuthAnswer> {
    const opened = await this.sessions.open(provider, req.launchToken);
    if (!opened.ok) return refuse(opened.code);
    const account = await playAccount(this.deps.db, opened.session.userId);
    if (!account) return refuse('UNKNOWN_PLAYER');
    return {
      status: 'OK',
      sessionToken: opened.sessionToken,
      playerId: String(opened.session.userId),
      gameId: opened.session.gameId,
      balance: (await balanceOf(this.deps.db, account.id)).toString(),
      currency: account.currency,
      transactionId: null,
    };
  }

  /** The provider's shared secret, or undefined when it is not configured (never the studio's). */
  secretOf(provider: string): string | undefined {
    return this.secrets.get(provider);
  }

  async balance(provider: string, req: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
    const who = await this.player(provider, req, 'play');
    if (typeof who === 'string') return refuse(who);
    const account = await this.account(who);
    if (!account) return refuse('UNKNOWN_PLAYER');
    const balance = await balanceOf(this.deps.db, account.id);
    if (who.blocked) return refuse('PLAYER_BLOCKED', balance);
    if (req.currency !== undefined && req.currency !== account.currency) return refuse('CURRENCY_MISMATCH', balance);
    return ok(balance, account.currency, null);
  }

  /** A stake: refused on insufficient funds, responsible-gaming blocks and limits, unknown players. */
  async debit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    const amount = BigInt(req.amount);
    if (amount <= 0n) throw casinoError(400, 'bad_amount', 'a debit moves a positive amount');
    // A retry answers as the first call did, whatever the player's limits (or session) say now.
    const retry = (await recorded(this.deps.db, keysOf(provider).debit(req.transactionId))) !== null;
    const who = await this.player(provider, req, retry ? 'settle' : 'play');
    if (typeof who === 'string') return refuse(who);
    if (retry) return this.run(who, req, (tx, m) => debitTx(tx, provider, m));
    // Issue 25 §7: a session plays the game it was launched for, and wagers at that game's weight.
    if (who.session && req.gameId !== undefined && req.gameId !== who.session.gameId) return refuse('INVALID_SESSION');
    const gameId = req.gameId ?? who.session?.gameId ?? null;
    const account = await this.account(who);
    if (!account) return refuse('UNKNOWN_PLAYER');
    if (account.currency !== req.currency)
      return refuse('CURRENCY_MISMATCH', await balanceOf(this.deps.db, account.id));
    // A blocked session's player is refused by the stake check too (rg.checkStake: PLAYER_BLOCKED).
    const blocked = await stakeRefusal(this.deps.rg, account.userId, account.currency, amount);
    if (blocked) return refuse(blocked, await balanceOf(this.deps.db, account.id));
    const { wagering } = this.deps;
    return this.run(who, req, (tx, m) => debitTx(tx, provider, m, { gameId, ...(wagering ? { wagering } : {}) }));
  }

  /** A win: only after a debit of the same round by this provider for this player, to that account. */
  async credit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer> {
    // The studio's wins come back in proportion to the round's stake (issue 16 money order).
    const stakes = provider === STUDIO_PROVIDER_ID ? { stakeTransactionIds: [req.roundId] } : {};
    // A round staked is paid even after its session ended: the win is the player's.
    const who = await this.player(provider, req, 'settle');
    if (typeof who === 'string') return refuse(who);
    return this.run(who, req, (tx, m) => creditTx(tx, provider, m, stakes));
  }

  /**
   * Gives a debit's stake back, once. An unknown transaction id answers OK with the balance (the
   * provider's debit never reached us, so there is nothing to reverse: providers expect success)
   * and refuses that debit when it comes later; a credit's id, or a debit of a round already
   * credited, is refused (ROLLBACK_NOT_ALLOWED). The stake comes back after the session ended too.
   */
  async rollback(provider: string, req: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    const who = await this.player(provider, req, 'settle');
    if (typeof who === 'string') return refuse(who);
    const account = await this.account(who);
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
    who: Player,
    req: SeamlessMoveRequest,
    core: (tx: Tx, m: LedgerMove) => Promise<Moved>,
  ): Promise<SeamlessAnswer> {
    const account = await this.account(who);
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

  /**
   * The player a call names. The studio (in process) names them by id. An external provider only
   * by a session token of its own (issue 25 §7: a player id alone reaches no one; sent too, it
   * must be the session's player); for `play`, the session must still be alive (§8).
   */
  private async player(provider: string, req: PlayerRef, use: Use): Promise<Player | SeamlessCode> {
    const byId = req.playerId === undefined ? null : Number(req.playerId);
    if (provider === STUDIO_PROVIDER_ID)
      return byId === null ? 'UNKNOWN_PLAYER' : { userId: byId, session: null, blocked: false };
    if (req.sessionToken === undefined) return 'INVALID_SESSION';
    const session = await this.sessions.find(provider, req.sessionToken);
    if (!session || (byId !== null && byId !== session.userId)) return 'INVALID_SESSION';
    const ended = use === 'play' ? await this.sessions.liveness(session) : null;
    if (ended === 'SESSION_EXPIRED') return ended;
    return { userId: session.userId, session, blocked: ended === 'PLAYER_BLOCKED' };
  }

  private async account(who: Player) {
    const account = await playAccount(this.deps.db, who.userId);
    return account ? { ...account, userId: who.userId } : null;
  }
}
