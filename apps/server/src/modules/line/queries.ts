import { type z } from 'zod';
import {
  ESPORTS_SPORT_IDS,
  GAME_STATUS_ID,
  MARKET_GROUP,
  type Champ,
  type GameResult,
  type GameSummary,
  type Sport,
} from '@sb/contracts';
import { oddsFromThousandths, type Odds } from '@sb/odds';
import { expressOdds } from '@sb/coupon';
import type { FeedGame } from '@sb/feed';
import { isShippedLanguage } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { SearchIndex, champView, resultView, teamOf, type Snapshot } from './catalog';
import { lineError } from './errors';
import type { GamesQuery, statisticsResponseSchema, topResponseSchema, teamResponseSchema } from './schemas';
import type { LineService } from './service';
import { normalizeText } from './text-match';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_EVENTS = 10;
/** Accumulator of the day: favourites priced in this range, from games in the next 2 days. */
const ACCA = { legs: 4, minLegs: 3, minCoef: 1.3, maxCoef: 1.95, horizonMs: 2 * DAY_MS } as const;
const TEAM_RECENT = { days: 30, max: 10, upcoming: 20 } as const;

/** Spec §3 cyber filter (issue 14): true only esports, false none, undefined all. */
const cyberMatch = (sportId: number, cyber: boolean | undefined) =>
  cyber === undefined || ESPORTS_SPORT_IDS.includes(sportId) === cyber;

export function sports(line: LineService, snap: Snapshot, cyber?: boolean): { sports: Sport[] } {
  return {
    sports: line.feed
      .sports()
      .filter((s) => cyberMatch(s.id, cyber))
      .map((s) => {
        const games = snap.bySport.get(s.id) ?? [];
        return {
          id: s.id,
          nameEng: s.nameEng,
          slug: s.slug,
          gamesCount: games.length,
          champsCount: new Set(games.map((g) => g.champId)).size,
        };
      })
      .filter((s) => s.gamesCount > 0),
  };
}

export function champs(
  line: LineService,
  snap: Snapshot,
  q: { sportId?: number | undefined; top?: boolean | undefined; cyber?: boolean | undefined },
) {
  const out: Champ[] = [];
  for (const c of line.feed.champs()) {
    if (q.sportId !== undefined && c.sportId !== q.sportId) continue;
    if (!cyberMatch(c.sportId, q.cyber)) continue;
    if (q.top && !c.isTop) continue;
    const count = snap.byChamp.get(c.id)?.length ?? 0;
    if (count > 0) out.push(champView(c, count));
  }
  out.sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.name.localeCompare(b.name, 'en'));
  return { champs: out };
}

function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length };
}

export function games(snap: Snapshot, q: GamesQuery) {
  let list: readonly FeedGame[] =
    q.teamId !== undefined
      ? (snap.byTeam.get(q.teamId) ?? [])
      : q.champId !== undefined
        ? (snap.byChamp.get(q.champId) ?? [])
        : q.sportId !== undefined
          ? (snap.bySport.get(q.sportId) ?? [])
          : snap.open;
  list = list.filter(
    (g) =>
      (q.sportId === undefined || g.sportId === q.sportId) &&
      (q.champId === undefined || g.champId === q.champId) &&
      cyberMatch(g.sportId, q.cyber) &&
      (!q.top || g.isTop) &&
      (q.from === undefined || g.startAt >= q.from) &&
      (q.to === undefined || g.startAt < q.to),
  );
  // Spec §3 "best matches on top": a stable partition keeps each part sorted by start.
  if (q.bestFirst) list = [...list.filter((g) => g.isTop), ...list.filter((g) => !g.isTop)];
  const p = paginate(list, q.page, q.pageSize);
  return { games: p.items.map((g) => snap.summary(g)), page: p.page, pageSize: p.pageSize, total: p.total };
}

/**
 * One game with all its markets. A game that is no longer on offer (started, finished,
 * cancelled, closed by an operator) answers 200 with its status and score and no markets, so a
 * bookmarked game page can say what happened; an unknown id is a 404.
 */
