import type { LiveGameSummary, LiveState, LiveTopic, LiveTopicData } from '@sb/contracts';
import type { LiveOutcome } from './source';
import { isListTopic, topicKey, type TopicKey } from './topics';

/** One topic delta as the leader publishes it (contracts LIVE_UPDATES_CHANNEL). */
export interface LiveTopicUpdate {
  topic: LiveTopic;
  seq: number;
  data: LiveTopicData;
}

/** What travels on LIVE_UPDATES_CHANNEL: every topic delta of one tick. */
export interface LiveUpdateBatch {
  /** Epoch ms of the tick (the feed event the deltas come from). */
  at: number;
  updates: LiveTopicUpdate[];
}

export function isUpdateBatch(v: unknown): v is LiveUpdateBatch {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { at?: unknown }).at === 'number' &&
    Array.isArray((v as { updates?: unknown }).updates)
  );
}

const sigs = new WeakMap<object, string>();
/** An object's JSON, computed once per object (one tick's outcome sits in its game's and its own topic). */
export function sigOf(v: object | null | undefined): string {
  if (!v) return 'null';
  let s = sigs.get(v);
  if (s === undefined) {
    s = JSON.stringify(v);
    sigs.set(v, s);
  }
  return s;
}

/**
 * What may change of an outcome with a given id (its game, market, type and param are in the id):
 * the price, the locks, the game's status, a competitor's name. Cheap: thousands per tick.
 */
export function outcomeSig(o: LiveOutcome): string {
  return `${o.coef}|${o.isBlocked ? 1 : 0}|${o.isLive ? 1 : 0}|${o.gameStatusId}|${o.name ?? ''}`;
}

/** A topic's current whole data, kept as maps so that deltas merge by id. */
export class TopicEntry {
  seq = 0;
  readonly games = new Map<number, LiveGameSummary>();
  state: LiveState | null = null;
  readonly outcomes = new Map<string, LiveOutcome>();
  /** The JSON of each game, outcome and the state as held: a diff serializes only the new side. */
  readonly gameSigs = new Map<number, string>();
  readonly outcomeSigs = new Map<string, string>();
  stateSig = 'null';
  /** Issue 15 casino topics: the last whole data the leader published. */
  casino: LiveTopicData['casino'] = undefined;
  /** Issue 16 tournament topics: the last leaderboard published (each delta carries the whole). */
  tournament: LiveTopicData['tournament'] = undefined;
  /** Epoch ms of the last change (idle entries without subscribers are pruned). */
  touchedAt = 0;
  private snapshotFrame: Buffer | null = null;
  /** The topic parsed once (the ticker walks every entry each tick). */
  readonly key: TopicKey;

  constructor(readonly topic: LiveTopic) {
    this.key = topicKey(topic);
  }

  /** Merges a delta: games and outcomes replace those with their id, removed ids leave. */
  merge(data: LiveTopicData): void {
    for (const id of data.removedGames ?? []) {
      this.games.delete(id);
      this.gameSigs.delete(id);
    }
    for (const g of data.games ?? []) {
      this.games.set(g.id, g);
      this.gameSigs.set(g.id, sigOf(g));
    }
    if (data.state !== undefined) {
      this.state = data.state;
      this.stateSig = sigOf(data.state);
    }
    for (const id of data.removedOutcomes ?? []) {
      this.outcomes.delete(id);
      this.outcomeSigs.delete(id);
    }
    for (const o of data.outcomes ?? []) {
      this.outcomes.set(o.id, o);
      this.outcomeSigs.set(o.id, outcomeSig(o));
    }
    if (data.casino !== undefined) this.casino = data.casino;
    if (data.tournament !== undefined) this.tournament = data.tournament;
    this.snapshotFrame = null;
  }

  /** The whole data: games (list topics), state and outcomes (game), outcomes (outcome). */
  data(): LiveTopicData {
    if (isListTopic(this.key)) return { games: [...this.games.values()] };
    if (this.key.kind === 'game') return { state: this.state, outcomes: [...this.outcomes.values()] };
    if (this.key.kind === 'casino') return this.casino ? { casino: this.casino } : {};
    if (this.key.kind === 'tournament') return this.tournament ? { tournament: this.tournament } : {};
    return { outcomes: [...this.outcomes.values()] };
  }

  /** The snapshot message, serialized once per change (thousands of sockets may ask). */
  snapshotMessage(): Buffer {
    this.snapshotFrame ??= Buffer.from(
      JSON.stringify({ type: 'snapshot', topic: this.topic, seq: this.seq, data: this.data() }),
    );
    return this.snapshotFrame;
  }
}

/** What changed from `entry` (undefined: nothing known) to `next`; null when nothing did. */
export function diffTopic(entry: TopicEntry | undefined, next: LiveTopicData): LiveTopicData | null {
  const delta: LiveTopicData = {};
  if (next.games) {
    const changed = next.games.filter((g) => entry?.gameSigs.get(g.id) !== sigOf(g));
    const ids = new Set(next.games.map((g) => g.id));
    const removed = entry ? [...entry.games.keys()].filter((id) => !ids.has(id)) : [];
    if (changed.length) delta.games = changed;
    if (removed.length) delta.removedGames = removed;
  }
  if (next.state !== undefined && (!entry || entry.stateSig !== sigOf(next.state))) delta.state = next.state;
  if (next.outcomes) {
    const changed = next.outcomes.filter((o) => entry?.outcomeSigs.get(o.id) !== outcomeSig(o));
    const ids = new Set(next.outcomes.map((o) => o.id));
    const removed = entry ? [...entry.outcomes.keys()].filter((id) => !ids.has(id)) : [];
    if (changed.length) delta.outcomes = changed;
    if (removed.length) delta.removedOutcomes = removed;
  }
  return Object.keys(delta).length > 0 ? delta : null;
}

/**
 * A node's view of every topic the bus carried: the leader's deltas merged in order. All nodes
 * hold the same seqs; a snapshot is the entry's whole data at its seq.
 */
export class TopicStore {
  readonly entries = new Map<LiveTopic, TopicEntry>();

  get(topic: LiveTopic): TopicEntry | undefined {
    return this.entries.get(topic);
  }

  /**
   * Applies one delta. A topic this node has not seen starts from `base` (the source's data, the
   * late-joining node's case) and takes the delta's seq. Answers whether the seq followed on.
   */
  apply(update: LiveTopicUpdate, now: number, base: () => LiveTopicData): { entry: TopicEntry; inOrder: boolean } {
    let entry = this.entries.get(update.topic);
    let inOrder = true;
    if (!entry) {
      entry = new TopicEntry(update.topic);
      entry.merge(base());
      this.entries.set(update.topic, entry);
      inOrder = update.seq === 1;
    } else if (update.seq !== entry.seq + 1) {
      inOrder = false;
    }
    entry.merge(update.data);
    entry.seq = update.seq;
    entry.touchedAt = now;
    return { entry, inOrder };
  }

  /** Forgets topics untouched since `before` that nobody here follows. */
  prune(before: number, followed: (topic: LiveTopic) => boolean): void {
    for (const [topic, e] of this.entries) if (e.touchedAt < before && !followed(topic)) this.entries.delete(topic);
  }
}
