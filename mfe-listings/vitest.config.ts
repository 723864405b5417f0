import { defineConfig } from 'vitest/config';
import { unitTests } from '../shared/test/projects.ts';

export default defineConfig({
  // The build's label (rspack's DefinePlugin in shared/build).
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    ...unitTests(['src']),
    // Mantine's dialogs are slow to render in jsdom, more so on a busy machine.
    testTimeout: 30_000,
  },
});
