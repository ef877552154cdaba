import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant works; it only has to be the same on every node of a cluster. */
const MIGRATION_LOCK_KEY = 7_316_001;

export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  /**
   * A PostgreSQL schema to live in (tests give each file its own so suites can share one server).
   * Unset means the server's default search_path.
   */
  schemaName?: string | undefined;
  /** Told what the slow start-up steps are doing (a first PGlite start takes tens of seconds). */
  onProgress?: ((message: string) => void) | undefined;
  /**
   * Tests: an in-memory PGlite starts from this dump of a data directory (already migrated) instead
   * of creating a database (initdb in WASM: seconds of CPU per test file). Migrations still run.
   */
  template?: Blob | undefined;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const progress = opts.onProgress ?? (() => undefined);
  if (opts.url) {
    progress('connecting to PostgreSQL and applying migrations');
    return openPostgres(opts.url, opts.schemaName);
  }
  return openPglite(opts.dataDir, progress, opts.template);
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  if (schemaName !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schemaName)) {
    throw new Error(`bad schema name ${schemaName}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    // Nodes starting together must not race on the same migration — nor on creating the schema:
    // two concurrent CREATE SCHEMA IF NOT EXISTS can both try to insert it, so it is inside the lock.
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (schemaName) await lockClient.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), {
      migrationsFolder: MIGRATIONS,
      migrationsSchema: schemaName ?? 'drizzle',
    });
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    lockClient.release();
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  } catch (err) {
    lockClient.release();
    await pool.end();
    throw err;
  }
}

async function openPglite(
  dataDir: string | undefined,
  progress: (message: string) => void,
  template?: Blob,
): Promise<Database> {
  const fresh = dataDir ? !existsSync(join(dataDir, 'PG_VERSION')) : true;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  progress(
    fresh
      ? `starting embedded PostgreSQL (PGlite) in ${dataDir ?? 'memory'}: first start creates the database, this takes up to a minute`
      : `starting embedded PostgreSQL (PGlite) in ${dataDir ?? 'memory'}`,
  );
  const client = dataDir ? new PGlite(dataDir) : new PGlite(template ? { loadDataDir: template } : {});
  await client.waitReady;
  progress('embedded PostgreSQL ready; applying migrations');
  const raw = drizzlePglite(client, { schema });
  await migratePglite(raw, { migrationsFolder: MIGRATIONS });
  progress('migrations applied');
  const db = raw as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
