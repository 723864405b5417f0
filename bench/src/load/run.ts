/**
 * `pnpm load [--duration 20] [--connections 4] [--port N] [--listings N]`: the production
 * server under a mixed load on loopback — /pronat?page=1, a listing's page and its static SEO
 * page, robots.txt, listings.json and contact posts at once, one autocannon per route — for a
 * bounded time. Prints the server's start time and memory, requests per second, latency
 * percentiles, errors and non-2xx answers per route, then checks that every contact post the
 * server acknowledged is in its store exactly once. With --listings N a second run follows on
 * a store filled ahead with N generated listings, so both sizes are measured in one run: a first
 * start on it (which projects every listing and keeps the projection), then the measured start.
 * Exits non-zero on any error, non-2xx answer, or missing or doubled message. Builds the site
 * first only when a build is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { isServerStale } from '../../../scripts/build-state';
import { openStore, readCheckedListingsFile } from 'server/store';

import { writeScaledListings } from '../generate';
import { APPS, distOf, repoRoot } from '../paths';
import { startServer, warm } from '../server';
import { parseLoadArgs, type LoadArgs } from './args';
import { ContactLedger, checkStore, storeIsExact } from './ledger';
import { formatLoadTable, type RouteResult } from './report';
import { CONTACT_ROUTE, loadRoutes } from './routes';

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

function buildIfMissing(): void {
  const missing = APPS.filter((app) => !fs.existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length > 0) {
    console.log(`No build of ${missing.join(', ')}: pnpm build`);
    if (spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('pnpm build failed');
  }
  // The compiled server is what is measured: one older than the server's sources would measure old code.
  if (isServerStale()) {
    console.log('The compiled server is missing or older than its sources: compiling it');
    const compile = spawnSync('pnpm', ['--filter', 'server', 'compile'], { cwd: repoRoot, stdio: 'inherit' });
    if (compile.status !== 0) throw new Error('compiling the server failed');
  }
}

/** The id of the first listing the server shows. */
async function shownListingId(origin: string): Promise<string> {
  const data = (await (await fetch(`${origin}/assets/data/listings.json`)).json()) as { listings: { id: string }[] };
  const listing = data.listings.find((item) => typeof item.id === 'string');
  if (!listing) throw new Error('The server shows no listing');
  return listing.id;
}

/** The server's memory now and at its peak (Linux), e.g. "RSS 180 MB (peak 240 MB)". */
function memoryOf(pid: number | undefined): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return `RSS ${(kb('VmRSS') / 1024).toFixed(0)} MB (peak ${(kb('VmHWM') / 1024).toFixed(0)} MB)`;
  } catch {
    return 'RSS unknown';
  }
}

/** A DATA_DIR whose store already holds `count` generated listings, as a site that grew to them. */
async function filledDataDir(count: number): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'load-scale-'));
  const file = writeScaledListings(path.join(repoRoot, 'sample-data/public/data/listings.json'), count, work);
  const dataDir = path.join(work, 'data');
  const store = await openStore({ dataDir });
  try {
    await store.upsertListings(readCheckedListingsFile(file).listings);
  } finally {
    await store.close();
  }
  fs.rmSync(file);
  return dataDir;
}

/** The server's stored messages (its SQLite store in DATA_DIR), one JSON line each, as checkStore reads them. */
async function storedMessageLines(dataDir: string): Promise<string> {
  const store = await openStore({ dataDir });
  try {
    return (await store.listMessages()).map((message) => JSON.stringify(message)).join('\n');
  } finally {
    await store.close();
  }
}

/** The file a server keeps its projection of the store in between starts (server/src/site-store/kept.ts). */
const KEPT_FILE = 'public-projection.kept';

/**
 * The first start on a store no server has projected yet (the store was just filled): timed,
 * then stopped once it has kept its projection, so the measured start is a restart — as a
 * server's every start after its first.
 */
