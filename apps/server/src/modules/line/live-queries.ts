import {
  GAME_STATUS_ID,
  type Champ,
  type LiveGameResponse,
  type LiveGamesResponse,
  type LiveIncidentsResponse,
  type LiveResult,
  type Sport,
} from '@sb/contracts';
import { champView, resultView } from './catalog';
import { lineError } from './errors';
import { incidentTimeline, type LiveFilter } from './live';
import type { LineService } from './service';

/**
 * The catalog's live answers (issue 14, `section=live`): what is being played at `at` (the
 * one-second frame's instant), from the feed's in-play state.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length };
}

/** Sports with games in play (gamesCount, champsCount), in sport order. */
export function liveSports(line: LineService, at: number, filter: LiveFilter): { sports: Sport[] } {
  const games = line.live.liveGames(at, filter);
  return {
    sports: line.feed
      .sports()
      .map((s) => {
        const own = games.filter((g) => g.sportId === s.id);
        return {
          id: s.id,
          nameEng: s.nameEng,
          slug: s.slug,
          gamesCount: own.length,
          champsCount: new Set(own.map((g) => g.champId)).size,
        };
      })
      .filter((s) => s.gamesCount > 0),
  };
}

/** Championships with games in play, top first, then by name. */
export function liveChamps(line: LineService, at: number, filter: LiveFilter & { top?: boolean | undefined }) {
  const counts = new Map<number, number>();
  for (const g of line.live.liveGames(at, filter)) counts.set(g.champId, (counts.get(g.champId) ?? 0) + 1);
  const out: Champ[] = [];
  for (const [id, count] of counts) {
    const c = line.feed.champ(id);
    if (c && (!filter.top || c.isTop)) out.push(champView(c, count));
  }
  out.sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.name.localeCompare(b.name, 'en'));
  return { champs: out };
}

export interface LiveGamesQuery extends LiveFilter {
  teamId?: number | undefined;
  top?: boolean | undefined;
  bestFirst?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** Games in play with their live state and live main markets, grouped by sport and championship. */
export function liveGames(line: LineService, at: number, q: LiveGamesQuery): LiveGamesResponse {
  let list = line.live
    .liveGames(at, q)
    .filter((g) => (q.teamId === undefined || g.team1Id === q.teamId || g.team2Id === q.teamId) && (!q.top || g.isTop));
  if (q.bestFirst) list = [...list.filter((g) => g.isTop), ...list.filter((g) => !g.isTop)];
  const p = paginate(list, q.page, q.pageSize);
  return { games: p.items.map((g) => line.live.summary(g, at)), page: p.page, pageSize: p.pageSize, total: p.total };
}

/** A game in play with all its live markets; null when it is not being played at `at`. */
export function liveGame(line: LineService, at: number, gameId: number): LiveGameResponse | null {
  const game = line.live.liveGame(gameId, at);
  const champ = game ? line.feed.champ(game.champId) : null;
  if (!game || !champ) return null;
  const count = line.live.liveGames(at, { champId: champ.id }).length;
  return { game, champ: champView(champ, count) };
}

/**
 * The whole incident timeline of a game being played or finished (the match tracker's replay,
 * results/zone). A game not started, cancelled or without a simulation (long-term events) is 404.
 */
export function incidents(line: LineService, now: number, gameId: number): LiveIncidentsResponse {
  const g = line.feed.game(gameId);
  if (!g) throw lineError(404, 'game_not_found', `no game ${gameId}`);
  const status = line.statusOf(g, now);
  if (status !== GAME_STATUS_ID.live && status !== GAME_STATUS_ID.finished) {
    throw lineError(404, 'no_incidents', `game ${gameId} is not being played and was not played`);
  }
  const timeline = incidentTimeline((t) => line.feed.liveState(gameId, t), Math.min(now, g.endAt));
  if (!timeline) throw lineError(404, 'no_incidents', `game ${gameId} has no in-play timeline`);
  const { state } = timeline;
  return {
    gameId,
    sportId: g.sportId,
    statusId: status === GAME_STATUS_ID.finished ? GAME_STATUS_ID.finished : state.statusId,
    score: state.score,
    zoneId: state.zoneId,
    incidents: timeline.incidents,
  };
}

export interface LiveResultsQuery {
  date: string;
  sportId?: number | undefined;
  cyber?: boolean | undefined;
  page: number;
  pageSize: number;
}

/**
 * Spec §2 results/live: games that started on a UTC day, were played live (they have an in-play
 * timeline) and are finished by `now`, with period scores and their match tracker zone. An
 * operator's result wins over the feed's; a game cancelled by an operator is left out.
 */
export async function liveResults(line: LineService, now: number, q: LiveResultsQuery) {
  const dayStart = Date.parse(`${q.date}T00:00:00Z`);
  const esports = q.cyber === undefined ? null : q.cyber;
  const candidates = line.feed
    .gamesBetween(dayStart, Math.min(dayStart + DAY_MS, now))
    .filter(
      (g) =>
        g.team2Id !== null &&
        (q.sportId === undefined || g.sportId === q.sportId) &&
        (esports === null || line.live.isEsports(g.sportId) === esports) &&
        line.statusOf(g, now) === GAME_STATUS_ID.finished,
    );
  const stored = await line.storedResults(candidates.map((g) => g.id));
  const list: LiveResult[] = [];
  for (const g of candidates) {
    const state = line.feed.liveState(g.id, Math.min(now, g.endAt));
    if (!state) continue;
    const row = stored.get(g.id);
    const r = row ? resultView(line.feed, g, row) : (line.overrideOf(g.id) ?? line.feed.result(g.id, now));
    if (r && r.statusId === GAME_STATUS_ID.finished) list.push({ ...r, version: r.version || 1, zoneId: state.zoneId });
  }
  const p = paginate(list, q.page, q.pageSize);
  return { results: p.items, page: p.page, pageSize: p.pageSize, total: p.total };
}
