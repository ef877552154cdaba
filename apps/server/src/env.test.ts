import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

describe('configuration', () => {
  it('issue 11: the README configuration table lists every variable env.ts reads', () => {
    const readme = readFileSync(README, 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Where things are'));
    const documented = new Set([...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});

describe('issue 25 §2: OUTCOME_SECRET', () => {
  it('is optional (generated at first start) and, when set, at least 32 characters', () => {
    expect(envSchema.parse({}).OUTCOME_SECRET).toBeUndefined();
    expect(envSchema.safeParse({ OUTCOME_SECRET: 'short' }).success).toBe(false);
    expect(envSchema.parse({ OUTCOME_SECRET: 'x'.repeat(32) }).OUTCOME_SECRET).toBe('x'.repeat(32));
  });
});
