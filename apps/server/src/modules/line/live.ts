import { createHash } from 'node:crypto';
import {
  ESPORTS_SPORT_IDS,
  GAME_STATUS_ID,
  type GameSummary,
  type LiveGameDetail,
  type LiveGameSummary,
  type LiveIncident,
  type LiveState,
  type Outcome,
} from '@sb/contracts';
import { parseOutcomeId, type FeedGame } from '@sb/feed';
import { summarize, type CachedBody } from './catalog';
import type { CachedResponse, LineService } from './service';

/**
 * Live answers are rendered at most once per second and key: a client may keep one a second
 * (Cache-Control max-age=1) and revalidate with its ETag. Real-time updates go over /ws.
 */
export const LIVE_FRAME_MS = 1_000;
const MAX_FRAME_RESPONSES = 2_000;

/** An outcome as a coupon selection follows it (contracts `liveOutcomeSchema`). */
export type LiveOutcome = Outcome & { gameStatusId: number };

export interface LiveFilter {
  sportId?: number | undefined;
  champId?: number | undefined;
  /** Spec §3 cyber filter: true only esports, false no esports, undefined all. */
  cyber?: boolean | undefined;
}

interface Frame {
  at: number;
  version: number;
  summaries: Map<number, LiveGameSummary>;
  responses: Map<string, CachedBody>;
}

const esports = new Set(ESPORTS_SPORT_IDS);

/**
 * The games being played, seen through the line (an operator's result closes a game at once).
 * Answers are computed from the feed's live state at the instant asked (the /ws helper calls
 * liveList/liveGame/liveOutcome with its own `now`); the HTTP answers share a one-second frame.
 */
export class LiveCatalog {
  private frame: Frame | null = null;

  constructor(private readonly line: LineService) {}

  /** Games in play at `now` (live or in a break), ordered for a grouped list (see sortLive). */
  liveGames(now: number, filter: LiveFilter = {}): FeedGame[] {
    return sortLive(
      this.line.feed.liveGames(now).filter((g) => this.isLive(g, now) && matches(g, filter)),
      this.champOrder(),
    );
  }

  /** Spec §3 cyber filter: whether a sport is an esports discipline. */
  isEsports(sportId: number): boolean {
    return esports.has(sportId);
  }

  /** Whether a game is being played at `now` (not before kick-off, not finished, not closed by an operator). */
  isLive(game: FeedGame, now: number): boolean {
    return this.line.statusOf(game, now) === GAME_STATUS_ID.live;
  }

  /** The live list (every game in play, or a filtered part): summaries with their live state. */
  liveList(now: number, filter: LiveFilter = {}): LiveGameSummary[] {
    return this.liveGames(now, filter).map((g) => this.summary(g, now));
  }

  /** A game in play with all its live markets; null when the game is unknown or not being played. */
  liveGame(gameId: number, now: number): LiveGameDetail | null {
    const g = this.line.feed.game(gameId);
    if (!g || !this.isLive(g, now)) return null;
    return { ...this.summary(g, now), markets: [...this.line.feed.markets(g.id, now)] };
  }

  /** One outcome of a game in play, as a coupon selection follows it; null when not live or unknown. */
  liveOutcome(outcomeId: string, now: number): LiveOutcome | null {
    const parsed = parseOutcomeId(outcomeId);
    const g = parsed ? this.line.feed.game(parsed.gameId) : null;
    if (!g || !this.isLive(g, now)) return null;
    const outcome = this.line.feed.outcome(outcomeId, now);
    if (!outcome) return null;
    const state = this.line.feed.liveState(g.id, now);
    return {
      ...outcome,
      isBlocked: outcome.isBlocked || state?.betStop === true,
      gameStatusId: statusOfState(state),
    };
  }

  /** The in-play state of a game being played at `now`; null otherwise. */
  liveState(gameId: number, now: number): LiveState | null {
    const g = this.line.feed.game(gameId);
    if (!g || !this.isLive(g, now)) return null;
    return this.line.feed.liveState(gameId, now);
  }

