import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const I18N_PATTERN = {
  group: ['i18next', 'react-i18next'],
  message: 'translate with useTranslation from lib/i18n (one small translator; i18next is not in the bundle)',
};

/**
 * Import zones of the web (docs/architecture.md): app/ composes features; a feature imports
 * only itself, lib/ and components/ (never app/ or another feature); lib/ and components/
 * import neither. no-restricted-imports matches the written specifier, so every feature and
 * every folder depth gets its own block: from features/X/a/b.ts, `../../Y` is feature Y while
 * `../Y` is X's own folder a/Y (features/line/pages is not the feature `pages`). The same bans
 * as regular expressions cover `import()`, which no-restricted-imports does not see.
 */
function webZones() {
  const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src');
  const features = fs
    .readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const app = { group: ['**/app', '**/app/**'], regex: '(^|\\/)app(\\/|$)' };
  const zone = (files, bans) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [I18N_PATTERN, ...bans.map(({ group, message }) => ({ group, message }))] },
      ],
      'no-restricted-syntax': [
        'error',
        ...bans.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex}/]`, message })),
      ],
    },
  });
  const blocks = [
    zone(
      ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
      [
        {
          group: ['**/features', '**/features/**', ...app.group],
          regex: `(^|\\/)features(\\/|$)|${app.regex}`,
          message: 'lib/ and components/ are shared by every feature: they import no feature and not app/',
        },
      ],
    ),
  ];
  for (const own of features) {
    const files = fs.readdirSync(path.join(src, 'features', own), { recursive: true }).map(String);
    const maxDepth = Math.max(0, ...files.map((f) => f.split(path.sep).length - 1));
    const others = features.filter((f) => f !== own);
    const alternatives = `(${others.join('|')})(\\/|$)`;
    for (let depth = 0; depth <= maxDepth; depth++) {
      const up = '../'.repeat(depth + 1);
      blocks.push(
        zone(
          [`apps/web/src/features/${own}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          [
            {
              group: others.flatMap((f) => [`${up}${f}`, `${up}${f}/**`, `**/features/${f}`, `**/features/${f}/**`]),
              regex: `^${'\\.\\.\\/'.repeat(depth + 1)}${alternatives}|\\/features\\/${alternatives}`,
              message: `features must not import other features (${own}): app/ composes them; move a shared piece to lib/ or components/`,
            },
            { ...app, message: `features must not import app/ (${own}): take what app/ shares from lib/` },
          ],
        ),
      );
    }
  }
  return blocks;
}

/**
 * Import zones of the server (issue 12): a module imports another only through its public
 * index — from modules/X, `../Y` (the folder, i.e. Y/index.ts) is allowed, `../Y/anything` is
 * not; X's own files are free. A module's schema.ts may import another module's schema.ts (a
 * foreign key needs the table; db/schema.ts gathers them for drizzle-kit). http/ and plugins/
 * serve every module, so they too take a module only through its index. app.ts, test/, cli/,
 * cluster/ and bench/ compose the app and may import internals. One block per module and
 * folder depth, as for the web (no-restricted-imports matches the written specifier); the
 * same bans as regular expressions cover `import()`.
 */
function serverZones() {
  const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/server/src');
  const modules = fs
    .readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const zone = (files, { group, regex, message }, extra = {}) => ({
    files,
    ...extra,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex}/]`, message }],
    },
  });
  const anyModule = `(${modules.join('|')})`;
  const blocks = [
    zone(['apps/server/src/{http,plugins}/**/*.ts'], {
      group: ['**/modules/*/**'],
      regex: `(^|\\/)modules\\/${anyModule}\\/`,
      message: 'http/ and plugins/ take a module only through its public index (../modules/<name>)',
    }),
  ];
  for (const own of modules) {
    const files = fs.readdirSync(path.join(src, 'modules', own), { recursive: true }).map(String);
    const maxDepth = Math.max(0, ...files.map((f) => f.split(path.sep).length - 1));
    const others = modules.filter((m) => m !== own);
    const alternatives = `(${others.join('|')})\\/`;
    for (let depth = 0; depth <= maxDepth; depth++) {
      const up = '../'.repeat(depth + 1);
      const dir = `apps/server/src/modules/${own}/${'*/'.repeat(depth)}`;
      const ban = (exceptSchema) => ({
        group: others.flatMap((m) => [
          `${up}${m}/**`,
          `**/modules/${m}/**`,
          ...(exceptSchema ? [`!${up}${m}/schema`, `!**/modules/${m}/schema`] : []),
        ]),
        regex: `^${'\\.\\.\\/'.repeat(depth + 1)}${alternatives}|\\/modules\\/${alternatives}`,
        message: `a module imports another only through its public index (${own}): import '${up}<module>', and export what is needed from that module's index.ts`,
      });
      blocks.push(zone([`${dir}*.ts`], ban(false), { ignores: [`${dir}schema.ts`] }));
      blocks.push(zone([`${dir}schema.ts`], ban(true)));
    }
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Domain packages are pure: nothing of the apps, no I/O frameworks (ARCHITECTURE.md).
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sb/web', '@sb/web/*', '@sb/server', '@sb/server/*', '**/apps/**'],
              message: 'packages must not import apps',
            },
            {
              group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'pg', 'node:*'],
              message: 'domain packages do no I/O and no UI',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [I18N_PATTERN] }] },
  },
  ...webZones(),
  ...serverZones(),
);
