import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The build's label (rspack's DefinePlugin in shared/build).
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['../shared/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
