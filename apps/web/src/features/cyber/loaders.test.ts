import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { GameSummary, LiveState } from '@sb/contracts';
import { HttpStatusError } from '../../lib/request-services';
import { loadCyberPage, type CyberPageData } from './loaders';
import { cyberGamePath } from './lib/cyber-url';

const team = (id: number, name: string) => ({
  id,
  name,
  short: name.slice(0, 3),
  colors: ['#000', '#fff'] as [string, string],
});

function game(id: number, sportId: number, champId: number, statusId: number, startAt: number): GameSummary {
  return {
    id,
    sportId,
    champId,
    champName: `Champ ${champId}`,
    countryCode: null,
    team1: team(id * 10, `Alpha${id}`),
    team2: team(id * 10 + 1, `Beta${id}`),
    title: null,
    startAt,
    statusId,
    isTop: false,
    mainMarkets: [],
    marketsCount: 0,
    score:
      statusId === 1
        ? null
        : {
            home: 1,
            away: 0,
            periods: [
              [13, 9],
              [4, 2],
            ],
          },
  };
}

const live = (g: GameSummary): LiveState => ({
  gameId: g.id,
  sportId: g.sportId,
  statusId: 2,
  period: 2,
  periodsTotal: 3,
  clockSec: 900,
  clockRunning: true,
  score: {
    home: 1,
    away: 0,
    periods: [
      [13, 9],
      [4, 2],
    ],
  },
  points: null,
  serving: null,
  stats: {},
  betStop: false,
  possession: { team: 1, level: 'attack', x: 0.6, y: 0.4 },
  incidents: [],
  zoneId: `zone-${g.id}`,
  updatedAt: Date.UTC(2026, 10, 26, 19, 0),
});

const champ = (id: number, sportId: number) => ({
  id,
  sportId,
  name: `Champ ${id}`,
  slug: `champ-${id}`,
  countryCode: null,
  isTop: false,
  gamesCount: 1,
});

const cs2Line = game(1, 40, 400, 1, 2_000);
const cs2Live = game(2, 40, 400, 2, 1_000);
const dotaLine = game(3, 41, 410, 1, 1_500);
const liveAnswer = { ...cs2Live, live: live(cs2Live) };

/** The server's in-process API: it answers only the paths it knows (others 404, or 400 for live). */
function args(routeParams: Record<string, string>, answers: Record<string, unknown>, asked: string[] = []) {
  const fetchJson = async (path: string) => {
    asked.push(path);
    if (!(path in answers)) throw new HttpStatusError(path.includes('section=live') ? 400 : 404, path);
    return answers[path];
  };
  return {
    params: { lng: 'en', ...routeParams },
    context: { services: { fetchJson } },
    request: new Request('http://localhost/en/cyber'),
  } as unknown as LoaderFunctionArgs;
}

const page = { page: 1, pageSize: 100, total: 1 };
const catalog: Record<string, unknown> = {
  '/line-api/v1/games?sportId=40&pageSize=100': { games: [cs2Live, cs2Line], ...page },
  '/line-api/v1/games?sportId=41&pageSize=100': { games: [dotaLine], ...page },
  '/line-api/v1/games?sportId=42&pageSize=100': { games: [], ...page },
  '/line-api/v1/games?section=live&sportId=40&pageSize=100': { games: [liveAnswer], ...page },
  '/line-api/v1/games?section=live&sportId=41&pageSize=100': { games: [], ...page },
  '/line-api/v1/games?section=live&sportId=42&pageSize=100': { games: [], ...page },
  '/line-api/v1/champs?sportId=40': { champs: [champ(400, 40)] },
  '/line-api/v1/champs?sportId=41': { champs: [champ(410, 41)] },
  '/line-api/v1/champs?sportId=42': { champs: [] },
  '/line-api/v1/games/2?section=live': { game: { ...liveAnswer, markets: [] }, champ: champ(400, 40) },
  '/line-api/v1/games/1': { game: { ...cs2Line, markets: [] }, champ: champ(400, 40) },
};

const status = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { init?: { status?: number } }).init?.status ?? -1;
  }
};

