// One flat config for the whole repo: type-checked rules, and the import boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
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

// `q` names a Queryable parameter; a query module is imported by name or as a namespace named after it.
const noNamespaceQ = {
  selector: "ImportNamespaceSpecifier[local.name='q']",
  message:
    "Name a query module's namespace after it (`* as queries`, `* as cashierQueries`): `q` is a Queryable.",
};

// The naming convention of docs/architecture.md ("Naming"), checked on file and folder names.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const namingRules = [
  {
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}', 'bench/src/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': KEBAB },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/*/src/**/': KEBAB }],
    },
  },
  {
    // A server module: index.ts, service.ts or <concern>.ts, queries.ts or <concern>-queries.ts, and
    // routes named after who calls them.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'apps/server/src/modules/*/*routes.ts': '@(member|console|provider|sandbox)*(-+([a-z0-9]))-routes',
        },
        {
          errorMessage:
            'Route files are <audience>-routes.ts or <audience>-<concern>-routes.ts, audience one of member, console, provider, sandbox ("{{ target }}")',
        },
      ],
      'check-file/filename-blocklist': [
        'error',
        {
          'apps/server/src/**/*-sql.ts': '*-queries.ts',
          'apps/server/src/**/*reads.ts': '*-queries.ts',
        },
      ],
    },
  },
  {
    // A front-end feature holds api/ (server calls, hooks, sockets) and components/ (views); its
    // index and tests may sit at its root.
    files: ['apps/{web,admin}/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/features/*/index.{ts,tsx}', 'apps/*/src/features/*/*.test.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-match-with-fex': [
        'error',
        { '*.{ts,tsx}': 'apps/*/src/features/*/@(api|components)/**/' },
        { errorMessage: 'A feature file lives in its api/ or components/ folder ("{{ target }}")' },
      ],
    },
  },
];

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
      'no-restricted-syntax': ['error', noNamespaceQ],
    },
  },
  ...namingRules,
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
    // The console shows every time on the Bangkok clock, written in one place.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/lib/format-time.ts', 'apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noNamespaceQ,
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
