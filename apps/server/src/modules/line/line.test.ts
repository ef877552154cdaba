import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LINE_API,
  LINE_RESULTS_CHANNEL,
  apiErrorSchema,
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  sportsResponseSchema,
  type GameResult,
  type GameSummary,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import { Leadership } from '../../cluster/leader';
import { gameResults } from '../../db/schema';
import { ADMIN, XRW, openTestBus, openTestDatabase, startTestApp, testEnv, useTestApp } from '../../test/test-app';
import {
  outcomesResponseSchema,
  pagedResultsResponseSchema,
  searchResponseSchema,
  statisticsResponseSchema,
  teamResponseSchema,
  topResponseSchema,
} from './schemas';
import { normalizeText } from './text-match';

const T0 = Date.parse('2026-03-10T10:00:30Z');
let clock = T0;
const ctx = useTestApp({ now: () => clock, env: () => testEnv({ LOG_LEVEL: 'error' }) });
let node: App;
beforeAll(() => {
  node = ctx.app;
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await node.app.inject({ method: 'GET', url: `${LINE_API}${url}`, headers });
  return { status: res.statusCode, headers: res.headers, json: () => res.json<unknown>() };
}
async function ok<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return schema.parse(res.json());
}
async function expectError(url: string, status = 400) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.errors[0]?.status).toBe(String(status));
}
async function firstGames(query = 'sportId=1&pageSize=20'): Promise<GameSummary[]> {
  return (await ok(`/games?${query}`, gamesResponseSchema)).games;
}
function must<T>(v: T | null | undefined): T {
  if (v === null || v === undefined) throw new Error('missing value');
  return v;
}
const waitFor = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('catalog (issue 5 part 3)', () => {
  it('sports with game and championship counts, only games not started in the 14-day window', async () => {
    const { sports } = await ok('/sports?section=line', sportsResponseSchema);
    expect(sports.length).toBeGreaterThanOrEqual(10);
    expect(sports.map((s) => s.id)).toContain(2999); // §9 the long-term fake sport id
    for (const s of sports) expect(s.gamesCount).toBeGreaterThan(0);
    const total = sports.reduce((n, s) => n + s.gamesCount, 0);
    expect(total).toBeGreaterThanOrEqual(2000);
    const all = await ok('/games?pageSize=1', gamesResponseSchema);
    expect(all.total).toBe(total);
    await expectError('/sports?section=casino');
  });

  it('championships of a sport, with country codes for grouping (§3 group by country)', async () => {
    const { champs } = await ok('/champs?sportId=1', champsResponseSchema);
    expect(champs.length).toBeGreaterThan(3);
    expect(champs.every((c) => c.sportId === 1 && c.gamesCount > 0)).toBe(true);
    expect(champs.some((c) => c.countryCode !== null)).toBe(true);
    const tops = await ok('/champs?top=1', champsResponseSchema);
    expect(tops.champs.length).toBeGreaterThan(0);
    expect(tops.champs.every((c) => c.isTop)).toBe(true);
    await expectError('/champs?sportId=abc');
    await expectError('/champs?top=yes');
  });

  it('games: paginated, sorted by start, with main markets; filters by sport, champ, team, top and time', async () => {
    const p1 = await ok('/games?sportId=1&page=1&pageSize=10', gamesResponseSchema);
    const p2 = await ok('/games?sportId=1&page=2&pageSize=10', gamesResponseSchema);
    expect(p1.games).toHaveLength(10);
    expect(p1.total).toBeGreaterThan(20);
    expect(p1.total).toBe(p2.total);
    const ids = [...p1.games, ...p2.games].map((g) => g.id);
    expect(new Set(ids).size).toBe(20);
    const starts = [...p1.games, ...p2.games].map((g) => g.startAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const g of p1.games) {
      expect(g.sportId).toBe(1);
      expect(g.statusId).toBe(1);
      expect(g.startAt).toBeGreaterThan(clock);
      expect(g.mainMarkets.length).toBeGreaterThan(0);
      expect(g.marketsCount).toBeGreaterThan(g.mainMarkets.length);
    }
    const past = await ok(`/games?sportId=1&page=${Math.ceil(p1.total / 10) + 1}&pageSize=10`, gamesResponseSchema);
    expect(past.games).toEqual([]);

    const g0 = must(p1.games[0]);
    const byChamp = await firstGames(`champId=${g0.champId}`);
    expect(byChamp.every((g) => g.champId === g0.champId)).toBe(true);
    const byTeam = await firstGames(`teamId=${g0.team1.id}`);
    expect(byTeam.every((g) => g.team1.id === g0.team1.id || g.team2?.id === g0.team1.id)).toBe(true);
    const tops = await firstGames('top=1&pageSize=50');
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((g) => g.isTop)).toBe(true);
    // §3 best matches on top
    const topCount = (await ok('/games?sportId=1&top=1&pageSize=1', gamesResponseSchema)).total;
    expect(topCount).toBeGreaterThan(0);
    const lastTop = await firstGames(`sportId=1&bestFirst=1&pageSize=1&page=${topCount}`);
    const firstOther = await firstGames(`sportId=1&bestFirst=1&pageSize=1&page=${topCount + 1}`);
    expect([lastTop[0]?.isTop, firstOther[0]?.isTop]).toEqual([true, false]);
    const from = clock + 24 * 3600_000;
    const to = from + 24 * 3600_000;
    const window = await firstGames(`from=${from}&to=${new Date(to).toISOString()}&pageSize=100`);
    expect(window.every((g) => g.startAt >= from && g.startAt < to)).toBe(true);

    await expectError('/games?pageSize=101');
    await expectError('/games?page=0');
    await expectError('/games?sportId=-1');
    await expectError(`/games?from=${to}&to=${from}`);
    await expectError('/games?from=yesterday');
  });

  it('one game with all markets grouped; unknown → 404; bad id → 400', async () => {
    const g = must((await firstGames())[0]);
    const { game, champ } = await ok(`/games/${g.id}`, gameResponseSchema);
    expect(game.id).toBe(g.id);
    expect(champ.id).toBe(g.champId);
    expect(game.markets.length).toBeGreaterThan(5);
    expect(game.markets.reduce((n, m) => n + m.outcomes.length, 0)).toBe(g.marketsCount);
    await expectError('/games/999999999', 404);
    await expectError('/games/abc');
  });

  it('coupon selections: current price and status of up to 50 outcome ids', async () => {
    const g = must((await firstGames())[0]);
    const { game } = await ok(`/games/${g.id}`, gameResponseSchema);
    const picked = game.markets.flatMap((m) => m.outcomes).slice(0, 3);
    const ids = [...picked.map((o) => o.id), `${g.id}_99_`];
    const res = await ok(`/outcomes?ids=${ids.join(',')}`, outcomesResponseSchema);
    expect(res.outcomes.map((o) => [o.id, o.coef])).toEqual(picked.map((o) => [o.id, o.coef]));
    expect(res.outcomes.every((o) => o.gameStatusId === 1 && !o.isBlocked)).toBe(true);
    expect(res.missing).toEqual([`${g.id}_99_`]);
    const many = Array.from({ length: 51 }, (_, i) => `${g.id}_1_${i}`).join(',');
    await expectError(`/outcomes?ids=${many}`);
    await expectError('/outcomes?ids=drop%20table');
    await expectError('/outcomes');
  });

  it('search: games, teams and championships, case- and diacritics-insensitive, at least 2 letters', async () => {
    const g = must((await firstGames())[0]);
    const name = g.team1.name;
    const q = encodeURIComponent(normalizeText(name).toUpperCase());
    const res = await ok(`/search?q=${q}&limit=5`, searchResponseSchema);
    expect(res.teams.map((t) => t.id)).toContain(g.team1.id);
    expect(res.games.map((x) => x.id)).toContain(g.id);
    const champ = await ok(`/search?q=${encodeURIComponent(g.champName.slice(0, 6))}`, searchResponseSchema);
    expect(champ.champs.length).toBeGreaterThan(0);
    expect(normalizeText('Bayern München')).toBe('bayern munchen');
    await expectError('/search?q=a');
    await expectError('/search?q=ab&limit=500');
  });

  it('issue 13 bug 7 search results show date and sport: games carry startAt and sportId, teams their sport', async () => {
    const g = must((await firstGames())[0]);
    const res = await ok(`/search?q=${encodeURIComponent(g.team1.name)}&limit=5`, searchResponseSchema);
    const game = must(res.games.find((x) => x.id === g.id));
    expect(game.startAt).toBe(g.startAt);
    expect(game.sportId).toBe(g.sportId);
    expect(res.teams.find((t) => t.id === g.team1.id)?.sportId).toBe(g.sportId);
  });

  it('§7 sports-map call: lng, nameEng → sportId, nameEng; unknown → 404', async () => {
    expect(await ok('/sports-map?lng=en&nameEng=Football', { parse: (v) => v })).toEqual({
      sportId: 1,
      nameEng: 'Football',
    });
    expect(await ok('/sports-map?lng=de&nameEng=ice%20hockey', { parse: (v) => v })).toEqual({
      sportId: 2,
      nameEng: 'Ice Hockey',
    });
    expect(await ok(`/sports-map?lng=de&nameEng=${encodeURIComponent('FUSSBALL')}`, { parse: (v) => v })).toEqual({
      sportId: 1,
      nameEng: 'Football',
    });
    await expectError('/sports-map?lng=en&nameEng=Quidditch', 404);
    await expectError('/sports-map?nameEng=Football');
  });

  it('statistics of a game: head-to-head, form, table', async () => {
    const g = must((await firstGames())[0]);
    const s = await ok(`/statistics/${g.id}`, statisticsResponseSchema);
    expect(s.gameId).toBe(g.id);
    expect(s.table.length).toBeGreaterThan(0);
    expect(must(s.table[0]).position).toBe(1);
    await expectError('/statistics/999999999', 404);
  });

  it('top events and the accumulator of the day (3–4 favourites from different games)', async () => {
    const top = await ok('/top', topResponseSchema);
    expect(top.games.length).toBe(10);
    const acca = must(top.accumulator);
    expect(acca.selections.length).toBeGreaterThanOrEqual(3);
    expect(acca.selections.length).toBeLessThanOrEqual(4);
    expect(new Set(acca.selections.map((s) => s.game.id)).size).toBe(acca.selections.length);
    const product = acca.selections.reduce((p, s) => p * s.outcome.coef, 1);
    expect(acca.coef).toBeLessThanOrEqual(product + 1e-9);
    expect(acca.coef).toBeGreaterThan(product - 0.002);
  });

  it('a team page: upcoming games and recent results', async () => {
    const g = must((await firstGames())[0]);
    const t = await ok(`/teams/${g.team1.id}`, teamResponseSchema);
    expect(t.team.id).toBe(g.team1.id);
    expect(t.upcoming.map((x) => x.id)).toContain(g.id);
    expect(t.results.every((r) => r.team1.id === t.team.id || r.team2?.id === t.team.id)).toBe(true);
    await expectError('/teams/999999999', 404);
  });

  it('documented in the OpenAPI document (ARCHITECTURE: every route declares its schemas)', async () => {
    const res = await node.app.inject({ url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of ['/sports', '/champs', '/games', '/games/{gameId}', '/outcomes', '/search', '/sports-map']) {
      expect(paths).toContain(`${LINE_API}${p}`);
    }
    for (const p of ['/results', '/statistics/{gameId}', '/top', '/teams/{teamId}'])
      expect(paths).toContain(`${LINE_API}${p}`);
  });

  it('cached per feed tick: Cache-Control ≤ 60 s, ETag and 304', async () => {
    const a = await get('/games?sportId=1');
    const maxAge = Number(/max-age=(\d+)/.exec(String(a.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    const etag = String(a.headers['etag']);
    expect((await get('/games?sportId=1', { 'if-none-match': etag })).status).toBe(304);
    const gz = await node.app.inject({ url: `${LINE_API}/games?sportId=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

describe('determinism (issue 5: deterministic given a seed)', () => {
  it('two nodes with the same seed and clock serve the same catalog', async () => {
    const otherDb = await openTestDatabase();
    const other = await startTestApp(otherDb.database, await openTestBus(), testEnv(), () => clock);
    try {
      for (const url of ['/sports', '/champs?sportId=3', '/games?sportId=4&page=2', '/top']) {
        const a = await node.app.inject({ url: `${LINE_API}${url}` });
        const b = await other.app.inject({ url: `${LINE_API}${url}` });
        expect(b.body, url).toBe(a.body);
      }
    } finally {
      await other.app.close();
      await otherDb.dispose();
    }
  });
});

describe('results (issue 5: results must exist for settlement)', () => {
  it('the leader stores finished games idempotently: run twice → one row each, nothing republished', async () => {
    await node.line.syncResults();
    const again = await node.line.syncResults();
    expect(again).toEqual([]);
    const rows = await node.database.db.select().from(gameResults);
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.gameId)).size).toBe(rows.length);
    expect(rows.every((r) => r.source === 'feed' && r.version === 1)).toBe(true);
    // A fresh node over the same database (leader after a failover) re-runs the backfill: no duplicates.
    const other = await startTestApp(ctx.tdb.database, await openTestBus(), testEnv(), () => clock);
    expect(await other.line.syncResults()).toEqual([]);
    await other.app.close();
    expect((await node.database.db.select().from(gameResults)).length).toBe(rows.length);
  });

  it('as time passes, newly finished games are stored and published', async () => {
    const published: unknown[] = [];
    const off = await ctx.bus.subscribe(LINE_RESULTS_CHANNEL, (p) => published.push(p));
    clock += 3 * 3600_000;
    const fresh = await node.line.syncResults();
    expect(fresh.length).toBeGreaterThan(0);
    await waitFor(() => published.length >= fresh.length);
    expect(published.length).toBe(fresh.length);
    off();
  });

  it('results by date and sport, paginated; port result() reads the stored row', async () => {
    const day = new Date(clock - 24 * 3600_000).toISOString().slice(0, 10);
    const r = await ok(`/results?date=${day}&sportId=1&pageSize=5`, pagedResultsResponseSchema);
    expect(r.results).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
    expect(r.results.every((x) => x.sportId === 1 && (x.statusId === 4 || x.statusId === 5))).toBe(true);
    const stored = await node.line.result(must(r.results[0]).gameId);
    expect(stored).toEqual(r.results[0]);
    await expectError('/results?date=2026-13-45');
    await expectError('/results?date=yesterday');
  });

  it('operator correction: version + 1, listeners fire once, a feed result never overwrites it', async () => {
    const row = must(
      (await node.database.db.select().from(gameResults).where(eq(gameResults.source, 'feed')).limit(1))[0],
    );
    const heard: GameResult[] = [];
    const off = node.line.onResult((r) => {
      heard.push(r);
    });
    const res = await node.app.inject({
      method: 'POST',
      url: `/admin-api/line/results/${row.gameId}`,
      headers: ADMIN,
      payload: { statusId: 4, score: { home: 7, away: 0, periods: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<GameResult>().version).toBe(row.version + 1);
    await new Promise((r) => setTimeout(r, 100)); // the bus echo must not deliver it again
    expect(heard.map((h) => [h.gameId, h.version, h.score?.home])).toEqual([[row.gameId, 2, 7]]);
    await node.line.syncResults();
    const after = must(
      (await node.database.db.select().from(gameResults).where(eq(gameResults.gameId, row.gameId)))[0],
    );
    expect(after).toMatchObject({ source: 'operator', version: 2 });
    expect((await node.line.result(row.gameId))?.score?.home).toBe(7);
    off();
  });

  it('operator settles a game early: the catalog stops offering it, its outcomes are blocked', async () => {
    const g = must((await firstGames())[0]);
    const { game } = await ok(`/games/${g.id}`, gameResponseSchema);
    const outcomeId = must(must(game.markets[0]).outcomes[0]).id;
    const res = await node.app.inject({
      method: 'POST',
      url: `/admin-api/line/results/${g.id}`,
      headers: ADMIN,
      payload: { statusId: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<GameResult>()).toMatchObject({ statusId: 5, version: 1 });
    expect((await firstGames()).map((x) => x.id)).not.toContain(g.id);
    const closed = await ok(`/games/${g.id}`, gameResponseSchema);
    expect(closed.game).toMatchObject({ statusId: 5, markets: [], mainMarkets: [] });
    expect(node.line.outcome(outcomeId)?.outcome.isBlocked).toBe(true);
  });

  it("a result corrected on a follower node reaches the leader's listeners once, never the follower's", async () => {
    const follower = await buildApp({
      env: testEnv(),
      database: ctx.tdb.database,
      bus: ctx.bus,
      now: () => clock,
      leadership: new Leadership({}), // never started: not the leader
    });
    await follower.app.ready();
    try {
      const onLeader: GameResult[] = [];
      const onFollower: GameResult[] = [];
      const offLeader = node.line.onResult((r) => {
        onLeader.push(r);
      });
      const offFollower = follower.line.onResult((r) => {
        onFollower.push(r);
      });
      const [row] = await node.database.db.select().from(gameResults).where(eq(gameResults.source, 'feed')).limit(1);
      const res = await follower.app.inject({
        method: 'POST',
        url: `/admin-api/line/results/${must(row).gameId}`,
        headers: ADMIN,
        payload: { statusId: 5 },
      });
      expect(res.statusCode).toBe(200);
      await waitFor(() => onLeader.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(onLeader.map((r) => [r.gameId, r.version, r.statusId])).toEqual([[must(row).gameId, 2, 5]]);
      expect(onFollower).toEqual([]);
      offLeader();
      offFollower();
    } finally {
      await follower.app.close();
    }
  });

  it('operator API: admin only, bad input → 400, unknown game → 404', async () => {
    const url = '/admin-api/line/results/1';
    const post = (headers: Record<string, string>, payload: unknown, u = url) =>
      node.app.inject({ method: 'POST', url: u, headers, payload: payload as object });
    expect((await post(XRW, { statusId: 5 })).statusCode).toBe(401);
    expect((await post(ADMIN, { statusId: 3 })).statusCode).toBe(400);
    expect((await post(ADMIN, { statusId: 4, score: { home: -1, away: 0, periods: [] } })).statusCode).toBe(400);
    expect((await post(ADMIN, { statusId: 5 }, '/admin-api/line/results/999999999')).statusCode).toBe(404);
    const g = must((await firstGames())[0]);
    const noScore = await post(ADMIN, { statusId: 4 }, `/admin-api/line/results/${g.id}`);
    expect(noScore.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noScore.json()).errors[0]?.code).toBe('score_required');
  });
});
