import { data, type LoaderFunctionArgs } from 'react-router';
import type { Champ, GameDetail, GameResult, GameSummary, Sport } from '@sb/contracts';
import { LONG_TERM_SPORT_ID, SPORT_IDS } from '@sb/contracts/line-ids';
import type { PageSeo } from '../../lib/page-seo';
import { fetchJsonOf } from '../../lib/request-services';
import { lineApi, type LineApi } from './api/line-api';
import type { StatisticsResponse, TeamResponse, TopResponse } from './api/schemas';
import { gameName, idOfSegment, LINE_MENU_SECTION, LINE_PAGE_SIZE } from './lib/url';
import { isoDate, themedChampOf, type ThemedId } from './lib/themed';
import { PAGE_TYPE_TITLE, pageTypeViewOf } from './lib/page-types';
import { loadPageTypeContent, type PageTypeContent } from './page-type-loaders';
import { liveApi } from './live/api/live-api';
import {
  loadLive,
  loadLiveResults,
  loadMulti,
  type LiveData,
  type LiveResultsData,
  type MultiData,
} from './live/loaders';

export interface GamesPage {
  games: GameSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface HomeData {
  kind: 'home';
  top: TopResponse | null;
}

export interface LineData {
  kind: 'line';
  live: boolean;
  sports: Sport[];
  sport: Sport | null;
  champs: Champ[];
  champ: Champ | null;
  games: GamesPage | null;
  game: GameDetail | null;
  /** A team page (pageType team): the team and its fixtures. */
  team: TeamResponse | null;
  /** A page type's own page (spec §2 topgame, betsonyour, marble on `{pageType}/line`). */
  pageType: PageTypeContent | null;
  /** Section live (features/live): the list or the game in play. */
  liveData: LiveData | null;
  seo: PageSeo;
}

export interface ChampsData {
  kind: 'champs';
  sports: Sport[];
  champsBySport: { sport: Sport; champs: Champ[] }[];
  champ: Champ | null;
  games: GamesPage | null;
  seo: PageSeo;
}

export interface ThemedData {
  kind: 'themed';
  themed: ThemedId;
  view: 'home' | 'game' | 'final';
  champ: Champ | null;
  games: GameSummary[];
  game: GameDetail | null;
  seo: PageSeo;
}

export interface ResultsData {
  kind: 'results';
  /** live | zone: those variants come with the live section. */
  type: string | null;
  date: string;
  sportId: number | null;
  sports: Sport[];
  results: GameResult[];
  /** results/live and results/zone (features/live). */
  live: LiveResultsData | null;
  seo: PageSeo;
}

export interface StatisticData {
  kind: 'statistic';
  stats: StatisticsResponse | null;
  /** The game of the statistics (null once it has left the catalog). */
  game: GameSummary | null;
  top: GameSummary[];
  seo: PageSeo;
}

export type LinePageData = HomeData | LineData | ChampsData | ThemedData | ResultsData | StatisticData | MultiData;

/** A game without its full market list (pages that show only its heading). */
function summaryOf(detail: GameDetail): GameSummary {
  const { markets, ...summary } = detail;
  void markets;
  return summary;
}

const notFound = () => data(null, { status: 404 });

const seo = (
  title: string,
  description: string,
  vars: Record<string, string> = {},
  varKeys: Record<string, string> = {},
): PageSeo => ({ title: { key: title, vars, varKeys }, description: { key: description, vars, varKeys } });

function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** pageType values that narrow the line to one sport (spec §2: ufc, politics). */
const PAGE_TYPE_SPORT: Readonly<Record<string, number>> = { ufc: SPORT_IDS.mma, politics: LONG_TERM_SPORT_ID };

async function loadLine(api: LineApi, args: LoaderFunctionArgs): Promise<LineData> {
  const { params } = args;
  const url = new URL(args.request.url);
  const live = params['section'] === 'live';
  const base: LineData = {
    kind: 'line',
    live,
    sports: [],
    sport: null,
    champs: [],
    champ: null,
    games: null,
    game: null,
    team: null,
    pageType: null,
    liveData: null,
    seo: seo('seo_line_title', 'seo_line_description'),
  };
  const { sports } = await api.sports();
  base.sports = sports;
  if (live) {
    const liveData = await loadLive(api, liveApi(fetchJsonOf(args.context)), args);
    return { ...base, liveData, seo: seo('seo_live_title', 'seo_line_description') };
  }

  if (params['pageType'] === 'team') {
    const teamId = idOfSegment(params['menuSection']);
    if (teamId === null || params['sport'] !== undefined) throw notFound();
    const team = await api.team(teamId);
    const sport = sports.find((x) => x.id === team.sportId) ?? null;
    return { ...base, sport, team, seo: seo('seo_team_title', 'seo_team_description', { team: team.team.name }) };
  }

  const forcedSport = PAGE_TYPE_SPORT[params['pageType'] ?? ''];
  if (params['menuSection'] !== undefined && params['menuSection'] !== LINE_MENU_SECTION) throw notFound();
  const sportId = params['sport'] !== undefined ? idOfSegment(params['sport']) : (forcedSport ?? null);
  const champId = params['champ'] !== undefined ? idOfSegment(params['champ']) : null;
  const gameId = params['game'] !== undefined ? idOfSegment(params['game']) : null;
  if ((params['sport'] !== undefined && sportId === null) || (params['champ'] && champId === null)) throw notFound();
  if (params['game'] !== undefined && gameId === null) throw notFound();

  const view = params['menuSection'] === undefined ? pageTypeViewOf(params['pageType']) : null;
  if (view !== null) {
    const pageType = await loadPageTypeContent(api, view, sports, pageOf(url));
    const n = String(sports.reduce((n, s) => n + s.gamesCount, 0));
    return { ...base, pageType, seo: seo(PAGE_TYPE_TITLE[view], 'seo_line_description', { n }) };
  }
  if (sportId === null) {
    const games = await api.games({ top: true, pageSize: LINE_PAGE_SIZE, page: pageOf(url), bestFirst: true });
    const n = String(sports.reduce((n, s) => n + s.gamesCount, 0));
    return { ...base, games, seo: seo('seo_line_title', 'seo_line_description', { n }) };
  }
  const sport = sports.find((s) => s.id === sportId);
  if (!sport) throw notFound();
  const sportVar = { sport: `sport_${sport.id}` };

  if (gameId !== null) {
    const [{ game, champ }, { champs }] = await Promise.all([api.game(gameId), api.champs(sportId)]);
    if (game.sportId !== sportId || game.champId !== champId) throw notFound();
    const vars = {
      game: gameName(game),
      champ: champ.name,
      date: isoDate(game.startAt),
      n: String(game.marketsCount),
    };
    return { ...base, sport, champs, champ, game, seo: seo('seo_game_title', 'seo_game_description', vars, sportVar) };
  }
  const { champs } = await api.champs(sportId);
  if (champId === null) {
    const vars = { n: String(sport.gamesCount), champs: String(champs.length) };
    return { ...base, sport, champs, seo: seo('seo_sport_title', 'seo_sport_description', vars, sportVar) };
  }
  const champ = champs.find((c) => c.id === champId);
  if (!champ) throw notFound();
  const games = await api.games({ sportId, champId, page: pageOf(url), pageSize: LINE_PAGE_SIZE });
  const vars = { champ: champ.name, n: String(games.total) };
  return { ...base, sport, champs, champ, games, seo: seo('seo_champ_title', 'seo_champ_description', vars, sportVar) };
}

async function loadChamps(api: LineApi, args: LoaderFunctionArgs): Promise<ChampsData> {
  const champParam = args.params['champId'];
  const champId = champParam === undefined ? null : idOfSegment(champParam);
  if (champParam !== undefined && champId === null) throw notFound();
  const { sports } = await api.sports();
  const champsBySport = await Promise.all(
    sports.map(async (sport) => ({ sport, champs: (await api.champs(sport.id)).champs })),
  );
  if (champId === null)
    return {
      kind: 'champs',
      sports,
      champsBySport,
      champ: null,
      games: null,
      seo: seo('seo_champs_title', 'seo_champs_description'),
    };
  const champ = champsBySport.flatMap((s) => s.champs).find((c) => c.id === champId);
  if (!champ) throw notFound();
  const games = await api.games({
    sportId: champ.sportId,
    champId,
    page: pageOf(new URL(args.request.url)),
    pageSize: LINE_PAGE_SIZE,
  });
  const vars = { champ: champ.name, n: String(games.total) };
  return {
    kind: 'champs',
    sports,
    champsBySport,
    champ,
    games,
    seo: seo('seo_champ_title', 'seo_champ_description', vars, { sport: `sport_${champ.sportId}` }),
  };
}

async function loadThemed(
  api: LineApi,
  themed: ThemedId,
  view: ThemedData['view'],
  args: LoaderFunctionArgs,
): Promise<ThemedData> {
  const champ = await themedChampOf(api, themed);
  const games = champ ? (await api.games({ sportId: champ.sportId, champId: champ.id, pageSize: 50 })).games : [];
  let game: GameDetail | null = null;
  if (view === 'game') {
    const gameId = idOfSegment(args.params['gameId']);
    if (gameId === null) throw notFound();
    game = (await api.game(gameId)).game;
  } else if (view === 'final') {
    // The final is the championship's last scheduled game.
    const last = [...games].sort((a, b) => b.startAt - a.startAt)[0];
    game = last ? (await api.game(last.id)).game : null;
  }
  const vars = { champ: champ?.name ?? '', game: game ? gameName(game) : '' };
  const keys = { name: `themed_${themed}` };
  const title = view === 'home' ? 'seo_themed_title' : view === 'final' ? 'seo_themed_final_title' : 'seo_game_title';
  return {
    kind: 'themed',
    themed,
    view,
    champ,
    games,
    game,
    seo: seo(
      title,
      'seo_themed_description',
      { ...vars, date: game ? isoDate(game.startAt) : '', n: String(games.length) },
      { ...keys, sport: 'sport_1' },
    ),
  };
}

async function loadResults(api: LineApi, args: LoaderFunctionArgs): Promise<ResultsData> {
  const url = new URL(args.request.url);
  const type = args.params['type'] ?? null;
  const dateParam = url.searchParams.get('date');
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : isoDate(Date.now());
  const sportParam = Number(url.searchParams.get('sportId') ?? '');
  const sportId = Number.isInteger(sportParam) && sportParam > 0 ? sportParam : null;
  const { sports } = await api.sports();
  const results = type === null ? (await api.results(date, sportId ?? undefined)).results : [];
  const live =
    type === 'live' || type === 'zone'
      ? await loadLiveResults(liveApi(fetchJsonOf(args.context)), type, url, Date.now())
      : null;
  return {
    kind: 'results',
    type,
    date,
    sportId,
    sports,
    results,
    live,
    seo: seo('seo_results_title', 'seo_results_description', { date }),
  };
}

async function loadStatistic(api: LineApi, args: LoaderFunctionArgs): Promise<StatisticData> {
  const gameId = idOfSegment(new URL(args.request.url).searchParams.get('gameId') ?? undefined);
  if (gameId === null) {
    const { games } = await api.games({ top: true, pageSize: LINE_PAGE_SIZE });
    return {
      kind: 'statistic',
      stats: null,
      game: null,
      top: games,
      seo: seo('seo_statistic_title', 'seo_statistic_description', { game: '' }),
    };
  }
  const [stats, game] = await Promise.all([
    api.statistics(gameId),
    api.game(gameId).then(
      (r) => r.game,
      () => null,
    ),
  ]);
  return {
    kind: 'statistic',
    stats,
    game: game ? summaryOf(game) : null,
    top: [],
    seo: seo('seo_statistic_game_title', 'seo_statistic_description', { game: game ? gameName(game) : `#${gameId}` }),
  };
}

async function loadHome(api: LineApi): Promise<HomeData> {
  try {
    return { kind: 'home', top: await api.top() };
  } catch {
    // The home page never fails because the line is down: its links and tiles still work.
    return { kind: 'home', top: null };
  }
}

/** The data of a line page by route id (spec §2 route table ids). */
export async function loadLinePage(routeId: string, args: LoaderFunctionArgs): Promise<LinePageData> {
  const api = lineApi(fetchJsonOf(args.context));
  if (routeId === 'home') return loadHome(api);
  if (routeId === 'line') return loadLine(api, args);
  if (routeId === 'champs') return loadChamps(api, args);
  if (routeId === 'results') return loadResults(api, args);
  if (routeId === 'multi') return loadMulti(api, liveApi(fetchJsonOf(args.context)));
  if (routeId === 'statistic' || routeId === 'statisticpopup') return loadStatistic(api, args);
  const themed = /^themed_([a-z]+?)(?:_(game|final))?$/.exec(routeId);
  if (themed?.[1])
    return loadThemed(api, themed[1] as ThemedId, (themed[2] as 'game' | 'final' | undefined) ?? 'home', args);
  throw notFound();
}
