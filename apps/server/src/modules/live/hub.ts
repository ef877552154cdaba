import type { WebSocket } from 'ws';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_TOPICS,
  LIVE_UPDATES_CHANNEL,
  liveClientMessageSchema,
  type LiveClientMessage,
  type LiveTopic,
  type LiveTopicData,
} from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Logger } from '../../log';
import { frameOf, rawSocketOf } from './frame';
import type { LiveSource } from './source';
import { isUpdateBatch, TopicStore, type LiveTopicUpdate, type TopicEntry } from './store';
import { topicFromSource } from './topics';

/** A socket with this much unsent is slow: its deltas are skipped, a fresh snapshot follows once drained. */
export const LIVE_SLOW_BYTES = 256 * 1024;
/** Drained enough to catch up. */
export const LIVE_DRAINED_BYTES = 32 * 1024;
/** Ours: at most this many messages from a client per window; more closes the socket (4429). */
export const LIVE_FLOOD_MAX = 100;
export const LIVE_FLOOD_WINDOW_MS = 10_000;
/** Ours: a client that keeps sending what the protocol refuses is closed (4400) after this many. */
export const LIVE_MAX_BAD_MESSAGES = 20;
/** How often slow sockets are looked at for a catch-up. */
export const LIVE_DRAIN_CHECK_MS = 200;
/** Topics untouched this long, followed by nobody here, leave the node's store. */
export const LIVE_PRUNE_AFTER_MS = 10 * 60_000;

/** The part of a WebSocket the hub drives (tests pass a fake). */
export interface LiveSocket {
  readonly bufferedAmount: number;
  /** One text frame: the message's UTF-8 bytes, encoded once for every socket following the topic. */
  send(message: Buffer): void;
  close(code: number, reason: string): void;
  terminate(): void;
  ping(): void;
}

/** What the route hands the hub for one socket. */
export interface LiveClientHandle {
  receive(raw: string): void;
  pong(): void;
  closed(): void;
}

interface Client {
  ws: LiveSocket;
  /** Topic → the seq this socket holds (its last snapshot or delta). */
  topics: Map<LiveTopic, number>;
  /** Topics whose deltas were skipped while the socket was slow: a snapshot is owed. */
  stale: Set<LiveTopic>;
  alive: boolean;
  windowStart: number;
  windowCount: number;
  bad: number;
}

export interface LiveHubDeps {
  source: LiveSource;
  bus: Pick<EventBus, 'subscribe'>;
  now: () => number;
  log: Logger;
  store?: TopicStore;
  /**
   * Issue 15: a `casino:*` topic's snapshot at `now` (its clock-dependent state fresh, what the bus
   * carried — the round's cash-outs — from `held`). Without it a casino snapshot is what the bus held.
   */
  casinoSnapshot?: (topic: LiveTopic, now: number, held: LiveTopicData['casino']) => LiveTopicData;
}

/**
 * Issue 14 real-time delivery, one per node: applies the leader's batches to the node's topic
 * store and pushes each topic's delta to the sockets following it (serialized once per topic).
 * A socket gets a snapshot on sub and on resync, and instead of a delta whenever its seq would
 * not follow on. Memory per socket is bounded: its topics and their seqs; a slow socket
 * (bufferedAmount high) gets no deltas, only a note of the topics it owes, and one fresh snapshot
 * per such topic once drained.
 */
export class LiveHub {
  readonly store: TopicStore;
  private readonly clients = new Set<Client>();
  private readonly followers = new Map<LiveTopic, Set<Client>>();
  private readonly slow = new Set<Client>();
  private unsubscribe: (() => void) | null = null;
  private beat: NodeJS.Timeout | null = null;
  private drain: NodeJS.Timeout | null = null;
  /** Tick time of the last batch (bench: feed event → client latency). */
  lastBatchAt = 0;

  constructor(private readonly deps: LiveHubDeps) {
    this.store = deps.store ?? new TopicStore();
  }

