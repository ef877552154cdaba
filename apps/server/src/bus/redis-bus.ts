import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SILENT_LOG, type BusLog, type EventBus } from './bus';
import { LocalHandlers } from './local';

export interface RedisBusOptions {
  /** Channel prefix (env REDIS_PREFIX): clusters that share one Redis use different ones. */
  prefix?: string;
  log?: BusLog;
  /** Longest wait between reconnect attempts (default 2 s; tests shorten it). */
  retryMaxMs?: number;
}

export interface RedisBus extends EventBus {
  kind: 'redis';
  /** True once both connections are up and subscribed; false after `timeoutMs` (a CLI waits, a server does not). */
  whenReady(timeoutMs: number): Promise<boolean>;
}

const PING_TIMEOUT_MS = 1_000;
const DEFAULT_RETRY_MAX_MS = 2_000;

/** What goes over Redis: the sender, so it skips its own echo (it delivered locally already). */
interface Envelope {
  o: string;
  p: unknown;
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as { o?: unknown }).o === 'string' && 'p' in v;
}

/**
 * The Redis bus. It connects in the background — a node starts while Redis is unreachable and
 * reports not ready until both connections are up — and reconnects forever. Publishing goes to
 * this node's subscribers at once and to Redis without waiting; with the link down it is dropped,
 * logged once per outage and counted. After every (re)connect of the subscriber connection the
 * bus subscribes its channels again and then calls the resync hooks: the node re-reads what it
 * may have missed.
 */
export function createRedisBus(url: string, opts: RedisBusOptions = {}): RedisBus {
  const prefix = opts.prefix ?? 'sb:';
  const log = opts.log ?? SILENT_LOG;
  const retryMaxMs = opts.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  const nodeId = randomUUID();
  const local = new LocalHandlers(log);
  const resyncHooks = new Set<() => void>();
  const common = {
    // No offline queue: a command while the link is down fails at once instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 100, retryMaxMs),
  };
  const pub = new Redis(url, { ...common, connectionName: 'sb-bus-pub' });
  // The bus subscribes its channels itself after each reconnect, so it knows when that is done.
  const sub = new Redis(url, { ...common, autoResubscribe: false, connectionName: 'sb-bus-sub' });
  let subscribed = false;
  let subEpoch = 0;
  let closed = false;
  let publishFailures = 0;
  let publishFailing = false;

  for (const [name, client] of [
    ['publish', pub],
    ['subscribe', sub],
  ] as const) {
    let down = false;
    // Without an 'error' listener ioredis prints "Unhandled error event" on every attempt.
    client.on('error', (err: unknown) => {
      if (!down && !closed) log.warn({ err, connection: name }, 'bus: Redis connection error; reconnecting');
      down = true;
    });
    client.on('close', () => {
      if (!down && !closed) log.warn({ connection: name }, 'bus: Redis connection lost; reconnecting');
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info({ connection: name }, 'bus: Redis connection back');
      down = false;
    });
  }

  sub.on('close', () => {
    subscribed = false;
    subEpoch += 1;
  });
  sub.on('ready', () => void resubscribe());

  async function resubscribe(): Promise<void> {
    const epoch = ++subEpoch;
    const keys = local.channels().map((c) => prefix + c);
    try {
      if (keys.length) await sub.subscribe(...keys);
    } catch (err) {
      // The connection dropped again; its next 'ready' tries again.
      log.warn({ err }, 'bus: subscribing failed');
      return;
    }
    if (epoch !== subEpoch || closed) return;
    subscribed = true;
    for (const hook of [...resyncHooks]) {
      try {
        hook();
      } catch (err) {
        log.warn({ err }, 'bus: a resync hook failed');
      }
    }
  }

  sub.on('message', (key: string, message: string) => {
    if (!key.startsWith(prefix)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (isEnvelope(parsed)) {
      if (parsed.o !== nodeId) local.deliver(key.slice(prefix.length), parsed.p);
    } else local.deliver(key.slice(prefix.length), parsed);
  });

  const failed = (channel: string, err: unknown) => {
    publishFailures += 1;
    if (!publishFailing) {
      log.warn(
        { err, channel },
        'bus: publish failed; other nodes learn of events through the database until Redis is back (bus_publish_failures_total)',
      );
    }
    publishFailing = true;
  };
  const ready = () => pub.status === 'ready' && sub.status === 'ready' && subscribed;

  return {
    kind: 'redis',
    publish: async (channel, payload) => {
      local.deliver(channel, payload);
      let message: string;
      try {
        message = JSON.stringify({ o: nodeId, p: payload } satisfies Envelope);
      } catch (err) {
        failed(channel, err);
        return;
      }
      // Not awaited: a request never waits for Redis.
      pub.publish(prefix + channel, message).then(
        () => {
          if (publishFailing) log.info({ channel }, 'bus: publishing again');
          publishFailing = false;
        },
        (err: unknown) => failed(channel, err),
      );
    },
    subscribe: async (channel, handler) => {
      const fresh = !local.has(channel);
      const off = local.add(channel, handler);
      // While disconnected the channel is subscribed on the next 'ready' (resubscribe).
      if (fresh && sub.status === 'ready') {
        try {
          await sub.subscribe(prefix + channel);
        } catch (err) {
          log.warn({ err, channel }, 'bus: subscribing failed; retried on reconnect');
        }
      }
      return off;
    },
    onResync: (hook) => {
      resyncHooks.add(hook);
      return () => {
        resyncHooks.delete(hook);
      };
    },
    ping: async () => {
      if (pub.status !== 'ready') throw new Error(`redis publish connection ${pub.status}`);
      if (sub.status !== 'ready') throw new Error(`redis subscription ${sub.status}`);
      if (!subscribed) throw new Error('redis subscription resubscribing');
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          pub.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('redis ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    stats: () => ({ publishFailures, handlerFailures: local.failures, connected: ready() }),
    whenReady: (timeoutMs) =>
      new Promise((resolve) => {
        const started = Date.now();
        const check = () => {
          if (ready()) resolve(true);
          else if (closed || Date.now() - started >= timeoutMs) resolve(false);
          else setTimeout(check, 20);
        };
        check();
      }),
    close: async () => {
      closed = true;
      resyncHooks.clear();
      local.clear();
      await Promise.allSettled(
        [pub, sub].map(async (c) => {
          if (c.status === 'ready') await c.quit();
          else c.disconnect();
        }),
      );
    },
  };
}