export function game(line: LineService, snap: Snapshot, now: number, gameId: number) {
  const g = line.feed.game(gameId);
  const champ = g ? line.feed.champ(g.champId) : null;
  if (!g || !champ) throw lineError(404, 'game_not_found', `no game ${gameId}`);
  const summary = line.gameSummary(g, now);
  const open = summary.statusId === GAME_STATUS_ID.notStarted;
  return {
    game: { ...summary, markets: open ? [...line.feed.markets(g.id, snap.builtAt)] : [] },
    champ: champView(champ, snap.byChamp.get(champ.id)?.length ?? 0),
  };
}

export function outcomes(line: LineService, ids: readonly string[], now?: number) {
  const found = [];
  const missing: string[] = [];
  for (const id of ids) {
    const o = now === undefined ? line.outcome(id) : line.outcomeAt(id, now);
    if (o) found.push({ ...o.outcome, gameStatusId: o.game.statusId });
    else missing.push(id);
  }
  return { outcomes: found, missing };
}

let searchIndex: { feed: unknown; index: SearchIndex } | null = null;

export function search(line: LineService, snap: Snapshot, q: string, limit: number) {
  if (searchIndex?.feed !== line.feed) searchIndex = { feed: line.feed, index: new SearchIndex(line.feed) };
  const { index } = searchIndex;
  const needle = normalizeText(q);
  if (needle.length < 2) throw lineError(400, 'query_too_short', 'q needs at least 2 letters');
  const teamIds = index.teams.filter((t) => t.key.includes(needle)).map((t) => t.id);
  const champIds = index.champs.filter((c) => c.key.includes(needle)).map((c) => c.id);
  const gameIds = new Set<number>();
  for (const t of teamIds) for (const g of snap.byTeam.get(t) ?? []) gameIds.add(g.id);
  for (const g of snap.open) if (g.title !== null && normalizeText(g.title).includes(needle)) gameIds.add(g.id);
  const found = snap.open.filter((g) => gameIds.has(g.id)).slice(0, limit);
  return {
    games: found.map((g) => snap.summary(g)),
    teams: teamIds
      .slice(0, limit)
      .map((id) => ({ ...teamOf(line.feed, id), sportId: index.sportOfTeam.get(id) ?? null })),
    champs: champIds
      .map((id) => line.feed.champ(id))
      .filter((c) => c !== null)
      .slice(0, limit)
      .map((c) => champView(c, snap.byChamp.get(c.id)?.length ?? 0)),
  };
}

/**
 * Spec §7 sports-map call: a sport's name → its id and English name. The name may be the English
 * one, the slug, or the dictionary name in `lng` (`sport_<id>`: "Fußball" with lng=de).
 */
export async function sportsMap(line: LineService, lng: string, name: string) {
  const key = normalizeText(name);
  const local = new Map<string, string>();
  if (isShippedLanguage(lng)) {
    for (const [k, v] of Object.entries(await loadDictionary(lng))) {
      if (k.startsWith('sport_') && typeof v === 'string') local.set(k, normalizeText(v));
    }
  }
  const sport = line.feed
    .sports()
    .find((s) => normalizeText(s.nameEng) === key || s.slug === key || local.get(`sport_${s.id}`) === key);
  if (!sport) throw lineError(404, 'sport_not_found', `no sport named ${name}`);
  return { sportId: sport.id, nameEng: sport.nameEng };
}

/** Finished and cancelled games that started on a UTC day, an operator's result winning over the feed's. */
export async function results(
  line: LineService,
  now: number,
  q: { date: string; sportId?: number | undefined; page: number; pageSize: number },
) {
  const dayStart = Date.parse(`${q.date}T00:00:00Z`);
  const candidates = line.feed
    .gamesBetween(dayStart, Math.min(dayStart + DAY_MS, now))
    .filter((g) => q.sportId === undefined || g.sportId === q.sportId);
  const stored = await line.storedResults(candidates.map((g) => g.id));
  const list: GameResult[] = [];
  for (const g of candidates) {
    const row = stored.get(g.id);
    if (row) {
      list.push(resultView(line.feed, g, row));
      continue;
    }
    const r = line.overrideOf(g.id) ?? line.feed.result(g.id, now);
    if (r) list.push({ ...r, version: r.version || 1 });
  }
  const p = paginate(list, q.page, q.pageSize);
  return { results: p.items, page: p.page, pageSize: p.pageSize, total: p.total };
}

