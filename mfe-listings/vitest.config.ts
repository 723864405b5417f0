import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The build's label (rspack's DefinePlugin in shared/build).
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['../shared/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Mantine's dialogs are slow to render in jsdom, more so on a busy machine.
    testTimeout: 30_000,
  },
});
