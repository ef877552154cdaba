import {
  GAME_STATUS_ID,
  type ScheduledGame,
  type ScheduledKind,
  type ScheduledList,
  type ScheduledResults,
  type ScheduledRound,
} from '@sb/contracts';
import { DRAW_FORMULA, type ScheduledFeed, type ScheduledGameDef, type ScheduledRoundRef } from '@sb/scheduled';
import type { FeedGame } from '@sb/feed';
import type { GameSummary } from '@sb/contracts';

/** What the scheduled pages need of the line: a round's summary as every line page shows games. */
export interface SummaryPort {
  gameSummary(game: FeedGame, now: number): GameSummary;
}

export interface ScheduledDeps {
  readonly feed: ScheduledFeed;
  readonly line: SummaryPort;
  readonly now: () => number;
}

/** Rounds open for betting shown per game type. */
export const NEXT_ROUNDS = 3;
/** Finished rounds shown per game type in the lobby. */
export const LATEST_RESULTS = 5;
/** How far back the results archive goes. */
export const ARCHIVE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Issue 19: the TV games' and virtual sports' pages. A round is shown as it stands at `now`:
 * before its start its markets (sales close at the start); while it is drawn, only what has
 * happened so far (the draw items and incidents whose time has passed); once finished, the
 * whole draw, the score and the revealed seed that proves it.
 */
export class ScheduledService {
  constructor(private readonly deps: ScheduledDeps) {}

  private view(ref: ScheduledRoundRef, now: number): ScheduledRound {
    const { feed, line } = this.deps;
    const info = feed.info(ref.roundId);
    if (info === null) throw new RangeError(`round ${ref.roundId} is not scheduled`);
    const phase = now < ref.startAt ? 'open' : now < ref.endAt ? 'drawing' : 'finished';
    // A TV game's items at 0 ms are public before the round (poker's hole cards come from the
    // public round number, and the prices are made from them); nothing else shows before the start.
    const publicAtStart = ref.def.kind === 'tv';
    const played = phase === 'open' && !publicAtStart ? null : feed.outcomeOf(ref.roundId);
    const elapsed = Math.max(0, now - ref.startAt);
    const incidents = played === null ? [] : played.incidents.filter((i) => phase === 'finished' || i.atMs <= elapsed);
    // While drawing, a TV game shows as many items as it has revealed incidents; a virtual event
    // shows its order only at the finish (its incidents carry the race).
    const shown =
      played === null
        ? []
        : phase === 'finished'
          ? played.draw
          : ref.def.kind === 'tv'
            ? played.draw.slice(0, incidents.length)
            : [];
    const proof = feed.proof(ref.roundId, now);
    const game = line.gameSummary(info.game, now);
    return {
      type: ref.def.type,
      game: phase === 'finished' ? { ...game, statusId: GAME_STATUS_ID.finished } : game,
      phase,
      startAt: ref.startAt,
      endAt: ref.endAt,
      markets: [...feed.markets(ref.roundId, now)],
      competitors: info.competitors.map((c) => ({ ...c })),
      draw: shown.map(([value, tag]) => [value, tag] as [number, number]),
      incidents: incidents.map((i) => ({ ...i })),
      score: phase === 'finished' && played ? played.score : null,
      winnerId: phase === 'finished' && played ? played.winnerId : null,
      proof: { commitment: proof?.commitment ?? '', seed: proof?.seed ?? null, formula: DRAW_FORMULA },
    };
  }

  private game(def: ScheduledGameDef, now: number): ScheduledGame {
    const { feed } = this.deps;
    const typeIndex = feed.schedule.indexOf(def);
    const schedule = feed.schedule;
    const upcoming = schedule.firstFrom(typeIndex, now + 1);
    const next: ScheduledRoundRef[] = [];
    for (let r = upcoming; r !== null && next.length < NEXT_ROUNDS; r = schedule.ref(typeIndex, r.number + 1))
      next.push(r);
    const before = upcoming === null ? null : schedule.ref(typeIndex, upcoming.number - 1);
    const current = before !== null && before.startAt <= now && now < before.endAt ? before : null;
    const results: ScheduledRoundRef[] = [];
    for (let r = before; r !== null && results.length < LATEST_RESULTS; r = schedule.ref(typeIndex, r.number - 1))
      if (r.endAt <= now) results.push(r);
    return {
      type: def.type,
      kind: def.kind,
      sportId: feed.sportIdOf(def),
      name: def.name,
      intervalSec: Math.round(def.intervalMs / 1000),
      durationSec: Math.round(def.durationMs / 1000),
      current: current === null ? null : this.view(current, now),
      next: next.map((r) => this.view(r, now)),
      results: results.map((r) => this.view(r, now)),
    };
  }

  list(kind: ScheduledKind): ScheduledList {
    const now = this.deps.now();
    const games = this.deps.feed
      .defs()
      .filter((d) => d.kind === kind)
      .map((d) => this.game(d, now));
    return { now, games };
  }

  round(gameId: number): { now: number; round: ScheduledRound } | null {
    const now = this.deps.now();
    const ref = this.deps.feed.schedule.byId(gameId);
    return ref === null ? null : { now, round: this.view(ref, now) };
  }

  /** A day's finished rounds of one type, newest first (null: unknown type; a day out of the archive is empty). */
  results(type: string, date: string): ScheduledResults | null {
    const now = this.deps.now();
    const { feed } = this.deps;
    const def = feed.defs().find((d) => d.type === type);
    if (def === undefined) return null;
    const typeIndex = feed.schedule.indexOf(def);
    const from = Date.parse(`${date}T00:00:00Z`);
    const inArchive = from <= now && from > now - ARCHIVE_DAYS * DAY_MS;
    const rounds = inArchive
      ? feed.schedule
          .between(typeIndex, from, from + DAY_MS)
          .filter((r) => r.endAt <= now)
          .reverse()
          .map((r) => this.view(r, now))
      : [];
    return { type, date, rounds };
  }
}
