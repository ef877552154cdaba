import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE, TOURNAMENT_MULTIPLIER_SCALE } from '@sb/contracts';
import type { Db } from '../../db/client';
import {
  casinoGames,
  casinoRounds,
  ledgerAccounts,
  tournamentEntries,
  tournamentResults,
  tournaments,
} from '../../db/schema';
import type { Tx } from '../ledger';
import type { Standing } from './prize-split';
import { sportStandings } from './sport-standings';

/** Issue 16 casino tournaments: this module's tables, and the casino rounds it reads (never writes). */
type Conn = Db | Tx;
export type TournamentRow = typeof tournaments.$inferSelect;
export type ResultRow = typeof tournamentResults.$inferSelect;

/** Casino games of another product never count in a casino tournament (no incentive mixes products). */
export const NOT_CASINO_CATEGORIES: readonly string[] = ['bingo'];

export async function insertTournament(db: Conn, values: typeof tournaments.$inferInsert): Promise<TournamentRow> {
  const [row] = await db.insert(tournaments).values(values).returning();
  if (!row) throw new Error('tournament insert returned nothing');
  return row;
}

export async function tournamentById(db: Conn, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row;
}

/** The tournament's row, locked until the transaction ends (one closer at a time). */
export async function lockTournament(tx: Tx, id: number): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row;
}

export function listTournaments(db: Conn, at: Date, status?: 'upcoming' | 'running' | 'finished') {
  const where =
    status === 'upcoming'
      ? gt(tournaments.startsAt, at)
      : status === 'running'
        ? and(lte(tournaments.startsAt, at), gt(tournaments.endsAt, at))
        : status === 'finished'
          ? lte(tournaments.endsAt, at)
          : undefined;
  return db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(status === 'finished' ? desc(tournaments.endsAt) : asc(tournaments.endsAt), asc(tournaments.id))
    .limit(100);
}

/** Started, and not ended before `since`: the boards the leader publishes live. */
export const liveTournaments = (db: Conn, at: Date, since: Date) =>
  db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.startsAt, at), gt(tournaments.endsAt, since)))
    .orderBy(asc(tournaments.id))
    .limit(100);

/** Ended and not paid yet: the leader job's work. */
export const dueTournaments = (db: Conn, at: Date) =>
  db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(lte(tournaments.endsAt, at), isNull(tournaments.paidAt)))
    .orderBy(asc(tournaments.endsAt));

export async function markPaid(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(tournaments).set({ paidAt: at }).where(eq(tournaments.id, id));
}

export async function joinTournament(db: Conn, tournamentId: number, userId: number, at: Date): Promise<void> {
  await db.insert(tournamentEntries).values({ tournamentId, userId, joinedAt: at }).onConflictDoNothing();
}

/** Which of `ids` the player joined. */
export async function joinedOf(db: Conn, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tournamentEntries.tournamentId })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.userId, userId), inArray(tournamentEntries.tournamentId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function entryCounts(db: Conn, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tournamentEntries.tournamentId, n: count() })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, [...ids]))
    .groupBy(tournamentEntries.tournamentId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function hasMainAccount(db: Conn, userId: number, currency: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.type, ACCOUNT_TYPE.main),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.closedAt),
      ),
    );
  return row?.id;
}

/** Known casino games among `ids`, with their category. */
export const gamesOf = (db: Conn, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: casinoGames.id, category: casinoGames.category })
        .from(casinoGames)
        .where(inArray(casinoGames.id, [...ids]));

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * The rounds that count: real, settled, in the tournament's currency, started in the window, at
 * least the minimum stake, of a counted game (never bingo) and — when players opt in — started
 * after the player's opt-in.
 */
function counted(t: TournamentRow): SQL | undefined {
  const games: SQL[] = [];
  if (t.gameIds.length > 0) games.push(sql`${casinoRounds.gameId} = any(${textArray(t.gameIds)})`);
  if (t.categories.length > 0) games.push(sql`${casinoGames.category} = any(${textArray(t.categories)})`);
  return and(
    eq(casinoRounds.mode, 'real'),
    eq(casinoRounds.status, 'settled'),
    eq(casinoRounds.currency, t.currency),
    gte(casinoRounds.createdAt, t.startsAt),
    lt(casinoRounds.createdAt, t.endsAt),
    gte(casinoRounds.totalStake, t.minStake),
    sql`${casinoGames.category} <> all(${textArray(NOT_CASINO_CATEGORIES)})`,
    games.length > 0 ? or(...games) : undefined,
    t.optIn ? gte(casinoRounds.createdAt, tournamentEntries.joinedAt) : undefined,
  );
}

/** Every player's score now (or final, once the window closed and its rounds or coupons settled). */
export function standings(db: Conn, t: TournamentRow): Promise<Standing[]> {
  return t.product === 'sport' ? sportStandings(db, t) : casinoStandings(db, t);
}

async function casinoStandings(db: Conn, t: TournamentRow): Promise<Standing[]> {
  const entry = and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, casinoRounds.userId));
  if (t.scoring === 'stake') {
    let query = db
      .select({
        userId: casinoRounds.userId,
        score: sql<string>`sum(${casinoRounds.totalStake})`,
        reachedAt: sql<Date | string>`max(${casinoRounds.createdAt})`,
        rounds: count(),
      })
      .from(casinoRounds)
      .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
      .$dynamic();
    if (t.optIn) query = query.innerJoin(tournamentEntries, entry);
    const rows = await query.where(counted(t)).groupBy(casinoRounds.userId);
    return rows.flatMap((r) =>
      r.userId === null
        ? []
        : [
            {
              userId: r.userId,
              score: BigInt(r.score),
              reachedAt: new Date(r.reachedAt).getTime(),
              rounds: Number(r.rounds),
            },
          ],
    );
  }
  // Best single round: payout × scale ÷ total stake (floored), the earliest round reaching it.
  const score = sql<string>`(coalesce(${casinoRounds.payout}, 0) * ${TOURNAMENT_MULTIPLIER_SCALE}) / ${casinoRounds.totalStake}`;
  let query = db
    .selectDistinctOn([casinoRounds.userId], {
      userId: casinoRounds.userId,
      score,
      reachedAt: casinoRounds.createdAt,
      rounds: sql<string>`count(*) over (partition by ${casinoRounds.userId})`,
    })
    .from(casinoRounds)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
    .$dynamic();
  if (t.optIn) query = query.innerJoin(tournamentEntries, entry);
  const rows = await query.where(counted(t)).orderBy(casinoRounds.userId, desc(score), asc(casinoRounds.createdAt));
  return rows.flatMap((r) =>
    r.userId === null
      ? []
      : [{ userId: r.userId, score: BigInt(r.score), reachedAt: r.reachedAt.getTime(), rounds: Number(r.rounds) }],
  );
}

export async function insertResults(tx: Tx, rows: (typeof tournamentResults.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(tournamentResults).values(rows);
}

export const resultsOf = (db: Conn, tournamentId: number) =>
  db
    .select()
    .from(tournamentResults)
    .where(eq(tournamentResults.tournamentId, tournamentId))
    .orderBy(asc(tournamentResults.position));

export async function accountBalance(db: Conn, accountId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance;
}
