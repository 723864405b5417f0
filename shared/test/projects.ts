import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

// A file path, not the URL's pathname: a clone under a folder with a space in its name still finds it.
const SETUP = fileURLToPath(new URL('./setup.ts', import.meta.url));

/**
 * How an app package runs its unit tests.
 *
 * Two projects: its component tests (`*.test.tsx`) in jsdom and the rest in Node, both with
 * ./setup.ts. jsdom builds a window for every test file, about a second each on CI's machine (96
 * of the 164 s of `shared`'s tests in one run), and most files test plain functions. A `.test.ts`
 * that needs a browser's window says so on its first line (`// @vitest-environment jsdom`), as a
 * `.test.tsx` that needs none may (`node`).
 *
 * Every core: `pnpm test:unit` runs one package at a time, and Vitest's default leaves a core
 * free, which on CI's two is a single worker (the server's config says the same).
 *
 * `folders`: where the package keeps tests (`src`, `build`, `server`).
 */
export function unitTests(folders: readonly string[]): NonNullable<ViteUserConfig['test']> {
  return {
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', setupFiles: [SETUP], include: folders.map((folder) => `${folder}/**/*.test.ts`) } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', setupFiles: [SETUP], include: folders.map((folder) => `${folder}/**/*.test.tsx`) } },
    ],
  };
}
