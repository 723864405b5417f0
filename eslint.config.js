import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Libraries that need one instance across remotes reach apps only through shared facades. */
const FACADE_ONLY = [
  { name: 'react-router-dom', message: "Import from 'shared/router'." },
  { name: 'react-router', message: "Import from 'shared/router'." },
  { name: 'rxjs', message: "Use the bus from 'shared/bus'." },
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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.generated/**', '**/test-results/**', '**/playwright-report/**'],
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
      globals: { document: 'readonly', window: 'readonly', Element: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
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
          paths: ['react', 'react-dom', 'react-router', 'react-router-dom'].map((name) => ({ name, message: 'The server imports no React: it loads the apps\' server-render builds.' })),
          patterns: [{ group: ['react-dom/*', '@mantine/*'], message: 'The server imports no UI library.' }, ...OTHER_PACKAGES_FILES],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: OTHER_PACKAGES_FILES }] },
  },
);
