import { GAME_STATUS_ID, type Champ, type GameResult, type GameSummary, type Market, type Team } from '@sb/contracts';
import { PRICE_TICK_MS, type ChampInfo, type Feed, type FeedGame } from '@sb/feed';
import { normalizeText } from './text-match';

/** The line offers games starting in the next 14 days (issue 5: fixtures rolling over 14 days). */
export const LINE_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** Responses are cached at most this long, even when neither a tick nor a kick-off comes sooner. */
const MAX_CACHE_MS = 60_000;

export interface CachedBody {
  body: string;
  etag: string;
  /** Compressed once per snapshot, on first demand, instead of once per request. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Everything the catalog serves for one state of the line: the open games (not started, not
 * closed by an operator result) indexed by sport, championship and team, plus rendered
 * responses. A snapshot stays valid until the next price tick or the next kick-off, whichever
 * comes first, so a cached response never offers a game that has started.
 */
export class Snapshot {
  readonly open: readonly FeedGame[];
  readonly bySport = new Map<number, FeedGame[]>();
  readonly byChamp = new Map<number, FeedGame[]>();
  readonly byTeam = new Map<number, FeedGame[]>();
  readonly validUntil: number;
  /** Rendered JSON per normalized request (route + query). */
  readonly responses = new Map<string, CachedBody>();
  private readonly summaries = new Map<number, GameSummary>();

  constructor(
    private readonly feed: Feed,
    readonly builtAt: number,
    readonly version: number,
    isClosed: (game: FeedGame) => boolean,
  ) {
    const tickEnd = (Math.floor(builtAt / PRICE_TICK_MS) + 1) * PRICE_TICK_MS;
    const open = feed
      .gamesBetween(builtAt + 1, builtAt + LINE_WINDOW_MS)
      .filter((g) => g.startAt > builtAt && feed.statusAt(g, builtAt) === GAME_STATUS_ID.notStarted && !isClosed(g));
    this.open = open;
    let firstStart = Number.POSITIVE_INFINITY;
    for (const g of open) {
      firstStart = Math.min(firstStart, g.startAt);
      push(this.bySport, g.sportId, g);
      push(this.byChamp, g.champId, g);
      push(this.byTeam, g.team1Id, g);
      if (g.team2Id !== null) push(this.byTeam, g.team2Id, g);
    }
    this.validUntil = Math.min(tickEnd, firstStart, builtAt + MAX_CACHE_MS);
  }

  isValidAt(now: number): boolean {
    return now >= this.builtAt && now < this.validUntil;
  }

  /** Seconds a client may keep a response of this snapshot (Cache-Control max-age). */
  maxAgeAt(now: number): number {
    return Math.max(0, Math.floor((this.validUntil - now) / 1000));
  }

  /** An open game as a list row, priced at the snapshot's tick. */
  summary(game: FeedGame): GameSummary {
    let s = this.summaries.get(game.id);
    if (!s) {
      s = summarize(this.feed, game, {
        statusId: GAME_STATUS_ID.notStarted,
        score: null,
        mainMarkets: this.feed.mainMarkets(game.id, this.builtAt),
        marketsCount: this.feed.marketsCount(game.id, this.builtAt),
      });
      this.summaries.set(game.id, s);
    }
    return s;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const UNKNOWN_TEAM: Team = { id: 0, name: '?', short: '?', colors: ['#888888', '#444444'] };

export function teamOf(feed: Feed, id: number): Team {
  return feed.team(id) ?? { ...UNKNOWN_TEAM, id };
}

export function summarize(
  feed: Feed,
  game: FeedGame,
  state: Pick<GameSummary, 'statusId' | 'score' | 'marketsCount'> & { mainMarkets: readonly Market[] },
): GameSummary {
  const champ = feed.champ(game.champId);
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    champName: champ?.name ?? '',
    countryCode: champ?.countryCode ?? null,
    team1: teamOf(feed, game.team1Id),
    team2: game.team2Id === null ? null : teamOf(feed, game.team2Id),
    title: game.title,
    startAt: game.startAt,
    statusId: state.statusId,
    isTop: game.isTop,
    mainMarkets: [...state.mainMarkets],
    marketsCount: state.marketsCount,
    score: state.score,
  };
}

export function champView(champ: ChampInfo, gamesCount: number): Champ {
  return {
    id: champ.id,
    sportId: champ.sportId,
    name: champ.name,
    slug: champ.slug,
    countryCode: champ.countryCode,
    gamesCount,
    isTop: champ.isTop,
  };
}

export function resultView(
  feed: Feed,
  game: FeedGame,
  r: Pick<GameResult, 'statusId' | 'score' | 'winnerId' | 'version'>,
): GameResult {
  const champ = feed.champ(game.champId);
  return {
    gameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    champName: champ?.name ?? '',
    team1: teamOf(feed, game.team1Id),
    team2: game.team2Id === null ? null : teamOf(feed, game.team2Id),
    title: game.title,
    startAt: game.startAt,
    statusId: r.statusId,
    score: r.score,
    winnerId: r.winnerId,
    version: r.version,
  };
}

/** Total outcomes of a list of markets. */
export function outcomesIn(markets: readonly Market[]): number {
  return markets.reduce((n, m) => n + m.outcomes.length, 0);
}

/** Search index over the static parts of the line (teams and championships never change). */
export class SearchIndex {
  readonly teams: { id: number; key: string }[];
  readonly champs: { id: number; key: string }[];
  /** A team's sport (from the first championship that lists it): search results name it. */
  readonly sportOfTeam: ReadonlyMap<number, number>;

  constructor(feed: Feed) {
    this.teams = [...feed.teams().values()].map((t) => ({ id: t.id, key: normalizeText(t.name) }));
    const sportOfTeam = new Map<number, number>();
    for (const c of feed.champs()) for (const id of c.teamIds) if (!sportOfTeam.has(id)) sportOfTeam.set(id, c.sportId);
    this.sportOfTeam = sportOfTeam;
    this.champs = feed.champs().map((c) => ({ id: c.id, key: normalizeText(c.name) }));
  }
}
