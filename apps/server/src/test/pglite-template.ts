import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../../../.tmp/pglite-templates', import.meta.url));

/** The migrations' own text names the template: a changed or new migration makes a new one. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

let loaded: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, dumped once and kept in `.tmp/` (gitignored): each test file's
 * in-memory database starts from it in about a second instead of creating a database (initdb in
 * WASM, 7–9 s of CPU on a busy 2-core machine) and applying every migration (about 2 s). Test files
 * run in separate processes: the first to need it writes it (to a unique name, then renamed, so a
 * reader never sees half a file); two writing at once write the same thing.
 */
export function pgliteTemplate(): Promise<Blob> {
  loaded ??= (async () => {
    const path = join(CACHE_DIR, `migrated-${migrationsDigest()}.tar`);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    // The same migrations openDatabase applies (it applies them again on the copy: a no-op).
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  })();
  return loaded;
}
