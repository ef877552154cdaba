import { data, type LoaderFunctionArgs } from 'react-router';
import type { Champ, GameResult, GameSummary, LiveGameDetail, LiveGameSummary } from '@sb/contracts';
import { fetchJsonOf } from '../../lib/request-services';
import { cyberApi, type CyberApi } from './api';
import {
  CYBER_SUB_PAGES,
  DISCIPLINES,
  disciplineOfSlug,
  idOfSegment,
  isCyberType,
  type CyberSubPage,
  type CyberType,
} from './lib/cyber-url';

/** A discipline's counters (landing cards, dashboard): games in the line, games being played. */
export interface DisciplineCounters {
  sportId: number;
  slug: string;
  lineCount: number;
  liveCount: number;
  champsCount: number;
}

export interface CyberLandingData {
  kind: 'landing';
  live: LiveGameSummary[];
  upcoming: GameSummary[];
  disciplines: DisciplineCounters[];
}

/** cyber/{type}, cyber/{type}/{discipline}, cyber/{type}/{discipline}/{champ}. */
export interface CyberListData {
  kind: 'list';
  type: CyberType;
  sportId: number | null;
  champs: Champ[];
  champ: Champ | null;
  /** Live games (type live) carry their state; line games have `live` null. */
  games: LiveGameSummary[];
  disciplines: DisciplineCounters[];
}

export interface CyberGameData {
  kind: 'game';
  type: CyberType;
  game: LiveGameDetail;
  champ: Champ;
}

export interface CyberAllData {
  kind: 'all';
  live: LiveGameSummary[];
  line: GameSummary[];
}

export interface CyberChampsData {
  kind: 'champs';
  byDiscipline: { sportId: number; champs: Champ[] }[];
}

export interface CyberDashboardData {
  kind: 'dashboard';
  date: string;
  live: LiveGameSummary[];
  results: GameResult[];
  upcoming: GameSummary[];
  counters: DisciplineCounters[];
}

export type CyberPageData =
  CyberLandingData | CyberListData | CyberGameData | CyberAllData | CyberChampsData | CyberDashboardData;

const notFound = () => data(null, { status: 404 });
/** How many upcoming matches the landing and the dashboard show. */
export const CYBER_UPCOMING = 10;

/** The live list of a filter; an unreachable live catalog is an empty list (nothing made up). */
async function liveOf(api: CyberApi, q: { sportId: number; champId?: number }): Promise<LiveGameSummary[]> {
  try {
    return await api.liveGames(q);
  } catch {
    return [];
  }
}

const byStart = <T extends Pick<GameSummary, 'startAt' | 'id'>>(a: T, b: T) => a.startAt - b.startAt || a.id - b.id;
const asLive = (g: GameSummary): LiveGameSummary => ({ ...g, live: null });

interface Esports {
  line: GameSummary[];
  live: LiveGameSummary[];
  counters: DisciplineCounters[];
  champs: { sportId: number; champs: Champ[] }[];
}

/** Every discipline's line, live games and championships, in parallel. */
async function loadEsports(api: CyberApi): Promise<Esports> {
  const per = await Promise.all(
    DISCIPLINES.map(async (d) => {
      const [line, live, champs] = await Promise.all([
        api.lineGames({ sportId: d.sportId }),
        liveOf(api, { sportId: d.sportId }),
        api.champs(d.sportId),
      ]);
      const upcoming = line.filter((g) => g.statusId === 1);
      const counters: DisciplineCounters = {
        sportId: d.sportId,
        slug: d.slug,
        lineCount: upcoming.length,
        liveCount: live.length,
        champsCount: champs.length,
      };
      return { upcoming, live, champs, counters };
    }),
  );
  return {
    line: per.flatMap((p) => p.upcoming).sort(byStart),
    live: per.flatMap((p) => p.live).sort(byStart),
    counters: per.map((p) => p.counters),
    champs: per.map((p, i) => ({ sportId: DISCIPLINES[i]?.sportId ?? 0, champs: p.champs })),
  };
}

