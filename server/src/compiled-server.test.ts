/**
 * The compiled production server (rspack.config.ts → dist/main.mjs), as `pnpm start`,
 * the e2e suite and the load test run it: on plain Node, without tsx, it finds what its sources
 * find (the first view's stylesheet and script, the shell's server-render build, the shared
 * package), answers as the sources run through tsx do, and keeps its projection under the
 * sources' code hash, so a restart from either reads what the other kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { LISTINGS_FIRST_PAGE_ID } from 'shared/listings/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildConfig } from '../rspack.config';
import { KEPT_FILE, projectionCodeHash } from './site-store/kept';

const root = path.resolve(import.meta.dirname, '../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));
// Inside the server package (git ignores dist/), so Node finds the packages in its node_modules.
const compiled = path.join(root, 'server/dist', path.basename(temp), 'main.mjs');
const children: ChildProcess[] = [];

function compile(): Promise<void> {
  const config = serverBuildConfig(path.dirname(compiled));
  return new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true }) ?? 'no stats'));
      else resolve();
    }),
  );
}

/** Starts a server (`args` after node) on `dataDir` and a free port; resolves with its origin once it is ready. */
function start(args: string[], dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LISTINGS_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
      const ready = /Site ready at (http:\/\/[^/]+)\//.exec(log);
      if (ready?.[1]) resolve({ origin: ready[1], child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}:\n${log}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function keptCode(dataDir: string): Promise<string> {
  const file = path.join(dataDir, KEPT_FILE);
  for (let tries = 0; !fs.existsSync(file) && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const bytes = fs.readFileSync(file);
  return (JSON.parse(bytes.subarray(4, 4 + bytes.readUInt32BE(0)).toString('utf8')) as { code: string }).code;
}

/** What the comparison reads: the pages and files people, crawlers and the browser app ask for. */
const PATHS = ['/robots.txt', '/pronat?page=1', '/pronat?page=2&sort=price-asc', '/assets/data/listings.json', '/sitemap.xml', '/remotes.json'];

async function answers(origin: string): Promise<Record<string, { status: number; body: string }>> {
  const listing = ((await (await fetch(`${origin}/assets/data/listings.json`)).json()) as { listings: { id: string }[] }).listings[0]?.id;
  const result: Record<string, { status: number; body: string }> = {};
  for (const urlPath of [...PATHS, `/pronat/${listing}`]) {
    const response = await fetch(`${origin}${urlPath}`);
    result[urlPath] = { status: response.status, body: await response.text() };
  }
  return result;
}

describe('the compiled server', () => {
  beforeAll(compile, 60_000);
  afterAll(async () => {
    await Promise.all(children.map(stop));
    fs.rmSync(temp, { recursive: true, force: true });
    fs.rmSync(path.dirname(compiled), { recursive: true, force: true });
  });

  it('answers as the sources do, and keeps its projection under the sources’ code hash', async () => {
    const dataDir = path.join(temp, 'data');
    fs.mkdirSync(dataDir);
    const fromBundle = await start([compiled], dataDir);
    const compiledAnswers = await answers(fromBundle.origin);
    const code = await keptCode(dataDir);
    await stop(fromBundle.child);

    expect(compiledAnswers['/robots.txt']?.status).toBe(200);
    // Rendered by the shell's server-render build, with the first page's data for the app to
    // hydrate — once the site is built (`pnpm test` runs the unit tests before it builds).
    if (fs.existsSync(path.join(root, 'shell/dist-server/render.cjs'))) {
      expect(compiledAnswers['/pronat?page=1']?.body).toContain(`id="${LISTINGS_FIRST_PAGE_ID}"`);
    }
    expect(code).toBe(projectionCodeHash());

    // The same store (and privacy secret) run from the sources: the same bytes everywhere.
    const fromSources = await start(['--import', 'tsx', 'server/src/main.ts'], dataDir);
    expect(await answers(fromSources.origin)).toEqual(compiledAnswers);
    await stop(fromSources.child);
  }, 120_000);
});
