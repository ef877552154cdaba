import { createHash } from 'node:crypto';
import {
  GAME_STATUS_ID,
  LINE_RESULTS_CHANNEL,
  gameResultSchema,
  type GameResult,
  type GameSummary,
  type LiveState,
  type Outcome,
  type Score,
} from '@sb/contracts';
import type { Feed, FeedGame } from '@sb/feed';
import type { EventBus } from '../../bus/bus';
import { ChangeFeed, DEFAULT_POLL_MS } from '../../cluster/changes';
import type { Leadership } from '../../cluster/leader';
import type { Db } from '../../db/client';
import { SILENT_LOGGER, type Logger } from '../../log';
import { Snapshot, resultView, summarize, type CachedBody } from './catalog';
import { lineError } from './errors';
import { LiveCatalog } from './live';
import { ResultListeners } from './listeners';
import type { LinePort } from './port';
import {
  findResult,
  findResults,
  insertFeedResults,
  operatorResults,
  operatorResultsChangedSince,
  upsertOperatorResult,
  type StoredResult,
} from './results-repository';
import { RESULTS_BACKFILL_MS, RESULTS_JOB_MS, finishedResults } from './results-sync';

/** Rendered responses kept per snapshot (the common pages are a few hundred). */
const MAX_CACHED_RESPONSES = 5_000;

export interface LineServiceDeps {
  db: Db;
  bus: EventBus;
  feed: Feed;
  now: () => number;
  leadership: Leadership;
  /** Issue 12: the one logger shape (app.log or a child of it); silent without one. */
  log?: Logger;
  /** How often every node reads operator results from the database (default 2 s; tests shorten it). */
  pollMs?: number;
}

/** An operator's result (admin API): a correction, or a game settled before its end. */
export interface OperatorResultInput {
  statusId: 4 | 5;
  score?: Score | null | undefined;
  winnerId?: number | null | undefined;
}

export interface CachedResponse {
  entry: CachedBody;
  maxAge: number;
}

/**
 * The line: the feed seen through the clock, plus the stored results. Implements LinePort for
 * betting; serves the catalog from per-tick snapshots; on the leader, stores results.
 */
export class LineService implements LinePort {
  readonly feed: Feed;
  /** Issue 14: the games being played (section=live, the /ws live topics, live outcomes for betting). */
  readonly live: LiveCatalog = new LiveCatalog(this);
  private readonly db: Db;
  private readonly bus: EventBus;
  private readonly now: () => number;
  private readonly leadership: Leadership;
  private readonly log: NonNullable<LineServiceDeps['log']>;
  private readonly listeners: ResultListeners;
  /** Operator results read from the database: they reach every node even when the bus lost them. */
  private readonly changes: ChangeFeed<StoredResult>;
  /** Operator results: they win over the feed, and may close a game before its end. */
  private readonly overrides = new Map<number, GameResult>();
  /** Bumped whenever an override changes, so the next request builds a fresh snapshot. */
  private version = 0;
  private snap: Snapshot | null = null;
  /** Games whose results are stored (game id → startAt), so the job skips them. */
  private readonly stored = new Map<number, number>();
  private lastRunAt: number | null = null;
  private jobTimer: NodeJS.Timeout | null = null;
  private job: Promise<unknown> = Promise.resolve();
  private cleanups: (() => void)[] = [];

  constructor(deps: LineServiceDeps) {
    this.db = deps.db;
    this.bus = deps.bus;
    this.feed = deps.feed;
    this.now = deps.now;
    this.leadership = deps.leadership;
    this.log = deps.log ?? SILENT_LOGGER;
    this.listeners = new ResultListeners((err, r) =>
      this.log.warn({ err, gameId: r.gameId }, 'line: a result listener failed'),
    );
    this.changes = new ChangeFeed({
      db: deps.db,
      read: operatorResultsChangedSince,
      apply: (row) => this.onStoredResult(row),
      pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
      name: 'line.results',
      log: this.log,
    });
  }

  async start(): Promise<void> {
    // The horizon before the load: a result stored meanwhile comes with the first poll.
    await this.changes.start();
    for (const row of await operatorResults(this.db)) {
      const game = this.feed.game(row.gameId);
      if (game) this.overrides.set(row.gameId, resultView(this.feed, game, row));
    }
    this.cleanups.push(await this.bus.subscribe(LINE_RESULTS_CHANNEL, (payload) => this.onBusResult(payload)));
    // Back on the bus after an outage: read what was missed now rather than at the next poll.
    this.cleanups.push(this.bus.onResync(() => void this.catchUp()));
    this.cleanups.push(
      this.leadership.onChange((leader) => {
        if (leader) this.startJob();
        else this.stopJob();
      }),
    );
    // The first run goes on in the background: a node answers as soon as it is up.
    if (this.leadership.isLeader()) this.startJob();
  }

