import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags';

const root = path.resolve(import.meta.dirname, '..');

/** V8's heap limit (MB) in a node started with `flags`. */
function heapLimitMb(flags: readonly string[]): number {
  const run = spawnSync(process.execPath, [...flags, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit / 1048576'], { encoding: 'utf8' });
  return Number(run.stdout.trim());
}

describe('the server node flags', () => {
  it('keep V8 below the heap limit past which it lets the old space grow to 4 × what is live', () => {
    // V8's heap controller: a limit of 2 GB or more (1 GB × its pointer multiplier) gets the high growing factor.
    expect(heapLimitMb(SERVER_NODE_FLAGS)).toBeLessThan(2048);
    // And they are what makes the difference on this machine, not a small default.
    expect(heapLimitMb([])).toBeGreaterThan(heapLimitMb(SERVER_NODE_FLAGS));
  });

  it('are the ones `pnpm start` gives node', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`exec node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });
});
