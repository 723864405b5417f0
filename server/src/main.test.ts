/** The production server as `pnpm start` runs it, on listings files it must refuse or repair. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const brokenFixture = path.join(root, 'shared/test/fixtures/broken-listings.json');
const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

interface Run {
  /** It printed 'Site ready' (and was then stopped). */
  ready: boolean;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server on `listingsFile` until it exits by itself, or is listening and then stopped. */
function runServer(listingsFile: string): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', LISTINGS_FILE: listingsFile, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const run: Run = { ready: false, code: null, stdout: '', stderr: '' };
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString('utf8');
      if (!run.ready && run.stdout.includes('Site ready')) {
        run.ready = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString('utf8');
    });
    // 'close' comes after both output streams ended, so nothing printed is missed.
    child.on('close', (code) => {
      run.code = code;
      resolve(run);
    });
  });
}

function fileWith(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-')), 'listings.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('the server on a bad listings file', () => {
  it('refuses to start on a file that is not JSON, saying so', async () => {
    const file = fileWith('{ "listings": [ oops');
    const run = await runServer(file);
    expect(run).toMatchObject({ ready: false, code: 1 });
    expect(run.stderr).toContain(`LISTINGS_FILE ${file} is not valid JSON`);
  }, 30_000);

  it('refuses to start on a file without a listings array, saying so', async () => {
    const file = fileWith('{ "items": [] }');
    const run = await runServer(file);
    expect(run).toMatchObject({ ready: false, code: 1 });
    expect(run.stderr).toContain(`LISTINGS_FILE ${file} has no "listings" array`);
  }, 30_000);

  it('starts on a file with broken entries, warning once for each entry with problems as it fills the store', async () => {
    const run = await runServer(brokenFixture);
    expect(run.ready).toBe(true);
    const warnings = run.stderr.split('\n').filter((line) => line.startsWith(`LISTINGS_FILE ${brokenFixture}: `));
    // 25 entries of the fixture have problems, the inactive one too: it is stored (withdrawn) as well.
    expect(warnings).toHaveLength(25);
    expect(warnings).toContain(`LISTINGS_FILE ${brokenFixture}: listings[8] (id "9009") skipped: price: expected a number of euros or "Me Marrëveshje", got "120.000 €"`);
  }, 30_000);
});
