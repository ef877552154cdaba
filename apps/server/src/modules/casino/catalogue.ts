import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { STUDIO_PROVIDER_ID, type CasinoGame, type CasinoGamesQuery, type CasinoProvider } from '@sb/contracts';
import type { Db } from '../../db/client';
import { casinoFavorites, casinoGames, casinoProviders, casinoRecent } from '../../db/schema';
import type { Studio } from './studio';

/** Issue 15: our studio, the provider of every built-in game. */
export const STUDIO_PROVIDER = { id: STUDIO_PROVIDER_ID, name: 'SB Studio', kind: 'studio' } as const;

/** Stake range of a studio game, in minor units (0.10 to 10,000.00 of any currency). */
export const STUDIO_MIN_BET = 10n;
export const STUDIO_MAX_BET = 1_000_000n;

/** How many games a list answers by default, and recently played at most. */
const DEFAULT_LIMIT = 100;
const RECENT_LIMIT = 24;

type GameRow = typeof casinoGames.$inferSelect;

/**
 * Boot: the studio's games are upserted into the catalogue (their info may change between
 * releases; a game that left the package stays as a row but is disabled).
 */
export async function seedCatalogue(db: Db, studio: Studio): Promise<void> {
  await db
    .insert(casinoProviders)
    .values(STUDIO_PROVIDER)
    .onConflictDoUpdate({ target: casinoProviders.id, set: { name: STUDIO_PROVIDER.name } });
  const games = [
    ...studio.games.map((g) => ({ info: g.info, kind: g.kind })),
    ...studio.shared.map((info) => ({ info, kind: 'shared' })),
  ];
  const rows = games.map((g, i) => ({
    id: g.info.id,
    providerId: STUDIO_PROVIDER.id,
    name: g.info.name,
    kind: g.kind,
    category: g.info.category,
    tags: [...g.info.tags],
    rtp: g.info.rtp,
    volatility: g.info.volatility,
    rules: g.info.rules,
    minBet: STUDIO_MIN_BET,
    maxBet: STUDIO_MAX_BET,
    rank: i + 1,
    enabled: true,
  }));
  await db.transaction(async (tx) => {
    await tx.update(casinoGames).set({ enabled: false }).where(eq(casinoGames.providerId, STUDIO_PROVIDER.id));
    for (const row of rows)
      await tx
        .insert(casinoGames)
        .values(row)
        .onConflictDoUpdate({
          target: casinoGames.id,
          set: {
            name: row.name,
            kind: row.kind,
            category: row.category,
            tags: row.tags,
            rtp: row.rtp,
            volatility: row.volatility,
            rules: row.rules,
            rank: row.rank,
            enabled: true,
          },
        });
  });
}

/**
 * Rounds per game: the "popular" order. Written out (drizzle drops the table name of a column in
 * a one-table select list, and a correlated subquery must name it).
 */
const popularity = sql<number>`(select count(*)::int from casino_round r where r.game_id = casino_game.id)`;

function present(row: GameRow & { popularity: number }): CasinoGame {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'round' || row.kind === 'shared' ? row.kind : 'instant',
    category: row.category,
    providerId: row.providerId,
    tags: row.tags,
    rtp: row.rtp,
    volatility: row.volatility,
    rules: row.rules,
    minBetMinor: row.minBet.toString(),
    maxBetMinor: row.maxBet.toString(),
    popularity: row.popularity,
    rank: row.rank,
  };
}

const selection = { game: casinoGames, popularity };
const flatten = (r: { game: GameRow; popularity: number }) => present({ ...r.game, popularity: r.popularity });

/** Escapes LIKE wildcards: a search for "100%" means the text. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listGames(db: Db, q: CasinoGamesQuery): Promise<{ games: CasinoGame[]; total: number }> {
  const where: SQL[] = [eq(casinoGames.enabled, true)];
  if (q.category) where.push(eq(casinoGames.category, q.category));
  if (q.provider) where.push(eq(casinoGames.providerId, q.provider));
  if (q.tag) where.push(sql`${q.tag} = any(${casinoGames.tags})`);
  if (q.q) where.push(sql`${casinoGames.name} ilike ${likeText(q.q)}`);
  const order =
    q.sort === 'new'
      ? [desc(casinoGames.rank)]
      : q.sort === 'name'
        ? [asc(casinoGames.name)]
        : [desc(popularity), asc(casinoGames.rank)];
  const rows = await db
    .select(selection)
    .from(casinoGames)
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit ?? DEFAULT_LIMIT)
    .offset(q.offset ?? 0);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(casinoGames)
    .where(and(...where));
  return { games: rows.map(flatten), total: count?.n ?? 0 };
}

export async function gameRow(db: Db, id: string): Promise<CasinoGame | undefined> {
  const [row] = await db
    .select(selection)
    .from(casinoGames)
    .where(and(eq(casinoGames.id, id), eq(casinoGames.enabled, true)));
  return row ? flatten(row) : undefined;
}

export async function listProviders(db: Db): Promise<CasinoProvider[]> {
  const rows = await db
    .select({
      provider: casinoProviders,
      gamesCount: sql<number>`(select count(*)::int from casino_game g where g.provider_id = casino_provider.id and g.enabled)`,
    })
    .from(casinoProviders)
    .orderBy(asc(casinoProviders.name));
  return rows.map((r) => ({
    id: r.provider.id,
    name: r.provider.name,
    kind: r.provider.kind,
    enabled: r.provider.enabled,
    gamesCount: r.gamesCount,
  }));
}

export async function favoriteGames(db: Db, userId: number): Promise<CasinoGame[]> {
  const rows = await db
    .select(selection)
    .from(casinoFavorites)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoFavorites.gameId))
    .where(and(eq(casinoFavorites.userId, userId), eq(casinoGames.enabled, true)))
    .orderBy(desc(casinoFavorites.createdAt));
  return rows.map(flatten);
}

export async function addFavorite(db: Db, userId: number, gameId: string): Promise<void> {
  await db.insert(casinoFavorites).values({ userId, gameId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, gameId: string): Promise<void> {
  await db.delete(casinoFavorites).where(and(eq(casinoFavorites.userId, userId), eq(casinoFavorites.gameId, gameId)));
}

export async function recentGames(db: Db, userId: number): Promise<CasinoGame[]> {
  const rows = await db
    .select(selection)
    .from(casinoRecent)
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRecent.gameId))
    .where(and(eq(casinoRecent.userId, userId), eq(casinoGames.enabled, true)))
    .orderBy(desc(casinoRecent.playedAt))
    .limit(RECENT_LIMIT);
  return rows.map(flatten);
}
