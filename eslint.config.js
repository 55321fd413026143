// One flat config for the whole repo: type-checked rules, and the import boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatureBoundaries = (app) => ({
  files: [`apps/${app}/src/features/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../../features/*', '../../../features/*', '**/features/*/**'],
            message:
              'Features never import each other: move what they share to ui/, lib/ or @sanam/contract.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // process.env is read in config.ts only (STYLE.md, create-t3-turbo), and the tests' own settings
    // in test/env.ts, which production code never imports.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts' },
      ],
    },
  },
  {
    // A server module reaches another only through its public entry, index.ts (scripts/check-structure.mjs
    // also holds app.ts, the seed and the bench to it, and the modules to one downward order).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/test-factory.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../*/index.ts', '!../../**'],
              message: 'Reach another module only through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  webFeatureBoundaries('web'),
  webFeatureBoundaries('admin'),
  {
    // The console shows every time on the Bangkok clock, written in one place (issue 21).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/lib/format-time.ts', 'apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Format times with lib/format-time.ts: the console reads Bangkok time.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Format times with lib/format-time.ts: the console reads Bangkok time.',
        },
      ],
    },
  },
  {
    // Journeys take `test` from tests/support.ts: it gives each test its own client address.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support.ts': each journey gets its own client address there.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
