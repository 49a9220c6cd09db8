import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '**/e2e/screenshots/**', '.data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // a regular expression run over text a request carries must take time linear in its length: no pattern
    // whose backtracking can grow with the square (or worse) of the input (ReDoS)
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // the server's folders: core (shared plumbing), one folder per domain module, seed, migrations, cli
    files: ['packages/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/include': ['packages/server/src/**/*.ts'],
      'boundaries/elements': [
        { type: 'core', pattern: 'packages/server/src/core' },
        { type: 'module', pattern: 'packages/server/src/modules/*', capture: ['name'] },
        { type: 'seed', pattern: 'packages/server/src/seed' },
        { type: 'migrations', pattern: 'packages/server/src/migrations' },
        { type: 'cli', pattern: 'packages/server/src/cli' },
        // the entry files at the top of src (app, main, worker, openapi)
        { type: 'entry', pattern: 'packages/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // another module is used only through its index.ts
              from: { element: { types: '!module' } },
              disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } },
              message: 'Import another module only through its index.ts',
            },
            {
              from: { element: { type: 'module' } },
              disallow: {
                to: {
                  element: { type: 'module', captured: { name: '!{{ from.element.captured.name }}' }, fileInternalPath: '!index.ts' },
                },
              },
              message: 'Import another module only through its index.ts',
            },
            {
              from: { element: { type: 'core' } },
              disallow: { to: { element: { types: ['module', 'seed', 'migrations', 'cli', 'entry'] } } },
              message: 'core never imports modules, seed, migrations, cli or the entry files',
            },
            {
              from: { element: { type: 'migrations' } },
              disallow: { to: { element: { types: ['module', 'seed', 'cli', 'entry'] } } },
              message: 'A migration never imports live module code: copy frozen constants or use @clearline/shared',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // the web's resource folders (one per domain) and everything else (pages, shared parts, plumbing)
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['packages/web/src/**/*.{ts,tsx}'],
      'boundaries/elements': [
        { type: 'resource', pattern: 'packages/web/src/resources/*', capture: ['name'] },
        { type: 'web', pattern: 'packages/web/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // a resource folder is used only through its index.ts
              from: { element: { types: '!resource' } },
              disallow: { to: { element: { type: 'resource', fileInternalPath: '!index.ts' } } },
              message: 'Import a resource folder only through its index.ts',
            },
            {
              from: { element: { type: 'resource' } },
              disallow: {
                to: {
                  element: { type: 'resource', captured: { name: '!{{ from.element.captured.name }}' }, fileInternalPath: '!index.ts' },
                },
              },
              message: 'Import another resource folder only through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/e2e/**/*.mjs', 'packages/web/playwright.config.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // a focused or skipped test silently drops checks from every total, here as in CI (jest, vitest, playwright, node:test)
    files: [
      'packages/*/src/**/*.{spec,test}.{ts,tsx}',
      'packages/server/test/**/*.ts',
      'packages/web/e2e/**/*.mjs',
      'scripts/**/*.test.mjs',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(only|skip|todo|fixme)$/]:matches([object.name=/^(it|test|describe|suite)$/], [object.object.name=/^(it|test|describe)$/], [object.object.object.name=/^(it|test|describe)$/])',
          message: 'A focused, skipped or pending test is not allowed: every test runs everywhere',
        },
        {
          selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]',
          message: 'A focused, skipped or pending test is not allowed: every test runs everywhere',
        },
      ],
    },
  },
);
