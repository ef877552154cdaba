import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type AppDeps } from '../app';
import { createMemoryBus, createRedisBus, type EventBus } from '../bus/bus';
import { openDatabase, type Database } from '../db/client';
import { loadEnv, type Env } from '../env';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** Headers every state-changing API call carries (ARCHITECTURE: CSRF defence). */
export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;
export const ADMIN = { ...XRW, authorization: `Bearer ${TEST_ADMIN_TOKEN}` } as const;

export interface TestDatabase {
  database: Database;
  /** Drops what the file created (its PostgreSQL schema) and closes connections. */
  dispose(): Promise<void>;
}

/**
 * One database per test file: PGlite in memory, or — with DATABASE_URL — a fresh schema on the
 * real PostgreSQL so files can run in parallel against one server.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const database = await openDatabase({});
    return { database, dispose: () => database.close() };
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schemaName });
  return {
    database,
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      await client.end();
    },
  };
}

/** A bus per node; nodes of one simulated cluster share a channel prefix (and, in memory, nothing). */
export async function openTestBus(prefix = `test:${randomBytes(6).toString('hex')}:`): Promise<EventBus> {
  const url = process.env['REDIS_URL'];
  return url ? createRedisBus(url, prefix) : createMemoryBus();
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    DATA_DIR: '.tmp/unused',
    ...overrides,
  });
}

export async function startTestApp(
  database: Database,
  bus: EventBus,
  env: Env = testEnv(),
  now?: () => number,
  extra: Pick<AppDeps, 'depositGuard'> = {},
): Promise<App> {
  const app = await buildApp({ env, database, bus, ...(now ? { now } : {}), ...extra });
  await app.app.ready();
  return app;
}
