import { LIVE_HEARTBEAT_MS, LIVE_MAX_TOPICS } from '@sb/contracts/live-protocol';
import type { LiveServerMessage, LiveTopic, LiveTopicData } from '@sb/contracts';
import { docFromSnapshot, mergeDelta, type LiveTopicDoc } from './live-doc';

/**
 * The browser's live data channel (issue 14): one `/ws` connection per tab shared by every page
 * part that follows a topic. Topics are reference-counted; the connection opens with the first
 * follower, reconnects with a growing pause, resubscribes everything on each (re)connect (so a
 * reconnect always starts from fresh snapshots), resyncs a topic whose seq jumps, sends a ping every
 * heartbeat and drops a connection silent for two heartbeats.
 */

/**
 * idle: nothing received yet; live: following; resyncing: a gap was seen, the fresh snapshot is on
 * its way; paused: the page is hidden (spec §4/§9 timers); offline: the connection is down (the last
 * data is kept); error: the server refused the topic.
 */
export type LiveStatus = 'idle' | 'live' | 'resyncing' | 'paused' | 'offline' | 'error';

export interface LiveTopicView {
  data: LiveTopicDoc | null;
  status: LiveStatus;
}

/** The part of a WebSocket this uses (tests pass a fake). */
export interface LiveSocketLike {
  onopen: (() => unknown) | null;
  onmessage: ((ev: { data: unknown }) => unknown) | null;
  onclose: ((ev: { code: number }) => unknown) | null;
  send(text: string): void;
  close(): void;
}

export interface LiveTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveConnectionDeps {
  url: () => string;
  open?: (url: string) => LiveSocketLike;
  timers?: LiveTimers;
  /**
   * When followers hear of changes. Absent: at once. The browser passes the next animation frame
   * (use-live-topic.ts): every delta merged within a frame (several topics, a burst after a stall)
   * reaches React as one render instead of one per message.
   */
  batch?: (flush: () => void) => void;
}

/** Ours: reconnect after 1 s, doubling to at most 30 s (as the balance socket). */
export const LIVE_RETRY_BASE_MS = 1000;
export const LIVE_RETRY_MAX_MS = 30_000;
/** Ours: after the last follower leaves, the connection stays this long (page navigation re-follows). */
export const LIVE_LINGER_MS = 10_000;

export function liveReconnectDelayMs(attempt: number): number {
  return Math.min(LIVE_RETRY_BASE_MS * 2 ** Math.min(attempt, 16), LIVE_RETRY_MAX_MS);
}

const realTimers: LiveTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function openWebSocket(url: string): LiveSocketLike {
  const ws = new WebSocket(url);
  const like: LiveSocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (text) => ws.send(text),
    close: () => ws.close(),
  };
  ws.onopen = () => like.onopen?.();
  ws.onmessage = (ev) => like.onmessage?.(ev);
  ws.onclose = (ev) => like.onclose?.(ev);
  return like;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads a server message. The shape is checked, not every field of the data (the server validates
 * what it sends against the contracts; a full parse of 100 games a second would cost the page).
 */
