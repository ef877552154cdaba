import { data, type LoaderFunctionArgs } from 'react-router';
import type {
  Champ,
  GameSummary,
  LiveGameDetail,
  LiveGameSummary,
  LiveIncidentsResponse,
  LiveResult,
  Sport,
} from '@sb/contracts';
import { GAME_STATUS_ID } from '@sb/contracts/line-ids';
import type { PageSeo } from '../../../lib/page-seo';
import type { LineApi } from '../api/line-api';
import { idOfSegment, LINE_MENU_SECTION } from '../lib/url';
import { isoDate } from '../lib/themed';
import type { LiveApi } from './api/live-api';

/** How many games of the line the "upcoming events" block shows (spec §3 upcoming events). */
export const UPCOMING_COUNT = 8;

/** The live part of a line page (`{pageType}/live/...`): the list, or one game. */
export type LiveData =
  | {
      view: 'list';
      /** Every game in play (the left menu counts them by sport). */
      all: LiveGameSummary[];
      sportId: number | null;
      champId: number | null;
      /** The next line games to go live (spec §3 upcoming events). */
      upcoming: GameSummary[];
    }
  | { view: 'game'; game: LiveGameDetail; champ: Champ; all: LiveGameSummary[] };

const notFound = () => data(null, { status: 404 });

/** Games that start next and have not started (the list call answers by kick-off). */
async function upcomingOf(api: LineApi): Promise<GameSummary[]> {
  const { games } = await api.games({ pageSize: 40 });
  return games.filter((g) => g.statusId === GAME_STATUS_ID.notStarted).slice(0, UPCOMING_COUNT);
}

export async function loadLive(api: LineApi, live: LiveApi, args: LoaderFunctionArgs): Promise<LiveData> {
  const { params } = args;
  if (params['menuSection'] !== undefined && params['menuSection'] !== LINE_MENU_SECTION) throw notFound();
  const sportId = params['sport'] !== undefined ? idOfSegment(params['sport']) : null;
  const champId = params['champ'] !== undefined ? idOfSegment(params['champ']) : null;
  const gameId = params['game'] !== undefined ? idOfSegment(params['game']) : null;
  if ((params['sport'] !== undefined && sportId === null) || (params['champ'] !== undefined && champId === null))
    throw notFound();
  if (params['game'] !== undefined && gameId === null) throw notFound();
  if (gameId !== null) {
    const [{ game, champ }, all] = await Promise.all([live.game(gameId), live.games()]);
    if (game.sportId !== sportId || game.champId !== champId) throw notFound();
    return { view: 'game', game, champ, all };
  }
  const [all, upcoming] = await Promise.all([live.games(), upcomingOf(api)]);
  return { view: 'list', all, sportId, champId, upcoming };
}

/** `multi`: the sports menu and every game in play (the page keeps the player's chosen ones). */
export interface MultiData {
  kind: 'multi';
  sports: Sport[];
  all: LiveGameSummary[];
  seo: PageSeo;
}

export async function loadMulti(api: LineApi, live: LiveApi): Promise<MultiData> {
  const [{ sports }, all] = await Promise.all([api.sports(), live.games()]);
  const text = { key: 'seo_live_title', vars: {}, varKeys: {} };
  return { kind: 'multi', sports, all, seo: { title: text, description: { ...text, key: 'seo_line_description' } } };
}

/**
 * results/live: the day's finished games that were played live (period scores) and the games in
 * play now; results/zone: a finished game's incident timeline (`?gameId=`), else the list to pick.
 */
export interface LiveResultsData {
  type: 'live' | 'zone';
  date: string;
  finished: LiveResult[];
  inPlay: LiveGameSummary[];
  zone: { result: LiveResult; timeline: LiveIncidentsResponse } | null;
}

export async function loadLiveResults(
  live: LiveApi,
  type: 'live' | 'zone',
  url: URL,
  wallNow: number,
): Promise<LiveResultsData> {
  const inPlay = await live.games();
  const dateParam = url.searchParams.get('date');
  // "Today" is the feed's day (its clock is the server's, which tests move), else the wall clock's.
  const feedNow = inPlay.reduce((n, g) => Math.max(n, g.live?.updatedAt ?? 0), 0);
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : isoDate(feedNow || wallNow);
  const finished = (await live.results(date)).filter((r) => r.statusId === GAME_STATUS_ID.finished);
  const gameId = idOfSegment(url.searchParams.get('gameId') ?? undefined);
  if (type === 'zone' && gameId !== null) {
    const result = finished.find((r) => r.gameId === gameId);
    if (!result) throw notFound();
    return { type, date, finished, inPlay: [], zone: { result, timeline: await live.incidents(gameId) } };
  }
  return { type, date, finished, inPlay: type === 'live' ? inPlay : [], zone: null };
}
