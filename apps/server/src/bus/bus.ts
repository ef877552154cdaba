import { LocalHandlers } from './local';

export type BusHandler = (payload: unknown) => void;

/** The logger shape the bus writes to (pino's `app.log` fits). */
export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export const SILENT_LOG: BusLog = { warn: () => undefined, info: () => undefined };

export interface BusStats {
  /** Publishes that could not be handed to Redis (the link was down): counted, never thrown. */
  publishFailures: number;
  /** Subscriber handlers that threw (logged; the other handlers still ran). */
  handlerFailures: number;
  /** Both connections up and every channel subscribed (always true in memory). */
  connected: boolean;
}

/**
 * Cross-node events: a fast path only (docs/architecture.md, "Events across nodes"). With
 * REDIS_URL the events reach every node; without it they stay in this process, which is all one
 * node needs. An event that must not be lost (a result, anything the leader acts on) is written
 * to the database and read from there by every node (cluster/changes.ts); the bus only makes it
 * arrive sooner.
 */
export interface EventBus {
  kind: 'memory' | 'redis';
  /**
   * Delivers to this node's subscribers at once and hands the event to Redis for the others.
   * Never throws and never waits for Redis: the caller has usually committed already, and a lost
   * message must not fail its request. A failed hand-over is logged and counted (stats()).
   */
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<() => void>;
  /**
   * Called each time this node is subscribed again after losing the subscription (and once after
   * the first connect): messages of the gap were missed, so re-read what matters. Returns an
   * unsubscribe function.
   */
  onResync(hook: () => void): () => void;
  /** Readiness: resolves when this node both publishes and receives; throws with the reason otherwise. */
  ping(): Promise<void>;
  stats(): BusStats;
  close(): Promise<void>;
}

export function createMemoryBus(log: BusLog = SILENT_LOG): EventBus {
  const local = new LocalHandlers(log);
  return {
    kind: 'memory',
    publish: async (channel, payload) => {
      local.deliver(channel, payload);
    },
    subscribe: async (channel, handler) => local.add(channel, handler),
    onResync: () => () => undefined,
    ping: async () => undefined,
    stats: () => ({ publishFailures: 0, handlerFailures: local.failures, connected: true }),
    close: async () => {
      local.clear();
    },
  };
}

export { createRedisBus, type RedisBus, type RedisBusOptions } from './redis-bus';
