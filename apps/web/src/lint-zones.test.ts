import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12, web import zones (docs/architecture.md): app/ composes features; a feature imports
 * itself, lib/ and components/, never app/ or another feature; lib/ and components/ import
 * neither. The rule is eslint.config.js's generated no-restricted-imports (no-restricted-syntax
 * for import()); these tests plant imports in files that do not exist and lint them through
 * ESLint's Node API.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

const ZONE_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function zoneErrors(file: string, specifier: string, how: 'static' | 'dynamic' = 'static'): Promise<string[]> {
  const code =
    how === 'static'
      ? `import { planted } from '${specifier}';\n\nexport const used = planted;\n`
      : `export const load = () => import('${specifier}');\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && ZONE_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('issue 12: web import zones', () => {
  it('a feature importing another feature fails lint, at every folder depth', async () => {
    expect(await zoneErrors('features/wallet/planted.tsx', '../coupon/lib/money')).toEqual([
      expect.stringContaining('features must not import other features (wallet)'),
    ]);
    expect(await zoneErrors('features/wallet/components/planted.tsx', '../../coupon/lib/money')).toHaveLength(1);
    expect(await zoneErrors('features/bets/lib/planted.ts', '../../../features/coupon/lib/money')).toHaveLength(1);
    expect(await zoneErrors('features/line/planted.ts', '../pages/home-page')).toHaveLength(1);
  });

  it('a feature importing app/ fails lint', async () => {
    expect(await zoneErrors('features/wallet/planted.tsx', '../../app/route-table')).toEqual([
      expect.stringContaining('features must not import app/ (wallet)'),
    ]);
    expect(await zoneErrors('features/auth/components/planted.tsx', '../../../app/seo/head')).toHaveLength(1);
  });

  it('lib/ and components/ import no feature and not app/', async () => {
    expect(await zoneErrors('lib/planted.ts', '../features/wallet/lib/money')).toHaveLength(1);
    expect(await zoneErrors('components/ui/planted.tsx', '../../app/app-context')).toHaveLength(1);
  });

  it('permitted: feature → lib/ and components/, within a feature, app/ → feature', async () => {
    expect(await zoneErrors('features/wallet/planted.tsx', '../../lib/use-lng')).toEqual([]);
    expect(await zoneErrors('features/wallet/components/planted.tsx', '../../../components/ui/dialog')).toEqual([]);
    expect(await zoneErrors('features/wallet/components/planted.tsx', '../lib/money')).toEqual([]);
    // features/line/pages is line's own folder, not the feature `pages`.
    expect(await zoneErrors('features/line/components/planted.tsx', '../pages/index')).toEqual([]);
    expect(await zoneErrors('app/planted.tsx', '../features/wallet/balance-slot')).toEqual([]);
  });

  it('import() obeys the same zones', async () => {
    expect(await zoneErrors('features/wallet/planted.tsx', '../coupon/coupon-panel', 'dynamic')).toEqual([
      expect.stringContaining('features must not import other features (wallet)'),
    ]);
    expect(await zoneErrors('features/wallet/components/planted.tsx', '../../../app/routes', 'dynamic')).toEqual([
      expect.stringContaining('features must not import app/ (wallet)'),
    ]);
    expect(await zoneErrors('lib/planted.ts', '../features/coupon/coupon-panel', 'dynamic')).toHaveLength(1);
    expect(await zoneErrors('features/line/components/planted.tsx', '../pages/index', 'dynamic')).toEqual([]);
    expect(await zoneErrors('app/planted.tsx', '../features/coupon/coupon-panel', 'dynamic')).toEqual([]);
  });

  it('the i18next ban still holds inside a feature (the zone blocks repeat it)', async () => {
    expect(await zoneErrors('features/wallet/planted.tsx', 'react-i18next')).toHaveLength(1);
  });
});