describe('esports loaders (spec §2 cyber/{type}/{discipline}/{champ}/{game}, issue 14)', () => {
  it('§2 cyber: the landing has the live esports games, the upcoming ones by start and per-discipline counters', async () => {
    const d = (await loadCyberPage('cyber', args({}, catalog))) as Extract<CyberPageData, { kind: 'landing' }>;
    expect(d.kind).toBe('landing');
    expect(d.live.map((g) => [g.id, g.live?.zoneId])).toEqual([[2, 'zone-2']]);
    expect(d.upcoming.map((g) => g.id)).toEqual([3, 1]);
    expect(d.disciplines).toEqual([
      { sportId: 40, slug: 'cs2', lineCount: 1, liveCount: 1, champsCount: 1 },
      { sportId: 41, slug: 'dota-2', lineCount: 1, liveCount: 0, champsCount: 1 },
      { sportId: 42, slug: 'league-of-legends', lineCount: 0, liveCount: 0, champsCount: 0 },
    ]);
  });

  it('§2 cyber/{type}/{discipline}/{champ}: live lists games in play, line the upcoming ones', async () => {
    const liveList = await loadCyberPage(
      'cyber_sub',
      args(
        { type: 'live', discipline: 'cs2', champ: '400-x' },
        {
          ...catalog,
          '/line-api/v1/games?section=live&sportId=40&champId=400&pageSize=100': { games: [liveAnswer], ...page },
        },
      ),
    );
    expect(liveList).toMatchObject({ kind: 'list', type: 'live', sportId: 40, champ: { id: 400 } });
    expect((liveList as { games: GameSummary[] }).games.map((g) => g.id)).toEqual([2]);
    const lineList = await loadCyberPage('cyber_sub', args({ type: 'line', discipline: 'cs2' }, catalog));
    expect((lineList as { games: GameSummary[] }).games.map((g) => g.id)).toEqual([1]);
  });

  it('§2 cyber game page: a live game comes with its state; the path names type, discipline, champ and game', async () => {
    const path = cyberGamePath(cs2Live);
    expect(path).toBe('cyber/live/cs2/400-champ-400/2-alpha2-beta2');
    const [, , discipline, champSeg, gameSeg] = path.split('/');
    const d = await loadCyberPage(
      'cyber_sub',
      args({ type: 'live', discipline: discipline ?? '', champ: champSeg ?? '', game: gameSeg ?? '' }, catalog),
    );
    expect(d).toMatchObject({ kind: 'game', type: 'live', game: { id: 2, live: { zoneId: 'zone-2' } } });
  });

  it('§2 a line game page has no live state; a game of another discipline or champ is a 404', async () => {
    const d = await loadCyberPage(
      'cyber_sub',
      args({ type: 'line', discipline: 'cs2', champ: '400-c', game: '1-a' }, catalog),
    );
    expect(d).toMatchObject({ kind: 'game', game: { id: 1, live: null } });
    expect(
      await status(
        loadCyberPage('cyber_sub', args({ type: 'line', discipline: 'dota-2', champ: '400-c', game: '1-a' }, catalog)),
      ),
    ).toBe(404);
    expect(
      await status(
        loadCyberPage('cyber_sub', args({ type: 'line', discipline: 'cs2', champ: '401-c', game: '1-a' }, catalog)),
      ),
    ).toBe(404);
  });

  it('§2 unknown type, discipline or champ is a 404; sub-routes take no more segments', async () => {
    expect(await status(loadCyberPage('cyber_sub', args({ type: 'soon' }, catalog)))).toBe(404);
    expect(await status(loadCyberPage('cyber_sub', args({ type: 'line', discipline: 'chess' }, catalog)))).toBe(404);
    expect(
      await status(loadCyberPage('cyber_sub', args({ type: 'line', discipline: 'cs2', champ: '999-x' }, catalog))),
    ).toBe(404);
    expect(await status(loadCyberPage('cyber_sub', args({ type: 'all', discipline: 'cs2' }, catalog)))).toBe(404);
  });

  it('§2 sub-routes: all (live and upcoming), champs by discipline, dashboard with results of the feed day', async () => {
    const all = await loadCyberPage('cyber_sub', args({ type: 'all' }, catalog));
    expect(all).toMatchObject({ kind: 'all', live: [{ id: 2 }], line: [{ id: 3 }, { id: 1 }] });
    const champs = await loadCyberPage('cyber_sub', args({ type: 'champs' }, catalog));
    expect(champs).toMatchObject({
      kind: 'champs',
      byDiscipline: [{ sportId: 40, champs: [{ id: 400 }] }, { sportId: 41 }, { sportId: 42, champs: [] }],
    });
    const asked: string[] = [];
    const dash = await loadCyberPage(
      'cyber_sub',
      args(
        { type: 'dashboard' },
        { ...catalog, '/line-api/v1/results?date=2026-11-26&sportId=40': { results: [] } },
        asked,
      ),
      () => 0,
    );
    expect(dash).toMatchObject({
      kind: 'dashboard',
      date: '2026-11-26',
      live: [{ id: 2 }],
      upcoming: [{ id: 3 }, { id: 1 }],
    });
    expect(asked).toContain('/line-api/v1/results?date=2026-11-26&sportId=40');
  });

  it('an unreachable live catalog shows no live games (nothing made up), the line still loads', async () => {
    const lineOnly = Object.fromEntries(Object.entries(catalog).filter(([k]) => !k.includes('section=live')));
    const d = (await loadCyberPage('cyber', args({}, lineOnly))) as Extract<CyberPageData, { kind: 'landing' }>;
    expect(d.live).toEqual([]);
    expect(d.upcoming.map((g) => g.id)).toEqual([3, 1]);
  });
});
