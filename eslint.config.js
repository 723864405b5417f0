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
  { group: ['../shared/*', '../../shared/*', '**/shared/src/*'], message: "Import the shared package by its name." },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/dist-node/**', '**/node_modules/**', '**/.generated/**', '**/test-results/**', '**/playwright-report/**'],
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
      'no-restricted-imports': ['error', { paths: FACADE_ONLY, patterns: FACADE_ONLY_PATTERNS }],
    },
  },
);