async function firstStart(port: number, dataDir: string): Promise<void> {
  const server = await startServer(port, undefined, {}, repoRoot, dataDir);
  try {
    console.log(`first start on the new store (it projects every listing): ${(server.startMs / 1000).toFixed(1)} s; ${memoryOf(server.pid)}`);
    const deadline = Date.now() + 300_000;
    while (!fs.existsSync(path.join(dataDir, KEPT_FILE)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    if (!fs.existsSync(path.join(dataDir, KEPT_FILE))) console.log('the server kept no projection: the measured start projects again');
  } finally {
    await server.stop({ keepDataDir: true });
  }
}

/** One load run on one server; returns its failures (none: it passed). */
async function loadRun(label: string, args: LoadArgs, dataDir?: string): Promise<string[]> {
  const { port } = args;
  console.log(`\n== ${label}: ${args.durationSeconds} s on http://127.0.0.1:${port} ==`);
  if (dataDir) await firstStart(port, dataDir);
  const server = await startServer(port, undefined, { CONTACT_RATE_LIMIT: '1000000000' }, repoRoot, dataDir);
  try {
    console.log(`server start (spawn to first answer): ${(server.startMs / 1000).toFixed(1)} s; ${memoryOf(server.pid)}`);
    const ledger = new ContactLedger(Date.now().toString(36));
    const listingId = await shownListingId(server.origin);
    console.log(`listing: ${listingId}; contact rate limit raised for the run; load average ${loadAverage()}`);
    const routes = loadRoutes(listingId, args.connections, ledger);
    for (const { request } of routes.filter((route) => route.request.method === 'GET')) {
      const status = (await fetch(`${server.origin}${request.path}`)).status;
      if (status !== 200) throw new Error(`${request.path} answers ${status} before the load: nothing to measure`);
    }
    await warm(server.origin, routes.filter((route) => route.request.method === 'GET').map((route) => route.request.path ?? '/'));

    const results: RouteResult[] = await Promise.all(
      routes.map(async ({ name, connections, request }) => ({
        name,
        connections,
        result: await autocannon({
          url: server.origin,
          connections,
          duration: args.durationSeconds,
          timeout: 10,
          requests: [request],
          // Each GET route on its own thread: in one event loop, reading one route's large bodies
          // (listings.json is megabytes at 100,000 listings) delayed every other route's answers
          // in the client, and robots.txt seemed to wait behind the server. The contact posts
          // stay here: their ledger's callbacks cannot be sent to a thread.
          ...(request.method === 'GET' ? { workers: 1 } : {}),
        }),
      })),
    );
    console.log(`load average at end: ${loadAverage()}; server ${memoryOf(server.pid)}\n`);
    console.log(formatLoadTable(results));

    const check = checkStore(await storedMessageLines(server.dataDir), ledger);
    const counted2xx = results.find((row) => row.name === CONTACT_ROUTE)?.result['2xx'] ?? 0;
    console.log(
      `\ncontact store: ${ledger.sent.size} posts sent, ${ledger.acknowledged.size} acknowledged (autocannon counted ` +
        `${counted2xx} 2xx), ${check.stored} stored; missing ${check.missing.length}, stored twice ` +
        `${check.duplicated.length}, stored but never answered ${check.unacknowledged} (in flight at the end), ` +
        `foreign ${check.foreign}, broken lines ${check.broken}`,
    );
    for (const marker of [...check.missing, ...check.duplicated].slice(0, 10)) console.log(`  ${marker}`);

    return [
      results.some(({ result }) => result.errors > 0) && 'connection errors or timeouts',
      results.some(({ result }) => result.non2xx > 0) && 'non-2xx answers',
      !storeIsExact(check) && 'acknowledged messages missing, doubled, foreign or broken in the store',
      ledger.acknowledged.size !== counted2xx && 'acknowledged posts tracked differ from the 2xx counted',
    ]
      .filter((failure): failure is string => typeof failure === 'string')
      .map((failure) => `${label}: ${failure}`);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const args = parseLoadArgs(process.argv.slice(2));
  buildIfMissing();
  console.log(`Load test: node ${process.version}, ${os.cpus().length} cores, load average at start: ${loadAverage()}`);
  const failures = await loadRun('the sample listings', args);
  if (args.listings > 0) {
    console.log(`\nfilling a store with ${args.listings} listings…`);
    const dataDir = await filledDataDir(args.listings);
    failures.push(...(await loadRun(`${args.listings} listings in the store`, args, dataDir)));
  }
  console.log(failures.length === 0 ? '\nOK: no errors, every acknowledged message stored exactly once.' : `\nFAILED: ${failures.join('; ')}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
