import { defineConfig } from 'vitest/config';

// The server is Node only; the few tests of browser-side text (the app-start script, parsed
// pages) ask for jsdom themselves.
export default defineConfig({
  test: {
    environment: 'node',
    // Every core: `pnpm test:unit` runs one package at a time, and Vitest's default leaves one
    // free, a single worker on CI's two (the app packages' shared/test/projects.ts says the same).
    maxWorkers: '100%',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-temp-root.ts'],
  },
});