export function parseLiveMessage(raw: unknown): LiveServerMessage | null {
  if (typeof raw !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  if ((v.type === 'snapshot' || v.type === 'delta') && typeof v.topic === 'string') {
    if (typeof v.seq !== 'number' || !Number.isInteger(v.seq) || !isRecord(v.data)) return null;
    return { type: v.type, topic: v.topic, seq: v.seq, data: v.data as LiveTopicData };
  }
  if (v.type === 'pong') return { type: 'pong', at: typeof v.at === 'number' ? v.at : 0 };
  if (v.type === 'error' && typeof v.code === 'string') {
    return { type: 'error', code: v.code, ...(typeof v.topic === 'string' ? { topic: v.topic } : {}) };
  }
  return null;
}

const IDLE_VIEW: LiveTopicView = { data: null, status: 'idle' };
const PAUSED_VIEW: LiveTopicView = { data: null, status: 'paused' };

interface Entry {
  listeners: Set<() => void>;
  view: LiveTopicView;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class LiveConnection {
  private readonly topics = new Map<LiveTopic, Entry>();
  private readonly open: (url: string) => LiveSocketLike;
  private readonly timers: LiveTimers;
  private socket: LiveSocketLike | null = null;
  private connected = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  private lingerTimer: unknown = null;
  private beatTimer: unknown = null;
  private lastHeard = 0;
  private paused = false;
  /** Topics changed since the last flush (with `batch`); their followers hear of it once. */
  private readonly changed = new Set<Entry>();
  private flushScheduled = false;

  constructor(private readonly deps: LiveConnectionDeps) {
    this.open = deps.open ?? openWebSocket;
    this.timers = deps.timers ?? realTimers;
  }

  /** The topic's current document and status (stable object until it changes). */
  view(topic: LiveTopic): LiveTopicView {
    return this.topics.get(topic)?.view ?? (this.paused ? PAUSED_VIEW : IDLE_VIEW);
  }

  /** Follows a topic; `onChange` runs after each change of its view. Returns the unfollow. */
  follow(topic: LiveTopic, onChange: () => void): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { listeners: new Set(), view: { data: null, status: this.paused ? 'paused' : 'idle' } };
      this.topics.set(topic, entry);
      if (this.connected) this.send({ type: 'sub', topics: [topic] });
    }
    entry.listeners.add(onChange);
    this.clearLinger();
    this.ensureOpen();
    const e = entry;
    return () => {
      e.listeners.delete(onChange);
      if (e.listeners.size > 0 || this.topics.get(topic) !== e) return;
      this.topics.delete(topic);
      if (this.connected) this.send({ type: 'unsub', topics: [topic] });
      if (this.topics.size === 0 && this.socket && this.lingerTimer === null) {
        this.lingerTimer = this.timers.setTimeout(() => {
          this.lingerTimer = null;
          if (this.topics.size === 0) this.closeSocket();
        }, LIVE_LINGER_MS);
      }
    };
  }

  /**
   * Spec §4/§9 timers: a hidden page stops its updates (the connection closes, the data stays);
   * back on the page every topic is followed again and starts from a fresh snapshot.
   */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) {
      this.closeSocket();
      this.clearRetry();
      for (const e of this.topics.values()) this.setView(e, { data: e.view.data, status: 'paused' });
      return;
    }
    this.attempt = 0;
    this.ensureOpen();
  }

  isPaused(): boolean {
    return this.paused;
  }

  /** Ends the connection for good (tests, page unload). */
  stop(): void {
    this.paused = true;
    this.clearRetry();
    this.clearLinger();
    this.closeSocket();
    this.topics.clear();
    this.changed.clear();
  }

  private ensureOpen() {
    if (this.paused || this.socket || this.retryTimer !== null || this.topics.size === 0) return;
    this.connect();
  }

  private connect() {
    this.retryTimer = null;
    if (this.paused || this.topics.size === 0) return;
    const ws = this.open(this.deps.url());
    this.socket = ws;
    ws.onopen = () => {
      if (this.socket !== ws) return;
      this.connected = true;
      this.lastHeard = this.timers.now();
      for (const part of chunks([...this.topics.keys()], LIVE_MAX_TOPICS)) this.send({ type: 'sub', topics: part });
      this.scheduleBeat();
    };
    ws.onmessage = (ev) => {
      if (this.socket !== ws) return;
      this.lastHeard = this.timers.now();
      const m = parseLiveMessage(ev.data);
      if (m) this.receive(m);
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.dropped();
    };
  }

  private receive(m: LiveServerMessage) {
    if (m.type === 'pong') return;
    if (m.type === 'error') {
      const e = m.topic === undefined ? undefined : this.topics.get(m.topic);
      if (e) this.setView(e, { data: e.view.data, status: 'error' });
      return;
    }
    const e = this.topics.get(m.topic);
    if (!e) return;
    if (m.type === 'snapshot') {
      this.attempt = 0;
      this.setView(e, { data: docFromSnapshot(m.topic, m.seq, m.data), status: 'live' });
      return;
    }
    const doc = e.view.data;
    if (!doc || e.view.status !== 'live') return;
    const merged = mergeDelta(doc, m.seq, m.data);
    if (merged === 'gap') {
      this.send({ type: 'resync', topic: m.topic });
      this.setView(e, { data: doc, status: 'resyncing' });
      return;
    }
    if (merged !== doc) this.setView(e, { data: merged, status: 'live' });
  }

  private dropped() {
    this.socket = null;
    this.connected = false;
    this.clearBeat();
    for (const e of this.topics.values()) {
      if (e.view.status !== 'paused') this.setView(e, { data: e.view.data, status: 'offline' });
    }
    if (this.paused || this.topics.size === 0) return;
    this.retryTimer = this.timers.setTimeout(() => this.connect(), liveReconnectDelayMs(this.attempt++));
  }

  private scheduleBeat() {
    this.beatTimer = this.timers.setTimeout(() => {
      this.beatTimer = null;
      if (!this.socket) return;
      if (this.timers.now() - this.lastHeard >= 2 * LIVE_HEARTBEAT_MS) {
        const ws = this.socket;
        this.dropped();
        ws.close();
        return;
      }
      this.send({ type: 'ping' });
      this.scheduleBeat();
    }, LIVE_HEARTBEAT_MS);
  }

  private send(message: object) {
    if (!this.socket || !this.connected) return;
    try {
      this.socket.send(JSON.stringify(message));
    } catch {
      // The socket is closing: onclose reconnects and resubscribes.
    }
  }

  private setView(e: Entry, view: LiveTopicView) {
    e.view = view;
    const batch = this.deps.batch;
    if (!batch) {
      for (const l of [...e.listeners]) l();
      return;
    }
    this.changed.add(e);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    batch(() => this.flush());
  }

  /** Tells the followers of every topic changed since the last flush, once each. */
  private flush() {
    this.flushScheduled = false;
    const entries = [...this.changed];
    this.changed.clear();
    for (const e of entries) for (const l of [...e.listeners]) l();
  }

  private closeSocket() {
    const ws = this.socket;
    this.socket = null;
    this.connected = false;
    this.clearBeat();
    ws?.close();
  }

  private clearRetry() {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearLinger() {
    if (this.lingerTimer !== null) this.timers.clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
  }

  private clearBeat() {
    if (this.beatTimer !== null) this.timers.clearTimeout(this.beatTimer);
    this.beatTimer = null;
  }
}