  stop(): Promise<unknown> {
    for (const c of this.cleanups.splice(0)) c();
    this.stopJob();
    return Promise.all([this.job, this.changes.stop()]);
  }

  /**
   * Reads the operator results stored since the last read (every node polls; a bus reconnect
   * reads at once): the leader settles them, every node closes the games they finish.
   */
  catchUp(): Promise<void> {
    return this.changes.poll();
  }

  // ── LinePort ──────────────────────────────────────────────────────────────────────────────

  outcome(outcomeId: string): { outcome: Outcome; game: GameSummary } | null {
    return this.outcomeAt(outcomeId, this.now());
  }

  /** LinePort.outcome at an instant (the live catalog renders a one-second frame at its start). */
  outcomeAt(outcomeId: string, now: number): { outcome: Outcome; game: GameSummary } | null {
    const outcome = this.feed.outcome(outcomeId, now);
    if (!outcome) return null;
    const game = this.feed.game(outcome.gameId);
    if (!game) return null;
    // Issue 14: a game in play offers its live prices (blocked during a bet stop), status 2 or 3.
    if (this.live.isLive(game, now)) {
      const live = this.live.liveOutcome(outcomeId, now);
      if (!live) return null;
      const { gameStatusId: _status, ...liveOutcome } = live;
      return { outcome: liveOutcome, game: this.live.gameSummary(game, now) };
    }
    const summary = this.gameSummary(game, now);
    // Only a game not yet started is on offer; anything else shows its last price, blocked.
    return summary.statusId === GAME_STATUS_ID.notStarted
      ? { outcome, game: summary }
      : { outcome: { ...outcome, isBlocked: true }, game: summary };
  }

  liveState(gameId: number): LiveState | null {
    return this.live.liveState(gameId, this.now());
  }

  async result(gameId: number): Promise<GameResult | null> {
    const game = this.feed.game(gameId);
    if (!game) return null;
    const row = await findResult(this.db, gameId);
    if (row) return resultView(this.feed, game, row);
    // Finished by the clock but not stored yet (the job runs every 15 s): the same result it will store.
    const fromFeed = this.feed.result(gameId, this.now());
    return fromFeed ? { ...fromFeed, version: 1 } : null;
  }

  onResult(listener: (result: GameResult) => void | Promise<void>): () => void {
    return this.listeners.add(listener);
  }

  // ── Catalog state ─────────────────────────────────────────────────────────────────────────

  /** The catalog's state at `now` (rebuilt per price tick, kick-off or operator result). */
  snapshot(now = this.now()): Snapshot {
    const s = this.snap;
    if (s && s.version === this.version && s.isValidAt(now)) return s;
    const fresh = new Snapshot(this.feed, now, this.version, (g) => this.overrides.has(g.id));
    this.snap = fresh;
    return fresh;
  }

  /** A rendered response of the current snapshot, computed once per snapshot and key. */
  async cached(key: string, compute: (snap: Snapshot, now: number) => unknown): Promise<CachedResponse> {
    const now = this.now();
    const snap = this.snapshot(now);
    let entry = snap.responses.get(key);
    if (!entry) {
      const body = JSON.stringify(await compute(snap, now));
      entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
      // Only keep it if no newer snapshot replaced this one while computing.
      // Bounded, so a client cycling through distinct queries cannot grow memory without limit.
      if (this.snap === snap && snap.responses.size < MAX_CACHED_RESPONSES) snap.responses.set(key, entry);
    }
    return { entry, maxAge: snap.maxAgeAt(now) };
  }

  /** The line's clock (tests drive it). */
  clock(): number {
    return this.now();
  }

  /** Bumped by every operator result: cached answers of an older version are stale. */
  catalogVersion(): number {
    return this.version;
  }

  /** Status of a game at `now`: an operator result closes it whatever the clock says. */
  statusOf(game: FeedGame, now: number): number {
    return this.overrides.get(game.id)?.statusId ?? this.feed.statusAt(game, now);
  }

  /** A game as a list row at `now`, open or not. */
  gameSummary(game: FeedGame, now: number): GameSummary {
    const snap = this.snapshot(now);
    const statusId = this.statusOf(game, now);
    if (statusId === GAME_STATUS_ID.notStarted && game.startAt > now) return snap.summary(game);
    const result = this.overrides.get(game.id) ?? this.feed.result(game.id, now);
    return summarize(this.feed, game, { statusId, score: result?.score ?? null, mainMarkets: [], marketsCount: 0 });
  }

  /** Stored results of these games (results pages). */
  storedResults(gameIds: readonly number[]): Promise<Map<number, StoredResult>> {
    return findResults(this.db, gameIds);
  }

  /** The result shown on results pages: an operator's wins over the feed's. */
  overrideOf(gameId: number): GameResult | undefined {
    return this.overrides.get(gameId);
  }

  // ── Results ───────────────────────────────────────────────────────────────────────────────

