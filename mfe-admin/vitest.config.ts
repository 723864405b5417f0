import { defineConfig } from 'vitest/config';
import { unitTests } from '../shared/test/projects.ts';

export default defineConfig({
  test: {
    ...unitTests(['src']),
    testTimeout: 20_000,
  },
});
