import { defineConfig } from 'vitest/config';
import { unitTests } from '../shared/test/projects';

export default defineConfig({
  test: {
    ...unitTests(['src']),
    testTimeout: 20_000,
  },
});
