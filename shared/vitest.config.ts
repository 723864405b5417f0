import { defineConfig } from 'vitest/config';
import { unitTests } from './test/projects.ts';

export default defineConfig({
  test: {
    ...unitTests(['src', 'build']),
  },
});
