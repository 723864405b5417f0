import { defineConfig } from 'vitest/config';
import { unitTests } from './test/projects';

export default defineConfig({
  test: {
    ...unitTests(['src', 'build']),
  },
});