export function statistics(line: LineService, now: number, gameId: number): z.infer<typeof statisticsResponseSchema> {
  const g = line.feed.game(gameId);
  if (!g) throw lineError(404, 'game_not_found', `no game ${gameId}`);
  const s = line.feed.statistics(gameId, now);
  const past = (p: (typeof s.headToHead)[number]) => ({
    gameId: p.gameId,
    startAt: p.startAt,
    team1: teamOf(line.feed, p.team1Id),
    team2: teamOf(line.feed, p.team2Id),
    home: p.home,
    away: p.away,
  });
  return {
    gameId,
    headToHead: s.headToHead.map(past),
    form1: s.form1.map(past),
    form2: s.form2.map(past),
    table: s.table.map((r, i) => ({ ...r, position: i + 1, team: teamOf(line.feed, r.teamId) })),
  };
}

export function top(snap: Snapshot, now: number): z.infer<typeof topResponseSchema> {
  const tops = snap.open.filter((g) => g.isTop).slice(0, TOP_EVENTS);
  const fill = snap.open.filter((g) => !g.isTop).slice(0, TOP_EVENTS - tops.length);
  const events = [...tops, ...fill].sort((a, b) => a.startAt - b.startAt || a.id - b.id);

  // Favourites of the main result market, one per game and championship, soonest first.
  const selections: { outcome: GameSummary['mainMarkets'][number]['outcomes'][number]; game: GameSummary }[] = [];
  const champsUsed = new Set<number>();
  for (const g of snap.open) {
    if (selections.length >= ACCA.legs || g.startAt > now + ACCA.horizonMs) break;
    if (g.team2Id === null || champsUsed.has(g.champId)) continue;
    const summary = snap.summary(g);
    const main = summary.mainMarkets.find(
      (m) => m.groupId === MARKET_GROUP.result || m.groupId === MARKET_GROUP.winner,
    );
    const fav = main?.outcomes
      .filter((o) => !o.isBlocked)
      .reduce<(typeof main.outcomes)[number] | null>(
        (best, o) => (best === null || o.coef < best.coef ? o : best),
        null,
      );
    if (!fav || fav.coef < ACCA.minCoef || fav.coef > ACCA.maxCoef) continue;
    champsUsed.add(g.champId);
    selections.push({ outcome: fav, game: summary });
  }
  const odds = selections
    .map((s) => oddsFromThousandths(Math.round(s.outcome.coef * 1000)))
    .filter((o): o is Odds => o !== undefined);
  const accumulator =
    selections.length >= ACCA.minLegs && odds.length === selections.length
      ? { selections, coef: Number(expressOdds(odds)) / 1000 }
      : null;
  return { games: events.map((g) => snap.summary(g)), accumulator };
}

export function team(
  line: LineService,
  snap: Snapshot,
  now: number,
  teamId: number,
): z.infer<typeof teamResponseSchema> {
  const t = line.feed.team(teamId);
  if (!t) throw lineError(404, 'team_not_found', `no team ${teamId}`);
  const upcoming = (snap.byTeam.get(teamId) ?? []).slice(0, TEAM_RECENT.upcoming);
  const recent: GameResult[] = [];
  const past = line.feed.gamesBetween(now - TEAM_RECENT.days * DAY_MS, now);
  for (let i = past.length - 1; i >= 0 && recent.length < TEAM_RECENT.max; i--) {
    const g = past[i];
    if (!g || (g.team1Id !== teamId && g.team2Id !== teamId)) continue;
    const r = line.overrideOf(g.id) ?? line.feed.result(g.id, now);
    if (r) recent.push({ ...r, version: r.version || 1 });
  }
  const sportId = line.feed.champs().find((c) => c.teamIds.includes(teamId))?.sportId ?? null;
  return { team: t, sportId, upcoming: upcoming.map((g) => snap.summary(g)), results: recent };
}
