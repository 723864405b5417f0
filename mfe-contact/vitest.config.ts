import { defineConfig } from 'vitest/config';
import { unitTests } from '../shared/test/projects.ts';

export default defineConfig({
  test: {
    ...unitTests(['src', 'server']),
    // The sheet's tests drive a whole Mantine drawer in jsdom, which takes seconds on a busy machine.
    testTimeout: 20_000,
  },
});
