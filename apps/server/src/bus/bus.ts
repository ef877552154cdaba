import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (payload: unknown) => void;

/**
 * Cross-node events (config changed now; odds, balances, settlement later). With REDIS_URL the
 * events reach every node; without it they stay in this process, which is all one node needs.
 */
export interface EventBus {
  kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<() => void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (channel, payload) => {
      emitter.emit(channel, payload);
    },
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    ping: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string, prefix = 'sb:'): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  sub.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    for (const h of set) h(payload);
  });
  return {
    kind: 'redis',
    publish: async (channel, payload) => {
      await pub.publish(prefix + channel, JSON.stringify(payload));
    },
    subscribe: async (channel, handler) => {
      const key = prefix + channel;
      let set = handlers.get(key);
      if (!set) {
        set = new Set();
        handlers.set(key, set);
        await sub.subscribe(key);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    ping: async () => {
      await pub.ping();
    },
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
