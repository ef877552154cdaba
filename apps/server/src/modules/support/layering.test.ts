import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const touchesTables = (text: string): boolean => /from '[./]*db\/schema'|from 'drizzle-orm'/.test(text);

describe('issue 12: support requests — the repository owns the SQL, no route touches the database', () => {
  it('routes and service reach tables only through the repository', () => {
    for (const file of [
      './routes.ts',
      './service.ts',
      './chat-routes.ts',
      './chat-service.ts',
      './desk-routes.ts',
      './desk-service.ts',
    ])
      expect(touchesTables(source(file)), file).toBe(false);
    expect(touchesTables(source('./repository.ts'))).toBe(true);
    expect(touchesTables(source('./chat-repository.ts'))).toBe(true);
    expect(touchesTables(source('./desk-repository.ts'))).toBe(true);
  });
});
