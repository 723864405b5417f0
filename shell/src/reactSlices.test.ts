import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('setReactSlices', () => {
  // Two copies of the scheduler would leave react-dom's at 5 ms slices without a sign.
  it('sets the scheduler react-dom runs on: one copy, the shell’s', () => {
    const shells = realpathSync(require.resolve('scheduler'));
    const reactDoms = realpathSync(createRequire(require.resolve('react-dom/package.json')).resolve('scheduler'));
    expect(shells).toBe(reactDoms);
  });
});
