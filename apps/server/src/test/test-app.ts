import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app';
import { createMemoryBus, createRedisBus, type EventBus } from '../bus/bus';
import { openDatabase, type Database } from '../db/client';
import { serverSecrets } from '../db/schema';
import { OUTCOME_SECRET_NAME } from '../modules/identity/secrets';
import { loadEnv, type Env } from '../env';
import { pgliteTemplate } from './pglite-template';

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
    const database = await fixedOutcomes(await openDatabase({ template: await pgliteTemplate() }));
    return { database, dispose: () => database.close() };
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const database = await fixedOutcomes(await openDatabase({ url, schemaName }));
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

/**
 * Tests only (issue 25 item 2): the outcome secret a server generates at first start, written
 * first with a fixed value, so a test's sports results and draws are the same on every run (the
 * server reads it as it reads a generated one). Production never has a fixed one.
 */
export const TEST_OUTCOME_SECRET = 'server tests: a fixed outcome secret, never used in production';

async function fixedOutcomes(database: Database): Promise<Database> {
  await database.db.insert(serverSecrets).values({ name: OUTCOME_SECRET_NAME, value: TEST_OUTCOME_SECRET });
  return database;
}

/** A bus per node; nodes of one simulated cluster share a channel prefix (and, in memory, nothing). */
export async function openTestBus(prefix = `test:${randomBytes(6).toString('hex')}:`): Promise<EventBus> {
  const url = process.env['REDIS_URL'];
  if (!url) return createMemoryBus();
  // A node does not wait for Redis; a test does, so that its first events are not dropped.
  const bus = createRedisBus(url, { prefix });
  if (!(await bus.whenReady(10_000))) throw new Error(`Redis at ${url} is not reachable`);
  return bus;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    DATA_DIR: '.tmp/unused',
    // Production refuses to boot without a name for the site (issue 11 §9); inject() sends Host: localhost.
    ALLOWED_HOSTS: 'localhost',
    // A test machine's pauses (a database booting beside the test) are not overload: never shed.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_SHED_MAX_IN_FLIGHT: '0',
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

export interface TestNode {
  readonly app: App;
  readonly tdb: TestDatabase;
  readonly bus: EventBus;
}

/**
 * The usual test file: one database, one bus and one app started before its tests (with the
 * file's clock) and closed after them. Read `node.app` inside tests and hooks.
 */
export function useTestApp(opts: { now?: () => number; env?: () => Env } = {}): TestNode {
  let started: TestNode | undefined;
  beforeAll(async () => {
    const tdb = await openTestDatabase();
    const bus = await openTestBus();
    started = { tdb, bus, app: await startTestApp(tdb.database, bus, opts.env?.() ?? testEnv(), opts.now) };
  });
  afterAll(async () => {
    await started?.app.app.close();
    await started?.bus.close();
    await started?.tdb.dispose();
  });
  const get = (): TestNode => {
    if (!started) throw new Error('useTestApp: read the node inside a test or hook');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get tdb() {
      return get().tdb;
    },
    get bus() {
      return get().bus;
    },
  };
}

/** A one-click player registered from `ip`; returns its session cookie (`sid=…`). */
export async function oneClickPlayer(app: App, ip: string, currency = 'USD'): Promise<string> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: ip,
    headers: XRW,
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(`registration failed: ${res.body}`);
  return `sid=${sid}`;
}
