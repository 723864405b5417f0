/**
 * Vitest's global setup: every temporary folder the server's tests make (data folders, fake
 * builds, databases, spools) goes under one folder of this run, removed when the run ends,
 * whether or not a test cleaned up after itself. `os.tmpdir()` reads TMPDIR, which the test
 * workers inherit from this process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-tests-'));
  // mkdtemp makes it 0700; the PostgreSQL tests run their cluster as the `postgres` user
  // (store/test-postgres.ts), which must be able to reach its folder inside.
  fs.chmodSync(root, 0o755);
  process.env.TMPDIR = root;
  return () => fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}
