import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { casinoGames, casinoProviders } from '../../../db/schema';
import { catalogueIdOf, type ProviderAdapter } from './adapter';

/** Provider games come after the studio's in "new" order (rank is the order of arrival). */
const PROVIDER_RANK_BASE = 10_000;

/**
 * Boot: an aggregator's games are upserted into the catalogue under its provider row (kind
 * 'aggregator'); its games no longer listed are disabled. Only rows of this provider are touched
 * (the studio's seed touches only the studio's), so the two never disable each other's games.
 */
export async function seedProviderGames(db: Db, adapter: ProviderAdapter): Promise<void> {
  const games = adapter.games();
  await db.transaction(async (tx) => {
    await tx
      .insert(casinoProviders)
      .values({ id: adapter.id, name: adapter.name, kind: adapter.kind, enabled: true })
      .onConflictDoUpdate({
        target: casinoProviders.id,
        set: { name: adapter.name, kind: adapter.kind, enabled: true },
      });
    const ids = games.map((g) => catalogueIdOf(adapter.id, g.code));
    await tx
      .update(casinoGames)
      .set({ enabled: false })
      .where(
        ids.length > 0
          ? and(eq(casinoGames.providerId, adapter.id), notInArray(casinoGames.id, ids))
          : eq(casinoGames.providerId, adapter.id),
      );
    for (const [i, g] of games.entries()) {
      const changes = {
        name: g.name,
        kind: 'instant',
        category: g.category,
        tags: [...g.tags],
        rtp: g.rtp,
        volatility: g.volatility,
        rules: g.rules,
        minBet: g.minBet,
        maxBet: g.maxBet,
        rank: PROVIDER_RANK_BASE + i,
        enabled: true,
      };
      const row = { id: catalogueIdOf(adapter.id, g.code), providerId: adapter.id, ...changes };
      await tx.insert(casinoGames).values(row).onConflictDoUpdate({ target: casinoGames.id, set: changes });
    }
  });
}

/** A provider switched off (the sandbox in production): its row and games stay, hidden. */
export async function disableProvider(db: Db, providerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(casinoProviders).set({ enabled: false }).where(eq(casinoProviders.id, providerId));
    await tx.update(casinoGames).set({ enabled: false }).where(eq(casinoGames.providerId, providerId));
  });
}
