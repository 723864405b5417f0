import { defineConfig } from 'vitest/config';

// The server is Node only; the few tests of browser-side text (the app-start script, parsed
// pages) ask for jsdom themselves.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-temp-root.ts'],
  },
});
