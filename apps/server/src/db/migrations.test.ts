import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

describe('migrations', () => {
  it('never name the "public" schema: each PostgreSQL test file migrates into a schema of its own (scripts/db-generate.sh strips it)', () => {
    const pinned = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .filter((f) => readFileSync(`${MIGRATIONS}/${f}`, 'utf8').includes('"public".'));
    expect(pinned).toEqual([]);
  });
});
