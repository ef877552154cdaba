import {
  TOURNAMENT_LIVE_TOP,
  TOURNAMENT_MAX_DURATION_MS,
  type TournamentLiveData,
  type TournamentAnswer,
  type TournamentInput,
  type TournamentJoinAnswer,
  type TournamentStatus,
  type TournamentView,
} from '@sb/contracts';
import { formatMinor, move } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { houseAccount, transfer, type Tx } from '../ledger';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { placeStandings, type Placed } from './prize-split';
import { leaderboardRow, prizesOf, statusAt, tournamentView } from './present';
import * as repo from './repository';

/** Prizes are paid from this house account (real money, no wagering: docs/tournaments.md). */
export const HOUSE_TOURNAMENTS = 'house:tournaments';
export const TOURNAMENT_PRIZE_KIND = 'tournament_prize';
/** The ledger key of a position's prize: paid once, whatever runs the job. */
export const prizeKey = (tournamentId: number, position: number): string => `tournament:${tournamentId}:${position}`;

/** A board is still published this long after the end (late settlements move it until paid). */
export const LIVE_AFTER_END_MS = 10 * 60_000;

export interface TournamentDeps {
  db: Db;
  now: () => number;
  bus?: EventBus;
}

const refuse = (status: number, code: string) => new DomainError(status, code, 'main_error');

/** Issue 16 casino tournaments: operators create, players opt in and climb, the leader job pays. */
export class TournamentService {
  constructor(private readonly deps: TournamentDeps) {}

  /** Admin: a new tournament; rules that could not be played fairly are refused (400, nothing written). */
  async create(input: TournamentInput): Promise<TournamentView> {
    const { db, now } = this.deps;
    const startsAt = Date.parse(input.startsAt);
    const endsAt = Date.parse(input.endsAt);
    if (!(endsAt > startsAt)) throw refuse(400, 'tournament_window_invalid');
    if (endsAt - startsAt > TOURNAMENT_MAX_DURATION_MS) throw refuse(400, 'tournament_too_long');
    if (endsAt <= now()) throw refuse(400, 'tournament_in_past');
    // Issue 16: one product per tournament — a sport tournament names no casino game or category.
    if (input.product === 'sport' && (input.gameIds.length > 0 || input.categories.length > 0))
      throw refuse(400, 'mixed_products');
    // Issue 16: no incentive mixes products — bingo (another product) never counts in a casino tournament.
    if (input.categories.some((c) => repo.NOT_CASINO_CATEGORIES.includes(c))) throw refuse(400, 'mixed_products');
    const games = await repo.gamesOf(db, [...new Set(input.gameIds)]);
    if (games.length !== new Set(input.gameIds).size) throw refuse(400, 'unknown_game');
    if (games.some((g) => repo.NOT_CASINO_CATEGORIES.includes(g.category))) throw refuse(400, 'mixed_products');
    const row = await repo.insertTournament(db, {
      name: input.name,
      description: input.description,
      currency: input.currency,
      product: input.product,
      gameIds: [...new Set(input.gameIds)],
      categories: [...new Set(input.categories)],
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      scoring: input.scoring,
      minStake: input.minStake,
      prizes: input.prizes.map((p) => p.toString()),
      optIn: input.optIn,
      createdAt: new Date(now()),
    });
    return tournamentView(row, { at: now(), participants: 0, joined: false });
  }

  async list(userId: number | null, status?: TournamentStatus): Promise<TournamentView[]> {
    const { db, now } = this.deps;
    const at = now();
    const rows = await repo.listTournaments(db, new Date(at), status);
    const ids = rows.map((r) => r.id);
    const joined = userId === null ? new Set<number>() : await repo.joinedOf(db, userId, ids);
    const entries = await repo.entryCounts(db, ids);
    const views: TournamentView[] = [];
    for (const t of rows) {
      const participants = t.optIn ? (entries.get(t.id) ?? 0) : (await this.placed(t)).length;
      views.push(tournamentView(t, { at, participants, joined: joined.has(t.id) }));
    }
    return views;
  }

  /** A tournament with its rules, prize table and leaderboard (top `limit` and the player's own row). */
  async detail(id: number, userId: number | null, limit: number): Promise<TournamentAnswer> {
    const { db, now } = this.deps;
    const at = now();
    const t = await repo.tournamentById(db, id);
    if (!t) throw refuse(404, 'tournament_not_found');
    const placed = await this.placed(t);
    const joined = userId !== null && (await repo.joinedOf(db, userId, [id])).has(id);
    const participants = t.optIn ? ((await repo.entryCounts(db, [id])).get(id) ?? 0) : placed.length;
    const mine = placed.find((p) => p.userId === userId);
    return {
      now: new Date(at).toISOString(),
      tournament: tournamentView(t, { at, participants, joined }),
      leaderboard: placed.slice(0, limit).map((p) => leaderboardRow(p, userId)),
      me: mine ? leaderboardRow(mine, userId) : null,
    };
  }

