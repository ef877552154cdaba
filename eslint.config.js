import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['i18next', 'react-i18next'],
              message:
                'translate with useTranslation from lib/i18n (one small translator; i18next is not in the bundle)',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import other features (bulletproof-react).
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['i18next', 'react-i18next'],
              message:
                'translate with useTranslation from lib/i18n (one small translator; i18next is not in the bundle)',
            },
            {
              group: ['../pages/*', '../preferences/*'],
              message: 'features must not import other features; lift shared code to app/ or lib/',
            },
          ],
        },
      ],
    },
  },
);