  async start(timers = true): Promise<void> {
    this.unsubscribe = await this.deps.bus.subscribe(LIVE_UPDATES_CHANNEL, (payload) => {
      if (isUpdateBatch(payload)) this.applyBatch(payload.at, payload.updates);
    });
    if (!timers) return;
    this.beat = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_MS);
    this.beat.unref();
    this.drain = setInterval(() => this.catchUp(), LIVE_DRAIN_CHECK_MS);
    this.drain.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.beat) clearInterval(this.beat);
    if (this.drain) clearInterval(this.drain);
    for (const c of this.clients) c.ws.close(1001, 'server shutting down');
  }

  /** Wires a `ws` socket (the /ws route). */
  attach(ws: WebSocket): void {
    // A message is framed once (frameOf) and written to the TCP socket as one buffer: the fan-out of
    // a delta to 10,000 sockets is 10,000 writes of the same bytes (issue 14 bench, docs/live.md).
    const raw = rawSocketOf(ws);
    const handle = this.connect({
      // Without extensions `ws` queues nothing of its own: what waits is in the TCP socket's buffer.
      get bufferedAmount() {
        return raw ? raw.writableLength : ws.bufferedAmount;
      },
      send: (message) => {
        if (raw && ws.readyState === ws.OPEN) raw.write(frameOf(message));
        else ws.send(message, { binary: false });
      },
      close: (code, reason) => ws.close(code, reason),
      terminate: () => ws.terminate(),
      ping: () => ws.ping(),
    });
    ws.on('message', (data, isBinary) => handle.receive(isBinary ? '' : String(data)));
    ws.on('pong', () => handle.pong());
    ws.on('close', () => handle.closed());
  }

  connect(ws: LiveSocket): LiveClientHandle {
    const c: Client = {
      ws,
      topics: new Map(),
      stale: new Set(),
      alive: true,
      windowStart: this.deps.now(),
      windowCount: 0,
      bad: 0,
    };
    this.clients.add(c);
    return {
      receive: (raw) => this.receive(c, raw),
      pong: () => {
        c.alive = true;
      },
      closed: () => this.drop(c),
    };
  }

  get connections(): number {
    return this.clients.size;
  }

  /** Server heartbeat: a socket silent since the last ping is dropped; the others are pinged. */
  heartbeat(): void {
    for (const c of [...this.clients]) {
      if (!c.alive) {
        c.ws.terminate();
        this.drop(c);
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
    this.store.prune(this.deps.now() - LIVE_PRUNE_AFTER_MS, (t) => this.followers.has(t));
  }

  /** Slow sockets that drained get one fresh snapshot per topic they owe. */
  catchUp(): void {
    for (const c of [...this.slow]) {
      if (c.ws.bufferedAmount > LIVE_DRAINED_BYTES) continue;
      this.slow.delete(c);
      for (const topic of c.stale) this.snapshot(c, topic);
      c.stale.clear();
    }
  }

  /** Applies one tick's deltas and pushes them (every node, the leader included). */
  applyBatch(at: number, updates: readonly LiveTopicUpdate[]): void {
    const now = this.deps.now();
    this.lastBatchAt = at;
    for (const u of updates) {
      this.store.apply(u, now, () => topicFromSource(this.deps.source, u.topic, now));
      const followers = this.followers.get(u.topic);
      if (!followers) continue;
      let frame: Buffer | null = null;
      for (const c of followers) {
        if (c.stale.size > 0 && c.stale.has(u.topic)) continue;
        if (c.ws.bufferedAmount > LIVE_SLOW_BYTES) {
          c.stale.add(u.topic);
          this.slow.add(c);
          continue;
        }
        if (c.topics.get(u.topic) !== u.seq - 1) {
          this.snapshot(c, u.topic);
          continue;
        }
        frame ??= Buffer.from(JSON.stringify({ type: 'delta', topic: u.topic, seq: u.seq, data: u.data }));
        this.send(c, frame);
        c.topics.set(u.topic, u.seq);
      }
    }
    this.catchUp();
  }

  private receive(c: Client, raw: string): void {
    c.alive = true;
    const now = this.deps.now();
    if (now - c.windowStart >= LIVE_FLOOD_WINDOW_MS) {
      c.windowStart = now;
      c.windowCount = 0;
    }
    if (++c.windowCount > LIVE_FLOOD_MAX) {
      c.ws.close(4429, 'too many messages');
      this.drop(c);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.refuse(c, 'bad_json');
      return;
    }
    const m = liveClientMessageSchema.safeParse(parsed);
    if (!m.success) {
      this.refuse(c, 'bad_message', m.error.issues[0]?.message);
      return;
    }
    try {
      this.handle(c, m.data);
    } catch (err) {
      this.deps.log.error({ err }, 'live: message failed');
      this.refuse(c, 'unavailable');
    }
  }

  private handle(c: Client, m: LiveClientMessage): void {
    switch (m.type) {
      case 'ping':
        this.send(
          c,
          JSON.stringify({ type: 'pong', ...(m.id === undefined ? {} : { id: m.id }), at: this.deps.now() }),
        );
        return;
      case 'sub':
        for (const topic of new Set(m.topics)) {
          if (!c.topics.has(topic) && c.topics.size >= LIVE_MAX_TOPICS) {
            this.refuse(c, 'too_many_topics', `at most ${LIVE_MAX_TOPICS} topics per connection`, topic);
            continue;
          }
          this.follow(c, topic);
          this.snapshot(c, topic);
        }
        return;
      case 'unsub':
        for (const topic of m.topics) this.unfollow(c, topic);
        return;
      case 'resync':
        if (!c.topics.has(m.topic)) {
          this.refuse(c, 'not_subscribed', undefined, m.topic);
          return;
        }
        c.stale.delete(m.topic);
        this.snapshot(c, m.topic);
        return;
    }
  }

  private refuse(c: Client, code: string, detail?: string, topic?: LiveTopic): void {
    this.send(
      c,
      JSON.stringify({
        type: 'error',
        code,
        ...(topic === undefined ? {} : { topic }),
        ...(detail === undefined ? {} : { detail }),
      }),
    );
    if (code === 'bad_json' || code === 'bad_message') {
      if (++c.bad > LIVE_MAX_BAD_MESSAGES) {
        c.ws.close(4400, 'protocol abuse');
        this.drop(c);
      }
    }
  }

  private follow(c: Client, topic: LiveTopic): void {
    let set = this.followers.get(topic);
    if (!set) {
      set = new Set();
      this.followers.set(topic, set);
    }
    set.add(c);
  }

  private unfollow(c: Client, topic: LiveTopic): void {
    c.topics.delete(topic);
    c.stale.delete(topic);
    const set = this.followers.get(topic);
    set?.delete(c);
    if (set?.size === 0) this.followers.delete(topic);
  }

  /** The topic's whole data: the store's at its seq, else the source's at seq 0. */
  private snapshot(c: Client, topic: LiveTopic): void {
    const entry = this.store.get(topic);
    const casino = this.deps.casinoSnapshot;
    if (casino && topic.startsWith('casino:')) {
      // The round's clock moves between publications: a snapshot is computed now, at the held seq.
      const seq = entry?.seq ?? 0;
      const data = casino(topic, this.deps.now(), entry?.casino);
      this.send(c, JSON.stringify({ type: 'snapshot', topic, seq, data }));
      c.topics.set(topic, seq);
      return;
    }
    if (entry) {
      this.sendEntry(c, entry);
      return;
    }
    const data = topicFromSource(this.deps.source, topic, this.deps.now());
    this.send(c, JSON.stringify({ type: 'snapshot', topic, seq: 0, data }));
    c.topics.set(topic, 0);
  }

  private sendEntry(c: Client, entry: TopicEntry): void {
    this.send(c, entry.snapshotMessage());
    c.topics.set(entry.topic, entry.seq);
  }

  private send(c: Client, message: string | Buffer): void {
    try {
      c.ws.send(typeof message === 'string' ? Buffer.from(message) : message);
    } catch (err) {
      this.deps.log.debug({ err }, 'live: send failed');
    }
  }

  private drop(c: Client): void {
    if (!this.clients.delete(c)) return;
    this.slow.delete(c);
    for (const topic of [...c.topics.keys()]) this.unfollow(c, topic);
  }
}
