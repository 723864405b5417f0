import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['../shared/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    // The sheet's tests drive a whole Mantine drawer in jsdom, which takes seconds on a busy machine.
    testTimeout: 20_000,
  },
});
