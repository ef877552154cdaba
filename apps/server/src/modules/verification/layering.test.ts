import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const touchesTables = (text: string): boolean => /from '[./]*db\/schema'|from 'drizzle-orm'/.test(text);

describe('issue 12 / issue 17 KYC: the repository owns the SQL, no route touches the database', () => {
  it('routes and service reach tables only through the repository', () => {
    for (const file of ['./routes.ts', './admin-routes.ts', './service.ts', './read-upload.ts', './status.ts'])
      expect(touchesTables(source(file)), file).toBe(false);
    expect(touchesTables(source('./repository.ts'))).toBe(true);
  });
});
