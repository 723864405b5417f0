import { defineConfig } from 'vitest/config';

// Unit tests of the harness's pure parts only; the benchmark itself never runs in `pnpm test`.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
