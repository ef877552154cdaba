import {
  BONUS_GAMES,
  bonusGameById,
  DEPOSIT_TICKET_MIN_MINOR,
  depositTickets,
  hashSeed,
  playBonusRound,
  spendTicket,
  TICKET_CURRENCY,
  TICKET_PRICE_POINTS,
  type BonusGame,
} from '@sb/casino';
import {
  bonusGameBoardSchema,
  bonusGameChoiceSchema,
  bonusGameIdSchema,
  type BonusGameBuyAnswer,
  type BonusGameHistoryAnswer,
  type BonusGamePlayAnswer,
  type BonusGamePlayBody,
  type BonusGamesAnswer,
  type BonusGameTicketsAnswer,
  type BonusGameVerifyAnswer,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { pointsBalance, spendPointsTx } from '../bonuses';
import { lockPlayer, playerCurrency } from '../identity';
import type { Tx } from '../ledger';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { gameView, playView } from './present';
import { payPrizeTx } from './prize';
import * as repo from './repository';
import { fairnessView, lockSeed, rotateSeed, seedById, takeNonce } from './seeds';

export interface BonusGamesDeps {
  db: Db;
  now: () => number;
  /** The wallet's first-use creation of the main and bonus accounts (a prize needs the bonus account). */
  ensureAccounts: (userId: number) => Promise<void>;
  /** The wallet's balance channel: a money prize moves the bonus account, the header shows it at once. */
  bus?: EventBus;
}

const HISTORY = 50;
/** The points entry's reward id of a ticket bought in the rewards shop. */
export const TICKET_REWARD_ID = 'bonus-game-ticket';

/** JSON with its object keys sorted: jsonb keeps keys in its own order, so compare canonically. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : typeof v === 'object' && v !== null
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/**
 * Issue 16 bonus games (spec §2 Games entrance): tickets earned from the rewards shop, operators'
 * grants and deposits; a round spends one ticket under the player's row lock and pays its prize in
 * the same transaction — a bonus or free bet through the bonus engine into the bonus account (one
 * ledger transfer), or club points. Rounds are provably fair and idempotent by the client's id.
 */
export class BonusGamesService {
  constructor(private readonly deps: BonusGamesDeps) {}

  games(): BonusGamesAnswer {
    return {
      currency: TICKET_CURRENCY,
      ticketPricePoints: TICKET_PRICE_POINTS,
      depositTicketMinMinor: DEPOSIT_TICKET_MIN_MINOR.toString(),
      games: BONUS_GAMES.map(gameView),
    };
  }

  async tickets(userId: number): Promise<BonusGameTicketsAnswer> {
    const { db } = this.deps;
    const seed = await db.transaction((tx) => lockSeed(tx, userId, new Date(this.deps.now())));
    const history = await repo.ticketHistory(db, userId, HISTORY);
    return {
      tickets: await repo.ticketBalance(db, userId),
      pointsBalance: await db.transaction((tx) => pointsBalance(tx, userId)),
      eligible: (await playerCurrency(db, userId)) === TICKET_CURRENCY,
      history: history.map(({ entry, gameId }) => ({
        source: entry.source as 'shop' | 'grant' | 'deposit' | 'play',
        delta: entry.delta,
        gameId,
        at: entry.createdAt.toISOString(),
      })),
      fairness: fairnessView(seed),
    };
  }

  /** Refused with 400 unless the player's account is in the prize currency. */
  private async eligibleCurrency(userId: number): Promise<void> {
    const currency = await playerCurrency(this.deps.db, userId);
    if (currency === undefined) throw new DomainError(401, 'unauthorized', 'main_error');
    if (currency !== TICKET_CURRENCY) throw new DomainError(400, 'bonus_game_currency_not_eligible', 'main_error');
  }

  /** The rewards shop: one ticket for TICKET_PRICE_POINTS points; the same key again buys nothing more. */
  async buy(userId: number, idempotencyKey: string): Promise<BonusGameBuyAnswer> {
    await this.eligibleCurrency(userId);
    const { db } = this.deps;
    const at = new Date(this.deps.now());
    const key = `shop:${userId}:${idempotencyKey}`;
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      if (await repo.ticketEntry(tx, key)) return;
      const spent = await spendPointsTx(tx, {
        userId,
        key: `redeem:${userId}:${TICKET_REWARD_ID}:${idempotencyKey}`,
        points: TICKET_PRICE_POINTS,
        rewardId: TICKET_REWARD_ID,
        at,
      });
      if (!spent.ok) throw new DomainError(409, spent.error, 'main_error');
      await repo.insertTicketEntry(tx, {
        userId,
        key,
        source: 'shop',
        delta: 1,
        at,
        note: `${TICKET_PRICE_POINTS} points`,
      });
    });
    return {
      tickets: await repo.ticketBalance(db, userId),
      pointsBalance: await db.transaction((tx) => pointsBalance(tx, userId)),
    };
  }

  /** An operator's grant (a promotion): `count` tickets once per idempotency key. */
  async grant(g: { userId: number; count: number; idempotencyKey: string; reason?: string | undefined }) {
    const { db } = this.deps;
    const currency = await playerCurrency(db, g.userId);
    if (currency === undefined) throw new DomainError(404, 'user_not_found', 'main_error');
    if (currency !== TICKET_CURRENCY) throw new DomainError(400, 'bonus_game_currency_not_eligible', 'main_error');
    const key = `grant:${g.idempotencyKey}`;
    const at = new Date(this.deps.now());
    const created = await repo.insertTicketEntry(db, {
      userId: g.userId,
      key,
      source: 'grant',
      delta: g.count,
      at,
      ...(g.reason === undefined ? {} : { note: g.reason }),
    });
    if (!created) {
      const first = await repo.ticketEntry(db, key);
      if (first?.userId !== g.userId || first.delta !== g.count)
        throw new DomainError(409, 'idempotency_key_reused', 'main_error');
    }
    return { userId: g.userId, granted: g.count, tickets: await repo.ticketBalance(db, g.userId) };
  }

  /** A completed deposit of at least DEPOSIT_TICKET_MIN_MINOR earns its tickets, once per payment. */
  async depositTickets(d: { userId: number; paymentId: string; amount: bigint; currency: string }): Promise<number> {
    const n = depositTickets(d.currency, d.amount);
    if (n === 0) return 0;
    const at = new Date(this.deps.now());
    const row = await repo.insertTicketEntry(this.deps.db, {
      userId: d.userId,
      key: `deposit:${d.paymentId}`,
      source: 'deposit',
      delta: n,
      at,
      note: d.paymentId,
    });
    return row ? n : 0;
  }

  async play(userId: number, gameId: string, body: BonusGamePlayBody): Promise<BonusGamePlayAnswer> {
    const game = bonusGameById(gameId);
    if (!game) throw new DomainError(404, 'bonus_game_not_found', 'main_error');
    const choice = game.parse(body.choice);
    if (!choice.ok) throw new DomainError(400, choice.code, 'main_error');
    await this.eligibleCurrency(userId);
    await this.deps.ensureAccounts(userId);
    const { db } = this.deps;
    const at = new Date(this.deps.now());
    const { row, seed, fresh } = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const done = await repo.playByRound(tx, userId, body.clientRoundId);
      if (done) {
        // A replay answers the first round; the same id for another game or choice is a conflict.
        if (done.gameId !== game.id || !same(done.choice, choice.value))
          throw new DomainError(409, 'idempotency_key_reused', 'main_error');
        const doneSeed = await seedById(tx, done.seedId);
        if (!doneSeed) throw new Error('bonus game seed vanished');
        return { row: done, seed: doneSeed, fresh: false };
      }
      if (!spendTicket(await repo.ticketBalance(tx, userId)).ok) throw new DomainError(409, 'no_tickets', 'main_error');
      const played = await this.playTx(tx, {
        userId,
        game,
        choice: choice.value,
        clientRoundId: body.clientRoundId,
        at,
      });
      return { ...played, fresh: true };
    });
    if (fresh && row.prizeKind !== 'points') await this.publishBonusBalance(userId);
    return { play: playView(row, seed), tickets: await repo.ticketBalance(db, userId) };
  }

  /** After the round's commit: the bonus account's new balance on the wallet's channel (the header's socket). */
  private async publishBonusBalance(userId: number): Promise<void> {
    const { bus, db } = this.deps;
    if (!bus) return;
    const account = await repo.bonusAccountOf(db, userId, TICKET_CURRENCY);
    if (!account) return;
    const event: BalanceEvent = {
      userId,
      accountId: account.id,
      money: formatMinor(account.balance, 2),
      moneyMinor: account.balance.toString(),
    };
    await bus.publish(BALANCE_CHANNEL, event);
  }

  /** The round itself, under the player's lock with a ticket in hand: draw, spend, pay. */
  private async playTx(
    tx: Tx,
    r: { userId: number; game: BonusGame; choice: unknown; clientRoundId: string; at: Date },
  ) {
    const seed = await lockSeed(tx, r.userId, r.at);
    const nonce = await takeNonce(tx, seed);
    const played = playBonusRound({
      gameId: r.game.id,
      choice: r.choice,
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce,
    });
    if (!played.ok) throw new DomainError(400, played.code, 'main_error');
    const { tier } = played.value;
    const row = await repo.insertPlay(tx, {
      userId: r.userId,
      clientRoundId: r.clientRoundId,
      gameId: r.game.id,
      choice: played.value.choice,
      seedId: seed.id,
      nonce,
      tier: tier.id,
      board: played.value.round.board,
      prizeKind: tier.prize.kind,
      prizeAmount: BigInt(tier.prize.amount),
      currency: TICKET_CURRENCY,
      createdAt: r.at,
    });
    const spent = await repo.insertTicketEntry(tx, {
      userId: r.userId,
      key: `play:${r.userId}:${r.clientRoundId}`,
      source: 'play',
      delta: -1,
      playId: row.id,
      at: r.at,
    });
    if (!spent) throw new DomainError(409, 'idempotency_key_reused', 'main_error');
    const playerBonusId = await payPrizeTx(tx, { userId: r.userId, playId: row.id, game: r.game, tier, at: r.at });
    if (playerBonusId !== null) await repo.setPlayBonus(tx, row.id, playerBonusId);
    return { row: { ...row, playerBonusId }, seed: { ...seed, nonce } };
  }

  async history(userId: number, gameId?: string): Promise<BonusGameHistoryAnswer> {
    const rows = await repo.playsOf(this.deps.db, userId, HISTORY, gameId);
    return { plays: rows.map((r) => playView(r.play, r)) };
  }

  /**
   * Recomputes a round from its seeds once the player has rotated them (the server seed is
   * revealed): the same floats must give the same tier and board, from a seed whose hash was shown.
   */
  async verify(userId: number, playId: number): Promise<BonusGameVerifyAnswer> {
    const { db } = this.deps;
    const row = await repo.playById(db, userId, playId);
    const seed = row ? await seedById(db, row.seedId) : undefined;
    if (!row || !seed) throw new DomainError(404, 'bonus_game_round_not_found', 'main_error');
    const base = {
      playId: row.id,
      gameId: bonusGameIdSchema.parse(row.gameId),
      choice: bonusGameChoiceSchema.parse(row.choice ?? null),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: row.nonce,
    };
    if (seed.revealedAt === null)
      return { ...base, serverSeed: null, hashMatches: null, recomputed: null, matches: null };
    const again = playBonusRound({ ...base, serverSeed: seed.serverSeed });
    const recomputed = again.ok
      ? { tier: again.value.tier.id, board: bonusGameBoardSchema.parse(again.value.round.board) }
      : null;
    return {
      ...base,
      serverSeed: seed.serverSeed,
      hashMatches: hashSeed(seed.serverSeed) === seed.serverSeedHash,
      recomputed,
      matches: recomputed !== null && recomputed.tier === row.tier && same(recomputed.board, row.board),
    };
  }

  async fairness(userId: number) {
    return fairnessView(await this.deps.db.transaction((tx) => lockSeed(tx, userId, new Date(this.deps.now()))));
  }

  rotate(userId: number, clientSeed?: string) {
    return rotateSeed(this.deps.db, userId, new Date(this.deps.now()), clientSeed);
  }
}
