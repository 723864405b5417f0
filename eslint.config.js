import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Libraries that need one instance across remotes reach apps only through shared facades. */
const FACADE_ONLY = [
  { name: 'react-router-dom', message: "Import from 'shared/router'." },
  { name: 'react-router', message: "Import from 'shared/router'." },
  { name: 'rxjs', message: "Use the bus from 'shared/bus'." },
  { name: '@lingui/core', message: "Use a catalogue from 'shared/i18n' (defineCatalog)." },
];
const FACADE_ONLY_PATTERNS = [
  { group: ['@mantine/*'], message: "Import from 'shared/ui', 'shared/ui-overlays' or 'shared/notifications'." },
  // Mantine's carousel is built on Embla: a second copy in an app would be a second carousel.
  { group: ['embla-carousel', 'embla-carousel-*'], message: "Use the photo gallery, 'Gallery' from 'shared/ui'." },
  { group: ['rxjs/*'], message: "Use the bus from 'shared/bus'." },
];

/** One package never reaches into another's files: it imports what the other exports. */
const OTHER_PACKAGES_FILES = [
  { group: ['**/server/src/*', '**/server/src'], message: "Import from the server package's exports ('server/store', 'server/testing', …)." },
  { group: ['**/shell/src/*', '**/mfe-*/src/*'], message: 'An app is no library: move what you need into the shared package.' },
  { group: ['../shared/*', '../../shared/*', '**/shared/src/*'], message: 'Import the shared package by its name.' },
];

/**
 * The shared package's layers point one way: contracts → rules → data → ui. A layer imports
 * only the layers before it; the entry points (`index.ts` barrels) are the facades that join them.
 */
const UI_LIBRARIES = [
  { group: ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router-dom', '@mantine/*', 'embla-carousel*', '@tabler/*'], message: 'This layer renders nothing: React and UI belong to the ui layer.' },
];
const UI_LAYER = [{ group: ['**/ui', '**/ui/*', '**/bus', '**/router', '**/router-server', '**/notifications', '**/dev-host', '**/use*'], message: 'The ui layer comes last: nothing before it imports it.' }];
const DATA_LAYER = [{ group: ['**/data/*', 'rxjs', 'rxjs/*'], message: 'The data layer (fetching, storage, the bus) comes after the rules.' }];
const RULES_LAYER = [{ group: ['./format', './format/*', './listings', './listings/*', './contact', './contact/*', './map/*'], message: 'The contracts come first: they import no rules.' }];

export default tseslint.config(
  {
    ignores: ['**/src/messages/*.ts', '**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.generated/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain scripts the server inlines into pages run in the browser, untranspiled.
    files: ['**/*.browser.js'],
    languageOptions: {
      ecmaVersion: 2017,
      sourceType: 'script',
      globals: { document: 'readonly', window: 'readonly', Element: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', location: 'readonly', URL: 'readonly', HTMLFormElement: 'readonly' },
    },
  },
  {
    // Plain Node scripts: `pnpm start` (runs before any TypeScript loader) and a build loader (required by rspack).
    files: ['scripts/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', require: 'readonly', module: 'writable' } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: FACADE_ONLY, patterns: [...FACADE_ONLY_PATTERNS, ...OTHER_PACKAGES_FILES] }],
    },
  },
  {
    // The server renders the apps' builds; it never imports React or the apps' UI libraries itself.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'react-router', 'react-router-dom'].map((name) => ({ name, message: 'The server imports no React: it loads the apps\' server-render builds.' })),
            // The shared entries that render or run in the browser; the server takes the rules.
            ...['shared/listings', 'shared/ui', 'shared/ui-overlays', 'shared/ui-admin', 'shared/router', 'shared/router-server', 'shared/bus', 'shared/notifications', 'shared/dev-host'].map((name) => ({
              name,
              message: "The server imports shared's React-free entries ('shared/listings/rules', 'shared/contracts', 'shared/format', …).",
            })),
          ],
          patterns: [{ group: ['react-dom/*', '@mantine/*'], message: 'The server imports no UI library.' }, ...OTHER_PACKAGES_FILES],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: OTHER_PACKAGES_FILES }] },
  },
  {
    // shared, contracts layer: the domain's types and tables.
    files: ['shared/src/contracts.ts', 'shared/src/listing-fields.ts', 'shared/src/routes.ts', 'shared/src/site.ts', 'shared/src/approximatePrices.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_PACKAGES_FILES, ...UI_LIBRARIES, ...UI_LAYER, ...DATA_LAYER, ...RULES_LAYER] }] },
  },
  {
    // shared, rules layer: pure functions over the contracts.
    files: ['shared/src/format/**', 'shared/src/contact/**', 'shared/src/alerts/**', 'shared/src/map/**', 'shared/src/listings/*.ts', 'shared/src/favourites/*.ts'],
    ignores: ['**/*.test.*', 'shared/src/listings/index.ts', 'shared/src/favourites/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_PACKAGES_FILES, ...UI_LIBRARIES, ...UI_LAYER, ...DATA_LAYER] }] },
  },
  {
    // shared, data layer: fetching and the session's storage, no rendering.
    files: ['shared/src/listings/data/**', 'shared/src/favourites/data/**'],
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_PACKAGES_FILES, ...UI_LIBRARIES, ...UI_LAYER] }] },
  },
);