  /** A game in play as a list row at `now`: live main markets, score and state. */
  summary(g: FeedGame, now: number): LiveGameSummary {
    const frame = this.frame;
    const cached = frame && frame.at === now ? frame.summaries.get(g.id) : undefined;
    if (cached) return cached;
    const state = this.line.feed.liveState(g.id, now);
    const s: LiveGameSummary = {
      ...summarize(this.line.feed, g, {
        statusId: statusOfState(state),
        score: state?.score ?? null,
        mainMarkets: this.line.feed.mainMarkets(g.id, now),
        marketsCount: this.line.feed.marketsCount(g.id, now),
      }),
      live: state,
    };
    if (frame && frame.at === now) frame.summaries.set(g.id, s);
    return s;
  }

  /** A game summary for betting: the live row of a game in play. */
  gameSummary(g: FeedGame, now: number): GameSummary {
    const { live: _live, ...summary } = this.summary(g, now);
    return summary;
  }

  /**
   * A rendered live answer of the current one-second frame (computed at the frame's start, so
   * every node renders the same bytes), with its ETag; max-age 1.
   */
  async cached(key: string, compute: (at: number) => unknown): Promise<CachedResponse> {
    const frame = this.frameAt(this.line.clock());
    let entry = frame.responses.get(key);
    if (!entry) {
      const body = JSON.stringify(await compute(frame.at));
      entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
      if (frame.responses.size < MAX_FRAME_RESPONSES) frame.responses.set(key, entry);
    }
    return { entry, maxAge: 1 };
  }

  private frameAt(now: number): Frame {
    const at = Math.floor(now / LIVE_FRAME_MS) * LIVE_FRAME_MS;
    const version = this.line.catalogVersion();
    const f = this.frame;
    if (f && f.at === at && f.version === version) return f;
    const fresh: Frame = { at, version, summaries: new Map(), responses: new Map() };
    this.frame = fresh;
    return fresh;
  }

  private champOrderCache: Map<number, number> | null = null;

  /** Championships ranked: top first, then by name (as the pre-match champs list). */
  private champOrder(): Map<number, number> {
    if (!this.champOrderCache) {
      const champs = [...this.line.feed.champs()].sort(
        (a, b) => Number(b.isTop) - Number(a.isTop) || a.name.localeCompare(b.name, 'en'),
      );
      this.champOrderCache = new Map(champs.map((c, i) => [c.id, i]));
    }
    return this.champOrderCache;
  }
}

/** 2 live, 3 break (the feed's state); a game without a state yet counts as live. */
function statusOfState(state: LiveState | null): number {
  return state?.statusId === GAME_STATUS_ID.break ? GAME_STATUS_ID.break : GAME_STATUS_ID.live;
}

function matches(g: FeedGame, f: LiveFilter): boolean {
  return (
    (f.sportId === undefined || g.sportId === f.sportId) &&
    (f.champId === undefined || g.champId === f.champId) &&
    (f.cyber === undefined || esports.has(g.sportId) === f.cyber)
  );
}

/**
 * The live list's order: by sport id, then championship
 * (top first, then by name), then kick-off and id, so a client groups it in one pass.
 */
export function sortLive(games: readonly FeedGame[], champOrder: ReadonlyMap<number, number>): FeedGame[] {
  const rank = (g: FeedGame) => champOrder.get(g.champId) ?? Number.MAX_SAFE_INTEGER;
  return [...games].sort((a, b) => a.sportId - b.sportId || rank(a) - rank(b) || a.startAt - b.startAt || a.id - b.id);
}

/**
 * The whole incident timeline of a game up to `now`, oldest first. The feed's state carries the
 * newest 30 incidents; earlier ones are read from earlier states, stitched by their seq.
 */
export function incidentTimeline(
  liveState: (at: number) => LiveState | null,
  now: number,
): { state: LiveState; incidents: LiveIncident[] } | null {
  const state = liveState(now);
  if (!state) return null;
  const chunks: LiveIncident[][] = [state.incidents];
  let oldest = state.incidents[0];
  let at = oldest?.at;
  let steppedBack = false;
  while (oldest && oldest.seq > 1 && at !== undefined) {
    const first: LiveIncident = oldest;
    const before = liveState(at)?.incidents.filter((i) => i.seq < first.seq) ?? [];
    if (before.length === 0) {
      // More than a state's worth of incidents at one instant: step back one millisecond, once.
      if (steppedBack) break;
      steppedBack = true;
      at -= 1;
      continue;
    }
    steppedBack = false;
    chunks.unshift(before);
    oldest = before[0];
    at = oldest?.at;
  }
  return { state, incidents: chunks.flat() };
}
