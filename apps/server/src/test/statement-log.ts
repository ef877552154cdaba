import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * Counts the SQL statements one piece of work sends to the database, at the driver: PGlite's
 * `query`/`exec` (and the BEGIN/COMMIT of its transactions), node-postgres' `pool.query` and the
 * `query` of a client checked out for a transaction. Statements are attributed to the work that
 * sent them through async context, so background jobs of the same node (the line's result job,
 * leader jobs) running meanwhile are not counted.
 */
export interface StatementLog {
  /** Every statement sent, its text trimmed to one line. */
  readonly statements: string[];
}

const scope = new AsyncLocalStorage<StatementLog>();
const WRAPPED = Symbol('statement-log');

type AnyFn = (...args: unknown[]) => unknown;
type Marked = Record<PropertyKey, unknown> & { [WRAPPED]?: true };

function textOf(arg: unknown): string {
  const text = typeof arg === 'string' ? arg : ((arg as { text?: unknown } | null)?.text ?? '');
  return String(text).replace(/\s+/g, ' ').trim();
}

function record(arg: unknown): void {
  scope.getStore()?.statements.push(textOf(arg));
}

/** Replaces `obj[name]` by a function that records its first argument, then calls the original. */
function recordCalls(obj: Marked, name: string): void {
  const original = obj[name] as AnyFn;
  obj[name] = (...args: unknown[]) => {
    record(args[0]);
    return original.apply(obj, args);
  };
}

function instrumentPglite(client: Marked): void {
  recordCalls(client, 'query');
  recordCalls(client, 'exec');
  const transaction = client['transaction'] as (fn: (tx: Marked) => Promise<unknown>) => Promise<unknown>;
  client['transaction'] = (fn: (tx: Marked) => Promise<unknown>) => {
    record('BEGIN');
    return transaction
      .call(client, (tx: Marked) => {
        recordCalls(tx, 'query');
        recordCalls(tx, 'exec');
        return fn(tx);
      })
      .finally(() => record('COMMIT'));
  };
}

/** A checked-out client whose `query` records; everything else goes to the client itself. */
function recordingClient(client: pg.PoolClient): pg.PoolClient {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'query')
        return (...args: unknown[]) => {
          record(args[0]);
          return (value as AnyFn).apply(target, args);
        };
      return typeof value === 'function' ? (value as AnyFn).bind(target) : value;
    },
  });
}

function instrumentPool(pool: pg.Pool & Marked): void {
  // pool.query checks a client out with a callback and queries it: counted once, here.
  recordCalls(pool, 'query');
  const connect = pool.connect.bind(pool) as AnyFn;
  (pool as Marked)['connect'] = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(recordingClient);
  };
}

/**
 * Instruments the database's driver once (idempotent); returns `measure`. Note: Fastify's
 * promise-style `inject` (light-my-request's chain) loses the async context; `injectCounted`
 * uses the callback form, which keeps it.
 */
export function statementLog(database: Database): {
  measure<T>(work: () => Promise<T>): Promise<{ result: T; log: StatementLog }>;
} {
  const client = (database.db as unknown as { $client: Marked }).$client;
  if (!client[WRAPPED]) {
    if (client instanceof pg.Pool) instrumentPool(client as pg.Pool & Marked);
    else instrumentPglite(client);
    client[WRAPPED] = true;
  }
  return {
    async measure<T>(work: () => Promise<T>) {
      const log: StatementLog = { statements: [] };
      const result = await scope.run(log, work);
      return { result, log };
    },
  };
}

/** `app.inject` in its callback form, which keeps the caller's async context (so its statements are counted). */
export function injectCounted(app: FastifyInstance, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    void app.inject(opts, (err, res) => (err || !res ? reject(err ?? new Error('no response')) : resolve(res)));
  });
}
