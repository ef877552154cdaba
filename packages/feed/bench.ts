/**
 * Pricing bench: builds the feed, lists the 14-day window and prices every game once with an
 * empty cache. Two rounds with different seeds: the first includes JIT warm-up, the second is
 * a fresh feed (empty caches) on warm code, which is what a running server sees at each new
 * tick. Run: node --import tsx packages/feed/bench.ts
 */
import { createFeed } from './src/index';

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 15, 10, 0, 0);

for (const seed of [1, 2]) {
  let t = performance.now();
  const feed = createFeed({ seed });
  const built = performance.now() - t;

  t = performance.now();
  const games = feed.gamesBetween(now, now + 14 * DAY);
  const listed = performance.now() - t;

  t = performance.now();
  let outcomes = 0;
  let markets = 0;
  for (const game of games) {
    for (const market of feed.markets(game.id, now)) {
      markets++;
      outcomes += market.outcomes.length;
    }
  }
  const priced = performance.now() - t;

  t = performance.now();
  for (const game of games) feed.mainMarkets(game.id, now);
  const warm = performance.now() - t;

  const bySport = new Map<number, number>();
  for (const game of games) bySport.set(game.sportId, (bySport.get(game.sportId) ?? 0) + 1);

  console.log(
    `seed ${seed}: world built in ${built.toFixed(0)} ms: ${feed.champs().length} championships, ${feed.teams().size} teams`,
  );
  console.log(
    `  14-day window listed in ${listed.toFixed(0)} ms: ${games.length} games, by sport ${JSON.stringify(Object.fromEntries(bySport))}`,
  );
  console.log(`  priced (empty cache) in ${priced.toFixed(0)} ms: ${markets} markets, ${outcomes} outcomes`);
  console.log(`  main markets of every game again (cached) in ${warm.toFixed(1)} ms`);
}
