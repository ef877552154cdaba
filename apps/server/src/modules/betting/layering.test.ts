import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const touchesTables = (text: string): boolean => /from '[./]*db\/schema'|from 'drizzle-orm'/.test(text);

describe('issue 12: betting commands and queries; the repository owns the SQL', () => {
  it('the betting service, its commands, queries and routes import neither drizzle nor the schema', () => {
    for (const file of ['./service.ts', './commands.ts', './queries.ts', './routes.ts'])
      expect(touchesTables(source(file)), file).toBe(false);
    expect(source('./service.ts')).not.toMatch(/this\.db\s*\.(select|insert|update|delete|execute|selectDistinct)\(/);
  });

  it('every betting file is under 400 lines', () => {
    for (const file of [
      './service.ts',
      './commands.ts',
      './queries.ts',
      './repository.ts',
      './settlement.ts',
      './placement.ts',
    ])
      expect(source(file).split('\n').length, file).toBeLessThan(400);
  });
});
