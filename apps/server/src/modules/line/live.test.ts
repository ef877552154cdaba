import { beforeAll, describe, expect, it } from 'vitest';
import {
  ESPORTS_SPORT_IDS,
  GAME_STATUS_ID,
  LINE_API,
  MEDIA_API,
  OFFICE_DISALLOWED_SPORTS_PATH,
  apiErrorSchema,
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  liveGameResponseSchema,
  liveGamesResponseSchema,
  liveIncidentsResponseSchema,
  liveResultsResponseSchema,
  mediaResourceResponseSchema,
  outcomesResponseSchema,
  sportsResponseSchema,
  videoTokenResponseSchema,
  type LiveGameSummary,
} from '@sb/contracts';
import type { App } from '../../app';
import { ADMIN, XRW, oneClickPlayer, testEnv, useTestApp } from '../../test/test-app';

/** An evening instant of the seeded feed with games in play in most sports, esports included. */
const LIVE_AT = Date.parse('2026-03-10T19:00:30Z');
let clock = LIVE_AT;
const ctx = useTestApp({ now: () => clock, env: () => testEnv({ LOG_LEVEL: 'error' }) });
let node: App;
beforeAll(() => {
  node = ctx.app;
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await node.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, json: () => res.json<unknown>() };
}
async function ok<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await get(`${LINE_API}${url}`);
  expect(res.status, url).toBe(200);
  return schema.parse(res.json());
}
async function expectError(url: string, status = 400) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(apiErrorSchema.parse(res.json()).errors[0]?.status).toBe(String(status));
}
async function liveList(query = ''): Promise<LiveGameSummary[]> {
  return (await ok(`/games?section=live&pageSize=100${query}`, liveGamesResponseSchema)).games;
}
function must<T>(v: T | null | undefined): T {
  if (v === null || v === undefined) throw new Error('missing value');
  return v;
}

