import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12, server import zones: a module imports another only through its public index
 * (modules/<name>/index.ts). The rule is eslint.config.js's generated no-restricted-imports
 * (no-restricted-syntax for import()); these tests plant imports in files that do not exist and
 * lint them through ESLint's Node API.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

const ZONE_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function zoneErrors(file: string, specifier: string, how: 'static' | 'dynamic' = 'static'): Promise<string[]> {
  const code =
    how === 'static'
      ? `import { planted } from '${specifier}';\n\nexport const used = planted;\n`
      : `export const load = () => import('${specifier}');\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && ZONE_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('issue 12: server module import zones', () => {
  it("a module importing another module's file fails lint, at every folder depth", async () => {
    expect(await zoneErrors('modules/wallet/planted.ts', '../identity/auth')).toEqual([
      expect.stringContaining('a module imports another only through its public index (wallet)'),
    ]);
    expect(await zoneErrors('modules/identity/routes/planted.ts', '../../config/service')).toHaveLength(1);
    expect(await zoneErrors('modules/betting/planted.test.ts', '../ledger/ledger')).toHaveLength(1);
    expect(await zoneErrors('modules/betting/planted.ts', '../../modules/ledger/ledger')).toHaveLength(1);
    expect(await zoneErrors('modules/wallet/planted.ts', '../ledger/schema')).toHaveLength(1);
  });

  it('http/ and plugins/ take a module only through its index', async () => {
    expect(await zoneErrors('http/planted.ts', '../modules/identity/auth')).toEqual([
      expect.stringContaining('http/ and plugins/ take a module only through its public index'),
    ]);
    expect(await zoneErrors('plugins/planted.ts', '../modules/identity/crypto')).toHaveLength(1);
  });

  it("permitted: another module's index, the module's own files, schema → schema, the composition roots", async () => {
    expect(await zoneErrors('modules/wallet/planted.ts', '../identity')).toEqual([]);
    expect(await zoneErrors('modules/identity/routes/planted.ts', '../../config')).toEqual([]);
    // identity/routes/… is identity's own folder: `../auth` is identity/auth.ts.
    expect(await zoneErrors('modules/identity/routes/planted.ts', '../auth')).toEqual([]);
    expect(await zoneErrors('modules/wallet/planted.ts', './service')).toEqual([]);
    expect(await zoneErrors('modules/wallet/schema.ts', '../ledger/schema')).toEqual([]);
    expect(await zoneErrors('http/planted.ts', '../modules/identity')).toEqual([]);
    expect(await zoneErrors('app.ts', './modules/wallet/service')).toEqual([]);
    expect(await zoneErrors('test/planted.ts', '../modules/identity/sessions')).toEqual([]);
  });

  it('import() obeys the same zones', async () => {
    expect(await zoneErrors('modules/responsible/planted.test.ts', '../ledger/ledger', 'dynamic')).toEqual([
      expect.stringContaining('a module imports another only through its public index (responsible)'),
    ]);
    expect(await zoneErrors('http/planted.ts', '../modules/wallet/service', 'dynamic')).toHaveLength(1);
    expect(await zoneErrors('modules/responsible/planted.test.ts', '../ledger', 'dynamic')).toEqual([]);
  });

  it('every module that others import has an index.ts', () => {
    const modules = fs.readdirSync(here, { withFileTypes: true }).filter((e) => e.isDirectory());
    const imported = new Set<string>();
    for (const m of modules) {
      for (const f of fs.readdirSync(path.join(here, m.name), { recursive: true }).map(String)) {
        if (!f.endsWith('.ts')) continue;
        const source = fs.readFileSync(path.join(here, m.name, f), 'utf8');
        for (const [, target] of source.matchAll(/from '(?:\.\.\/)+([a-z-]+)'/g)) {
          if (target !== undefined && target !== m.name && modules.some((o) => o.name === target)) imported.add(target);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    for (const m of imported) expect(fs.existsSync(path.join(here, m, 'index.ts')), m).toBe(true);
  });
});