async function loadList(api: CyberApi, type: CyberType, args: LoaderFunctionArgs): Promise<CyberPageData> {
  const { params } = args;
  const discipline = params['discipline'] === undefined ? null : disciplineOfSlug(params['discipline']);
  if (params['discipline'] !== undefined && !discipline) throw notFound();
  if (!discipline) {
    const all = await loadEsports(api);
    const games = type === 'live' ? all.live : all.line.map(asLive);
    return { kind: 'list', type, sportId: null, champs: [], champ: null, games, disciplines: all.counters };
  }
  const sportId = discipline.sportId;
  const champId = params['champ'] === undefined ? null : idOfSegment(params['champ']);
  if (params['champ'] !== undefined && champId === null) throw notFound();
  const gameId = params['game'] === undefined ? null : idOfSegment(params['game']);
  if (params['game'] !== undefined && gameId === null) throw notFound();

  if (gameId !== null) {
    const answer = await loadGame(api, type, gameId);
    if (answer.game.sportId !== sportId || answer.game.champId !== champId) throw notFound();
    return { kind: 'game', type, ...answer };
  }
  const champs = await api.champs(sportId);
  const champ = champId === null ? null : (champs.find((c) => c.id === champId) ?? null);
  if (champId !== null && !champ) throw notFound();
  const q = champ ? { sportId, champId: champ.id } : { sportId };
  const games =
    type === 'live' ? await liveOf(api, q) : (await api.lineGames(q)).filter((g) => g.statusId === 1).map(asLive);
  return { kind: 'list', type, sportId, champs, champ, games, disciplines: [] };
}

/** A live page asks the live catalog; a game not (or no longer) being played is read from the line. */
async function loadGame(api: CyberApi, type: CyberType, gameId: number) {
  if (type === 'live') {
    try {
      return await api.liveGame(gameId);
    } catch {
      // Not in play (not started, finished) or the live catalog is unreachable: the line's page.
    }
  }
  const { game, champ } = await api.game(gameId);
  return { game: { ...game, live: null }, champ };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function loadSub(api: CyberApi, sub: CyberSubPage, now: number): Promise<CyberPageData> {
  const all = await loadEsports(api);
  if (sub === 'all') return { kind: 'all', live: all.live, line: all.line };
  if (sub === 'champs') return { kind: 'champs', byDiscipline: all.champs };
  // "Today" is the feed's: the newest live state's time when games are played, else the clock.
  const newest = Math.max(0, ...all.live.map((g) => g.live?.updatedAt ?? 0));
  const date = isoDate(newest || now);
  const results = (await Promise.all(DISCIPLINES.map((d) => api.results(date, d.sportId).catch(() => [])))).flat();
  return {
    kind: 'dashboard',
    date,
    live: all.live,
    results,
    upcoming: all.line.slice(0, CYBER_UPCOMING),
    counters: all.counters,
  };
}

/**
 * The data of an esports page (spec §2 cyber routes): `cyber` the landing, `cyber_sub` by its
 * type segment (line, live, or a sub-route all, champs, dashboard). `now` is injectable (tests).
 */
export async function loadCyberPage(
  routeId: string,
  args: LoaderFunctionArgs,
  now: () => number = Date.now,
): Promise<CyberPageData> {
  const api = cyberApi(fetchJsonOf(args.context));
  if (routeId === 'cyber') {
    const all = await loadEsports(api);
    return { kind: 'landing', live: all.live, upcoming: all.line.slice(0, CYBER_UPCOMING), disciplines: all.counters };
  }
  const type = args.params['type'];
  if ((CYBER_SUB_PAGES as readonly string[]).includes(type ?? '')) {
    if (args.params['discipline'] !== undefined) throw notFound();
    return loadSub(api, type as CyberSubPage, now());
  }
  if (!isCyberType(type)) throw notFound();
  return loadList(api, type, args);
}