describe('live catalog (issue 14, spec §2 section live)', () => {
  it('§2 section live: /sports lists the sports with games in play, their counts match the live list', async () => {
    clock = LIVE_AT;
    const { sports } = await ok('/sports?section=live', sportsResponseSchema);
    expect(sports.length).toBeGreaterThan(3);
    const all = await ok('/games?section=live&pageSize=1', liveGamesResponseSchema);
    expect(sports.reduce((n, s) => n + s.gamesCount, 0)).toBe(all.total);
    // The pre-match list is another thing: games not started.
    const line = await ok('/sports?section=line', sportsResponseSchema);
    expect(line.sports.reduce((n, s) => n + s.gamesCount, 0)).toBeGreaterThan(all.total);
  });

  it('§2 section live: every listed game is in play at the instant, with its live state, grouped by sport then championship', async () => {
    clock = LIVE_AT;
    const games = await liveList();
    expect(games.length).toBeGreaterThan(10);
    for (const g of games) {
      expect(g.startAt).toBeLessThanOrEqual(LIVE_AT);
      expect([GAME_STATUS_ID.live, GAME_STATUS_ID.break]).toContain(g.statusId);
      const live = must(g.live);
      expect(live.gameId).toBe(g.id);
      expect(live.zoneId).not.toBe('');
      expect(g.score).toEqual(live.score);
    }
    const sportIds = games.map((g) => g.sportId);
    expect([...sportIds].sort((a, b) => a - b)).toEqual(sportIds);
    // A championship's games come together (one pass groups them).
    const seen = new Set<number>();
    let previous: number | null = null;
    for (const g of games) {
      if (g.champId !== previous) expect(seen.has(g.champId)).toBe(false);
      seen.add(g.champId);
      previous = g.champId;
    }
  });

  it('§2 section live filters: sportId, champId; §3 cyber filter: cyber=1 only esports, cyber=0 none', async () => {
    clock = LIVE_AT;
    const all = await liveList();
    const football = await liveList('&sportId=1');
    expect(football.length).toBeGreaterThan(0);
    expect(football.every((g) => g.sportId === 1)).toBe(true);
    const champId = must(football[0]).champId;
    const champ = await liveList(`&champId=${champId}`);
    expect(champ.every((g) => g.champId === champId)).toBe(true);
    const cyber = await liveList('&cyber=1');
    const notCyber = await liveList('&cyber=0');
    expect(cyber.length).toBeGreaterThan(0);
    expect(cyber.every((g) => ESPORTS_SPORT_IDS.includes(g.sportId))).toBe(true);
    expect(notCyber.some((g) => ESPORTS_SPORT_IDS.includes(g.sportId))).toBe(false);
    expect(cyber.length + notCyber.length).toBe(all.length);
    const { champs } = await ok('/champs?section=live&sportId=1', champsResponseSchema);
    expect(champs.reduce((n, c) => n + c.gamesCount, 0)).toBe(football.length);
    const cyberSports = await ok('/sports?section=live&cyber=1', sportsResponseSchema);
    expect(cyberSports.sports.every((s) => ESPORTS_SPORT_IDS.includes(s.id))).toBe(true);
  });

  it('live answers are fresh: max-age=1 with an ETag (304), and move with the clock', async () => {
    clock = LIVE_AT;
    const first = await get(`${LINE_API}/games?section=live&sportId=1`);
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    const etag = String(first.headers.etag);
    const again = await get(`${LINE_API}/games?section=live&sportId=1`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    clock = LIVE_AT + 5 * 60_000;
    const later = await get(`${LINE_API}/games?section=live&sportId=1`, { 'if-none-match': etag });
    expect(later.status).toBe(200);
    clock = LIVE_AT;
  });

  it('a game in play: its page answers its live state and live markets (LiveGameDetail)', async () => {
    clock = LIVE_AT;
    const g = must((await liveList('&sportId=1'))[0]);
    const res = await get(`${LINE_API}/games/${g.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const { game, champ } = liveGameResponseSchema.parse(res.json());
    expect(game.id).toBe(g.id);
    expect(champ.id).toBe(g.champId);
    expect(must(game.live).gameId).toBe(g.id);
    expect([GAME_STATUS_ID.live, GAME_STATUS_ID.break]).toContain(game.statusId);
    for (const m of game.markets) for (const o of m.outcomes) expect(o.isLive).toBe(true);
    expect(game.markets.reduce((n, m) => n + m.outcomes.length, 0)).toBe(game.marketsCount);
    // A game not started still answers its pre-match page, unchanged.
    const upcoming = must((await ok('/games?sportId=1&pageSize=1', gamesResponseSchema)).games[0]);
    const pre = await ok(`/games/${upcoming.id}`, gameResponseSchema);
    expect(pre.game.statusId).toBe(GAME_STATUS_ID.notStarted);
    expect(pre.game.markets.length).toBeGreaterThan(0);
  });

  it('§4 a bet is live when its game has status 2 or 3: /outcomes and LinePort.outcome answer live prices of games in play', async () => {
    clock = LIVE_AT;
    const games = await liveList();
    const withMarkets = must(games.find((g) => g.mainMarkets.some((m) => m.outcomes.length > 0)));
    expect(node.line.liveState(withMarkets.id)?.gameId).toBe(withMarkets.id);
    const outcome = must(withMarkets.mainMarkets.flatMap((m) => m.outcomes)[0]);
    const { outcomes, missing } = await ok(`/outcomes?ids=${outcome.id}`, outcomesResponseSchema);
    expect(missing).toEqual([]);
    const o = must(outcomes[0]);
    expect(o.isLive).toBe(true);
    expect([GAME_STATUS_ID.live, GAME_STATUS_ID.break]).toContain(o.gameStatusId);
    const port = must(node.line.outcome(outcome.id));
    expect(port.outcome.isLive).toBe(true);
    expect(port.game.statusId).toBe(o.gameStatusId);
    expect(port.game.score).toEqual(withMarkets.score);
  });

  it('bet stop: while a game in play is in a dangerous moment, its outcomes are blocked (placement refuses them)', async () => {
    // The first second after LIVE_AT with a priced game in bet stop (the seeded feed's timeline: no luck involved).
    let found: { at: number; gameId: number } | null = null;
    for (let at = LIVE_AT; at < LIVE_AT + 30 * 60_000 && !found; at += 1_000) {
      for (const g of node.line.feed.liveGames(at)) {
        if (node.line.feed.liveState(g.id, at)?.betStop && node.line.feed.mainMarkets(g.id, at).length > 0) {
          found = { at, gameId: g.id };
          break;
        }
      }
    }
    const stop = must(found);
    clock = stop.at;
    const outcome = must(node.line.feed.mainMarkets(stop.gameId, stop.at).flatMap((m) => m.outcomes)[0]);
    const { outcomes } = await ok(`/outcomes?ids=${outcome.id}`, outcomesResponseSchema);
    expect(must(outcomes[0]).isBlocked).toBe(true);
    expect(must(node.line.outcome(outcome.id)).outcome.isBlocked).toBe(true);
    expect(must(node.line.live.liveOutcome(outcome.id, stop.at)).isBlocked).toBe(true);
    clock = LIVE_AT;
  });

  it("§3 user config disallow_live_sport: a player's live sports list leaves them out (the line keeps its own list)", async () => {
    clock = LIVE_AT;
    const cookie = await oneClickPlayer(node, '198.51.100.62');
    const saved = await node.app.inject({
      method: 'POST',
      url: OFFICE_DISALLOWED_SPORTS_PATH,
      headers: { ...XRW, cookie },
      payload: { line: [], live: [1] },
    });
    expect(saved.statusCode).toBe(200);
    const mine = await get(`${LINE_API}/sports?section=live`, { cookie });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const ids = sportsResponseSchema.parse(mine.json()).sports.map((s) => s.id);
    expect(ids).not.toContain(1);
    expect(ids.length).toBeGreaterThan(0);
    const line = sportsResponseSchema.parse((await get(`${LINE_API}/sports?section=line`, { cookie })).json());
    expect(line.sports.map((s) => s.id)).toContain(1);
  });

  it('incidents: the whole timeline of a game in play, seq 1..n without gaps, ending with its state', async () => {
    clock = LIVE_AT;
    const g = must((await liveList('&sportId=1')).find((x) => must(x.live).incidents.length > 0));
    const timeline = await ok(`/games/${g.id}/incidents`, liveIncidentsResponseSchema);
    expect(timeline.zoneId).toBe(must(g.live).zoneId);
    expect(timeline.incidents.map((i) => i.seq)).toEqual(timeline.incidents.map((_, i) => i + 1));
    expect(timeline.incidents.slice(-must(g.live).incidents.length)).toEqual(must(g.live).incidents);
    const goals = timeline.incidents.filter((i) => i.kind === 'goal');
    expect(goals.filter((i) => i.team === 1).length).toBe(timeline.score.home);
    expect(goals.filter((i) => i.team === 2).length).toBe(timeline.score.away);
  });

  it('incidents of a finished game: all of them (more than a state holds), its final score; not started: 404; bad id: 400', async () => {
    clock = LIVE_AT;
    // Tennis, point by point: far more incidents than the 30 a state carries.
    const { results } = await ok('/results/live?date=2026-03-10&sportId=4&pageSize=5', liveResultsResponseSchema);
    const r = must(results[0]);
    const timeline = await ok(`/games/${r.gameId}/incidents`, liveIncidentsResponseSchema);
    expect(timeline.statusId).toBe(GAME_STATUS_ID.finished);
    expect(timeline.score).toEqual(r.score);
    expect(timeline.incidents.length).toBeGreaterThan(100);
    expect(timeline.incidents.map((i) => i.seq)).toEqual(timeline.incidents.map((_, i) => i + 1));
    const upcoming = must((await ok('/games?sportId=1&pageSize=1', gamesResponseSchema)).games[0]);
    await expectError(`${LINE_API}/games/${upcoming.id}/incidents`, 404);
    await expectError(`${LINE_API}/games/abc/incidents`);
    await expectError(`${LINE_API}/games/99999999/incidents`, 404);
  });

  it('§2 results/live: finished games of a day played live, with period scores and their zone', async () => {
    clock = LIVE_AT;
    const page = await ok('/results/live?date=2026-03-10&pageSize=100', liveResultsResponseSchema);
    expect(page.total).toBeGreaterThan(10);
    for (const r of page.results) {
      expect(r.statusId).toBe(GAME_STATUS_ID.finished);
      expect(r.team2).not.toBeNull();
      expect(must(r.score).periods.length).toBeGreaterThan(0);
      expect(r.zoneId).toBe(`z${r.gameId}`);
      expect(new Date(r.startAt).toISOString().slice(0, 10)).toBe('2026-03-10');
    }
    const cyber = await ok('/results/live?date=2026-03-10&cyber=1&pageSize=100', liveResultsResponseSchema);
    expect(cyber.results.every((r) => ESPORTS_SPORT_IDS.includes(r.sportId))).toBe(true);
  });

  it('an operator result closes a game in play at once: it leaves the live list, its page shows the result', async () => {
    clock = LIVE_AT;
    const g = must((await liveList('&sportId=4')).at(-1));
    const res = await node.app.inject({
      method: 'POST',
      url: `/admin-api/line/results/${g.id}`,
      headers: ADMIN,
      payload: { statusId: 5 },
    });
    expect(res.statusCode).toBe(200);
    clock = LIVE_AT + 1_000; // the next one-second frame
    expect((await liveList('&sportId=4')).map((x) => x.id)).not.toContain(g.id);
    const page = await ok(`/games/${g.id}`, gameResponseSchema);
    expect(page.game).toMatchObject({ statusId: GAME_STATUS_ID.cancelled, markets: [] });
    expect(node.line.live.liveGame(g.id, clock)).toBeNull();
    expect(node.line.liveState(g.id)).toBeNull();
    clock = LIVE_AT;
  });

  it('documented in the OpenAPI document (every route declares its schemas)', async () => {
    const res = await node.app.inject({ url: '/api-docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of [`${LINE_API}/games/{gameId}/incidents`, `${LINE_API}/results/live`]) expect(paths).toContain(p);
    for (const p of [`${MEDIA_API}/video-token`, `${MEDIA_API}/games/{gameId}`]) expect(paths).toContain(p);
  });

  it('bad input is a 400, never a 500', async () => {
    await expectError(`${LINE_API}/sports?section=casino`);
    await expectError(`${LINE_API}/games?section=live&cyber=2`);
    await expectError(`${LINE_API}/champs?section=live&sportId=-1`);
    await expectError(`${LINE_API}/games?section=live&pageSize=1000`);
    await expectError(`${LINE_API}/results/live?date=2026-02-30`);
    await expectError(`${LINE_API}/results/live`);
    await expectError(`${MEDIA_API}/games/0`);
  });
});

describe('media (issue 14, spec §3 Media entity, §6, §7)', () => {
  it('§6 the video token is fetched only for authenticated users: a guest gets 401', async () => {
    const res = await node.app.inject({ method: 'POST', url: `${MEDIA_API}/video-token`, headers: XRW });
    expect(res.statusCode).toBe(401);
  });

  it('§7 video-token refresh every 10 min: a player gets a signed token valid longer than 10 minutes', async () => {
    clock = LIVE_AT;
    const cookie = await oneClickPlayer(node, '198.51.100.61');
    const res = await node.app.inject({
      method: 'POST',
      url: `${MEDIA_API}/video-token`,
      headers: { ...XRW, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = videoTokenResponseSchema.parse(res.json());
    expect(expiresAt - LIVE_AT).toBeGreaterThanOrEqual(10 * 60_000);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('§3 media entity: a game in play has its match tracker zone and, with no video provider configured, no video', async () => {
    clock = LIVE_AT;
    const g = must((await liveList('&sportId=1'))[0]);
    const res = await get(`${MEDIA_API}/games/${g.id}`);
    expect(res.status).toBe(200);
    expect(mediaResourceResponseSchema.parse(res.json())).toEqual({
      gameId: g.id,
      zoneId: must(g.live).zoneId,
      videoId: null,
      streamUrl: null,
    });
    const upcoming = must((await ok('/games?sportId=1&pageSize=1', gamesResponseSchema)).games[0]);
    const pre = mediaResourceResponseSchema.parse((await get(`${MEDIA_API}/games/${upcoming.id}`)).json());
    expect(pre).toEqual({ gameId: upcoming.id, zoneId: null, videoId: null, streamUrl: null });
    await expectError(`${MEDIA_API}/games/99999999`, 404);
  });
});
