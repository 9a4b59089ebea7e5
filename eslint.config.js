// Type-aware lint; it also guards the architecture (web never imports server code, no floating promises).
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every TypeScript project of the workspace (a package without one yet is skipped).
const TS_PROJECTS = [
  './packages/contracts/tsconfig.json',
  './server/tsconfig.test.json',
  './web/tsconfig.json',
  './e2e/tsconfig.json',
  './tsconfig.tools.json',
].filter((p) => fs.existsSync(new URL(p, import.meta.url)));

// What server code outside db/ may not import: the web app, and seeds (what runs reads its catalogues
// from non-seed modules or from the database; only the seeding code reads seed files).
const SERVER_IMPORTS = [
  { group: ['**/web/**'], message: 'Server code never imports the web app.' },
  { group: ['**/db/seeds/**', '**/*.seed.js'], message: 'Runtime code never imports seeds: move the data to a module the seed also uses.' },
];

// Route files parse, authorize and call: queries live in *.repository.ts / *.query.ts / *.service.ts beside them.
const THIN_ROUTES = ['server/src/**/*.routes.ts'];
const NO_QUERY = 'Route files hold no SQL: move the query into a *.repository.ts / *.query.ts / *.service.ts beside the route.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.e2e-artifacts/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        project: TS_PROJECTS,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@suanpan/server'], message: 'The web app never imports server code.' }] }],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/platform/hooks/useFeedback.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='App'][property.name='useApp']",
          message: "Use useFeedback() (platform/hooks/useFeedback): antd's own timed notices re-render on every frame and starve the screen being opened.",
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_IMPORTS }] },
  },
  {
    // A module's descriptor declares what it adds to other modules; app/compose-modules.ts hands it over.
    files: ['server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_IMPORTS,
            {
              regex: '^\\.\\./[^./]',
              message: "A module's index never reaches into another module: declare references / balanceSources in the descriptor instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: THIN_ROUTES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: NO_QUERY, allowTypeImports: true }],
          patterns: [{ group: ['**/*.routes.js'], message: 'A route file never imports another: move what both need into a service or query module.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: NO_QUERY,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']", message: NO_QUERY },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser journeys pass functions to the page (page.evaluate), which run with browser globals.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // A journey may still name the browser globals it uses in a /* global */ comment.
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
