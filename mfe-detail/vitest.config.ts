import { defineConfig } from 'vitest/config';
import { unitTests } from '../shared/test/projects.ts';

export default defineConfig({
  // The build's label (rspack's DefinePlugin in shared/build).
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    ...unitTests(['src', 'server']),
  },
});