  /** Opt in (idempotent): before the end, with an account in the tournament's currency. */
  async join(id: number, userId: number): Promise<TournamentJoinAnswer> {
    const { db, now } = this.deps;
    const at = now();
    const t = await repo.tournamentById(db, id);
    if (!t) throw refuse(404, 'tournament_not_found');
    if (statusAt(t, at) === 'finished') throw refuse(409, 'tournament_finished');
    if ((await repo.hasMainAccount(db, userId, t.currency)) === undefined)
      throw refuse(409, 'tournament_currency_not_eligible');
    await repo.joinTournament(db, id, userId, new Date(at));
    const participants = t.optIn ? ((await repo.entryCounts(db, [id])).get(id) ?? 0) : (await this.placed(t)).length;
    return { joined: true, tournament: tournamentView(t, { at, participants, joined: true }) };
  }

  /**
   * Issue 16 live rank: the top rows of every running tournament (and of those ended in the last
   * few minutes, whose last rounds or coupons may still settle), as everyone sees them.
   */
  async liveBoards(): Promise<TournamentLiveData[]> {
    const { db, now } = this.deps;
    const at = now();
    const rows = await repo.liveTournaments(db, new Date(at), new Date(at - LIVE_AFTER_END_MS));
    const boards: TournamentLiveData[] = [];
    for (const t of rows) {
      const placed = await this.placed(t);
      boards.push({
        id: t.id,
        at: new Date(at).toISOString(),
        leaderboard: placed.slice(0, TOURNAMENT_LIVE_TOP).map((p) => leaderboardRow(p, null)),
        placed: placed.length,
      });
    }
    return boards;
  }

  async adminList(): Promise<TournamentView[]> {
    return this.list(null);
  }

  /**
   * The leader job's step: close every ended, unpaid tournament. Answers how many prizes were
   * paid now. Twice, or on two nodes at once, pays nothing more (row lock, `paid_at`, ledger keys).
   */
  async payDue(): Promise<number> {
    const { db, now } = this.deps;
    let paid = 0;
    for (const { id } of await repo.dueTournaments(db, new Date(now()))) paid += await this.close(id);
    return paid;
  }

  /** Final standings and prizes of one tournament, in one transaction. */
  async close(id: number): Promise<number> {
    const { db, now } = this.deps;
    const at = now();
    const credited: { userId: number; accountId: number }[] = [];
    await db.transaction(async (tx) => {
      const t = await repo.lockTournament(tx, id);
      if (!t || t.paidAt !== null || t.endsAt.getTime() > at) return;
      const placed = placeStandings(await repo.standings(tx, t), prizesOf(t));
      const rows = [];
      for (const p of placed) {
        const accountId = p.prize > 0n ? await this.payPrizeTx(tx, t, p) : undefined;
        if (accountId !== undefined) credited.push({ userId: p.userId, accountId });
        rows.push({
          tournamentId: t.id,
          position: p.position,
          rank: p.rank,
          userId: p.userId,
          score: p.score,
          rounds: p.rounds,
          // A player without an open account in the currency cannot be paid: recorded as 0, money stays.
          prize: accountId === undefined ? 0n : p.prize,
        });
      }
      await repo.insertResults(tx, rows);
      await repo.markPaid(tx, t.id, new Date(at));
    });
    await this.publishBalances(credited);
    return credited.length;
  }

  private async payPrizeTx(tx: Tx, t: repo.TournamentRow, p: Placed): Promise<number | undefined> {
    const main = await repo.hasMainAccount(tx, p.userId, t.currency);
    if (main === undefined) return undefined;
    const moved = await transfer(tx, {
      idempotencyKey: prizeKey(t.id, p.position),
      kind: TOURNAMENT_PRIZE_KIND,
      postings: move(await houseAccount(tx, HOUSE_TOURNAMENTS, t.currency), main, p.prize),
      meta: { tournamentId: t.id, position: p.position, rank: p.rank, userId: p.userId, score: p.score.toString() },
    });
    return moved.duplicate ? undefined : main;
  }

  /** The standings now: final rows once paid, else computed from the rounds. */
  private async placed(t: repo.TournamentRow): Promise<Placed[]> {
    const { db } = this.deps;
    if (t.paidAt !== null)
      return (await repo.resultsOf(db, t.id)).map((r) => ({
        userId: r.userId,
        score: r.score,
        reachedAt: 0,
        rounds: r.rounds,
        position: r.position,
        rank: r.rank,
        prize: r.prize,
      }));
    return placeStandings(await repo.standings(db, t), prizesOf(t));
  }

  /** After the commit: each paid account's balance on the wallet's channel (the header's socket). */
  private async publishBalances(credited: readonly { userId: number; accountId: number }[]): Promise<void> {
    const { bus, db } = this.deps;
    if (!bus) return;
    for (const c of credited) {
      const balance = await repo.accountBalance(db, c.accountId);
      if (balance === undefined) continue;
      const event: BalanceEvent = {
        userId: c.userId,
        accountId: c.accountId,
        money: formatMinor(balance, 2),
        moneyMinor: balance.toString(),
      };
      await bus.publish(BALANCE_CHANNEL, event);
    }
  }
}
