/**
 * `pnpm load [--duration 20] [--connections 4] [--port N]`: the production server under a
 * mixed load on loopback — /pronat, a listing's static SEO page, listings.json and contact posts
 * at once, one autocannon per route — for a bounded time. Prints requests per second, latency
 * percentiles, errors and non-2xx answers per route, then checks that every contact post the
 * server acknowledged is in its store exactly once. Exits non-zero on any error, non-2xx
 * answer, or missing or doubled message. Builds the site first only when a build is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openStore } from '../../../shell/server/store/index';
import { APPS, distOf, repoRoot } from '../paths';
import { startServer, warm } from '../server';
import { parseLoadArgs } from './args';
import { ContactLedger, checkStore, storeIsExact } from './ledger';
import { formatLoadTable, type RouteResult } from './report';
import { CONTACT_ROUTE, loadRoutes } from './routes';

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

function buildIfMissing(): void {
  const missing = APPS.filter((app) => !fs.existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length === 0) return;
  console.log(`No build of ${missing.join(', ')}: pnpm build`);
  if (spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('pnpm build failed');
}

/** The static SEO page of the first active listing the server serves. */
async function seoPagePath(origin: string): Promise<string> {
  const data = (await (await fetch(`${origin}/assets/data/listings.json`)).json()) as { listings: { id: string; active?: boolean }[] };
  const listing = data.listings.find((item) => item.active !== false && typeof item.id === 'string');
  if (!listing) throw new Error('The listings file has no active listing');
  return `/assets/pronat/${encodeURIComponent(listing.id)}/index.html`;
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

async function main(): Promise<number> {
  const args = parseLoadArgs(process.argv.slice(2));
  buildIfMissing();
  const { port } = args;
  console.log(`Load test: ${args.durationSeconds} s on http://127.0.0.1:${port}, node ${process.version}, ${os.cpus().length} cores`);
  console.log(`load average at start: ${loadAverage()}`);

  const server = await startServer(port, undefined, { CONTACT_RATE_LIMIT: '1000000000' });
  try {
    const ledger = new ContactLedger(Date.now().toString(36));
    const seoPath = await seoPagePath(server.origin);
    console.log(`SEO page: ${seoPath}; contact rate limit raised for the run`);
    const routes = loadRoutes(seoPath, args.connections, ledger);
    for (const { request } of routes.filter((route) => route.request.method === 'GET')) {
      const status = (await fetch(`${server.origin}${request.path}`)).status;
      if (status !== 200) throw new Error(`${request.path} answers ${status} before the load: nothing to measure`);
    }
    await warm(server.origin, routes.filter((route) => route.request.method === 'GET').map((route) => route.request.path ?? '/'));

    const results: RouteResult[] = await Promise.all(
      routes.map(async ({ name, connections, request }) => ({
        name,
        connections,
        result: await autocannon({ url: server.origin, connections, duration: args.durationSeconds, timeout: 10, requests: [request] }),
      })),
    );
    console.log(`load average at end: ${loadAverage()}\n`);
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

    const failures = [
      results.some(({ result }) => result.errors > 0) && 'connection errors or timeouts',
      results.some(({ result }) => result.non2xx > 0) && 'non-2xx answers',
      !storeIsExact(check) && 'acknowledged messages missing, doubled, foreign or broken in the store',
      ledger.acknowledged.size !== counted2xx && 'acknowledged posts tracked differ from the 2xx counted',
    ].filter(Boolean);
    console.log(failures.length === 0 ? '\nOK: no errors, every acknowledged message stored exactly once.' : `\nFAILED: ${failures.join('; ')}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
