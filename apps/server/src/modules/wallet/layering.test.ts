import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const touchesTables = (text: string): boolean => /from '[./]*db\/schema'|from 'drizzle-orm'/.test(text);

describe('issue 12: repositories own SQL; no route touches the database', () => {
  it("wallet's admin routes do not write identity's users table (identity/admin.ts does)", () => {
    const routes = source('./admin-routes.ts');
    expect(touchesTables(routes)).toBe(false);
    expect(routes).not.toMatch(/\.update\(|\.insert\(|\.delete\(/);
    expect(routes).toContain("from '../identity'");
  });

  it("the wallet reads identity's users table only through identity's index (player-facts.ts)", () => {
    for (const file of ['./repository.ts', './commands.ts', './service.ts', './queries.ts'])
      expect(source(file), file).not.toMatch(/\busers\b[,\s]*[}.]|\{[^}]*\busers\b[^}]*\} from '[./]*db\/schema'/);
    expect(source('./service.ts')).toContain("from '../identity'");
  });

  it('the wallet service reaches tables only through its repository; every wallet file is under 400 lines', () => {
    for (const file of ['./service.ts', './commands.ts', './queries.ts', './routes.ts', './admin-routes.ts'])
      expect(touchesTables(source(file)), file).toBe(false);
    for (const file of ['./service.ts', './commands.ts', './queries.ts', './repository.ts'])
      expect(source(file).split('\n').length, file).toBeLessThan(400);
  });
});
