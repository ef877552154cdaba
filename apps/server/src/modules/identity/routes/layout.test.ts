import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const routeFiles = [
  join(dir, '..', 'routes.ts'),
  join(dir, '..', 'dev-captcha.ts'),
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'context.ts')
    .map((f) => join(dir, f)),
];

describe('identity route layout', () => {
  it('issue 12: identity routes are split per area, each file under 400 lines', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(7);
    for (const file of routeFiles) expect(readFileSync(file, 'utf8').split('\n').length, file).toBeLessThan(400);
  });

  it('issue 12: identity route files take their schemas from @sb/contracts (no inline z.object) and never touch the database', () => {
    for (const file of routeFiles) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/z\.object\(/);
      expect(source, file).not.toMatch(/from '(drizzle-orm[^']*|[./]*db\/[^']*)'/);
      expect(source, file).not.toMatch(/\bdb\b[,)]/);
    }
  });

  it('issue 12: identity commands and queries hold no SQL (repository.ts owns it), each file under 400 lines', () => {
    for (const name of ['service.ts', 'account.ts', 'registration.ts', 'model.ts']) {
      const source = readFileSync(join(dir, '..', name), 'utf8');
      expect(source, name).not.toMatch(/from '(drizzle-orm[^']*|[./]*db\/schema[^']*)'/);
      expect(source.split('\n').length, name).toBeLessThan(400);
    }
  });
});