  /**
   * One run of the leader's results job: stores results of games finished since the last run
   * (the last 2 days on the first run), publishes the new ones and calls the listeners.
   * Idempotent: a result already stored is neither written nor published again.
   */
  syncResults(): Promise<GameResult[]> {
    const run = this.job.then(() => this.runSync());
    this.job = run.catch((err: unknown) => this.log.warn({ err }, 'line: results job failed'));
    return run;
  }

  private async runSync(): Promise<GameResult[]> {
    const now = this.now();
    const from = this.lastRunAt ?? now - RESULTS_BACKFILL_MS;
    const rows = finishedResults(this.feed, from, now, this.stored).filter((r) => !this.overrides.has(r.gameId));
    const inserted = await insertFeedResults(this.db, rows);
    for (const r of rows) this.stored.set(r.gameId, this.feed.game(r.gameId)?.startAt ?? now);
    this.lastRunAt = now;
    for (const [id, startAt] of this.stored) if (startAt < from - RESULTS_BACKFILL_MS) this.stored.delete(id);
    const results = this.views(inserted);
    for (const r of results) await this.announce(r);
    return results;
  }

  /**
   * Operator result (admin API): stores it with version + 1 and source 'operator', publishes it,
   * and — when the game has not finished by the clock — closes it in the catalog.
   */
  async correctResult(gameId: number, input: OperatorResultInput): Promise<GameResult> {
    const game = this.feed.game(gameId);
    if (!game) throw lineError(404, 'game_not_found', `no game ${gameId}`);
    const now = this.now();
    const cancelled = input.statusId === GAME_STATUS_ID.cancelled;
    const score = input.score ?? null;
    let winnerId = input.winnerId ?? null;
    if (!cancelled && game.team2Id !== null && score === null) {
      throw lineError(400, 'score_required', 'a finished match needs a score');
    }
    if (!cancelled && game.team2Id === null) {
      const competitors = this.feed.champ(game.champId)?.teamIds ?? [];
      if (winnerId === null || !competitors.includes(winnerId)) {
        throw lineError(400, 'winner_required', 'a long-term event needs the winner, one of its competitors');
      }
    }
    if (cancelled) winnerId = null;
    // A result the feed already produced counts as version 1 even if the job has not stored it yet.
    const firstVersion = this.feed.result(gameId, now) ? 2 : 1;
    const row = await upsertOperatorResult(
      this.db,
      {
        gameId,
        sportId: game.sportId,
        champId: game.champId,
        statusId: input.statusId,
        score,
        winnerId,
        finishedAt: new Date(Math.min(now, game.endAt)),
      },
      firstVersion,
      new Date(now),
    );
    const [result] = this.views([row]);
    if (!result) throw new Error('no view of a stored result');
    this.applyOverride(result);
    this.stored.set(gameId, game.startAt);
    await this.announce(result);
    return result;
  }

  private views(rows: readonly StoredResult[]): GameResult[] {
    const out: GameResult[] = [];
    for (const row of rows) {
      const game = this.feed.game(row.gameId);
      if (game) out.push(resultView(this.feed, game, row));
    }
    return out;
  }

  /** After commit: this node's listeners (when leading), then every node through the bus. */
  private async announce(result: GameResult): Promise<void> {
    if (this.leadership.isLeader()) await this.listeners.deliver(result);
    try {
      await this.bus.publish(LINE_RESULTS_CHANNEL, result);
    } catch (err) {
      this.log.warn({ err, gameId: result.gameId }, 'line: could not publish a result');
    }
  }

  private onBusResult(payload: unknown): void {
    const parsed = gameResultSchema.safeParse(payload);
    if (!parsed.success) return;
    const result = parsed.data;
    const game = this.feed.game(result.gameId);
    // An operator's result (a correction, or a game closed before its end) changes the catalog.
    if (game && (result.version > 1 || this.feed.result(result.gameId, this.now()) === null)) {
      this.applyOverride(result);
    }
    if (this.leadership.isLeader()) void this.listeners.deliver(result);
  }

  /** An operator result read from the database (the same effect as its bus message, which may be lost). */
  private async onStoredResult(row: StoredResult): Promise<void> {
    const [result] = this.views([row]);
    if (!result) return;
    this.applyOverride(result);
    if (this.leadership.isLeader()) await this.listeners.deliver(result);
  }

  private applyOverride(result: GameResult): void {
    const known = this.overrides.get(result.gameId);
    if (known && known.version >= result.version) return;
    this.overrides.set(result.gameId, result);
    this.version += 1;
  }

  private startJob(): void {
    if (this.jobTimer) return;
    this.lastRunAt = null;
    void this.syncResults().catch(() => undefined);
    this.jobTimer = setInterval(() => void this.syncResults().catch(() => undefined), RESULTS_JOB_MS);
    this.jobTimer.unref();
  }

  private stopJob(): void {
    if (this.jobTimer) clearInterval(this.jobTimer);
    this.jobTimer = null;
  }
}
