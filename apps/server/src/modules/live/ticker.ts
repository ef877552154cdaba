import { LIVE_UPDATES_CHANNEL } from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Logger } from '../../log';
import type { LiveSource } from './source';
import { diffTopic, type LiveTopicUpdate, type LiveUpdateBatch, type TopicStore } from './store';
import { computeTopics, isListTopic, topicKey } from './topics';

/** The leader computes the live topics this often. */
export const LIVE_TICK_MS = 1000;

export interface LiveTickerDeps {
  source: LiveSource;
  /** This node's store: the leader diffs against what every node already holds. */
  store: TopicStore;
  bus: Pick<EventBus, 'publish'>;
  leadership: Pick<Leadership, 'isLeader'>;
  now: () => number;
  log: Logger;
  intervalMs?: number;
}

/**
 * Issue 14: the leader's live job. Every tick it computes the live list, each live game's state
 * and prices, diffs them against the topics as every node holds them (this node's store, kept by
 * the bus like all others), and publishes the changes of the tick as one batch on
 * LIVE_UPDATES_CHANNEL, each topic's seq one more than the last. Followers only apply batches, so
 * all nodes deliver the same seqs; after a failover the new leader carries on from its store.
 */
export class LiveTicker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: LiveTickerDeps) {}

  start(): void {
    this.timer ??= setInterval(() => {
      if (!this.deps.leadership.isLeader()) return;
      this.running = this.running
        .then(() => this.tick())
        .catch((err: unknown) => this.deps.log.error({ err }, 'live: tick failed'));
    }, this.deps.intervalMs ?? LIVE_TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** The changes of one tick (not published); exposed for tests and the bench. */
  compute(now: number): LiveUpdateBatch {
    const { store, source } = this.deps;
    // Games this node last saw playing: their end (finished state, outcomes gone) is published too.
    const wasLive: number[] = [];
    for (const e of store.entries.values()) {
      const key = e.key;
      if (key.kind === 'game' && e.state && e.state.statusId !== 4) wasLive.push(key.id);
    }
    const next = computeTopics(source, now, wasLive);
    const touchedGames = new Set<number>();
    for (const topic of next.keys()) {
      const key = topicKey(topic);
      if (key.kind === 'game') touchedGames.add(key.id);
    }
    // Topics held but no longer computed: lists empty out, outcomes of the games computed are gone.
    for (const [topic, e] of store.entries) {
      if (next.has(topic)) continue;
      const key = e.key;
      if (isListTopic(key) && e.games.size > 0) next.set(topic, { games: [] });
      if (key.kind === 'outcome' && e.outcomes.size > 0) {
        const o = e.outcomes.get(key.id);
        if (o && touchedGames.has(o.gameId)) next.set(topic, { outcomes: [] });
      }
    }
    const updates: LiveTopicUpdate[] = [];
    for (const [topic, data] of next) {
      const entry = store.get(topic);
      const delta = diffTopic(entry, data);
      if (delta) updates.push({ topic, seq: (entry?.seq ?? 0) + 1, data: delta });
    }
    return { at: now, updates };
  }

  /** One tick: compute and publish (leader only). */
  async tick(): Promise<number> {
    if (!this.deps.leadership.isLeader()) return 0;
    const batch = this.compute(this.deps.now());
    if (batch.updates.length > 0) await this.deps.bus.publish(LIVE_UPDATES_CHANNEL, batch);
    return batch.updates.length;
  }
}
