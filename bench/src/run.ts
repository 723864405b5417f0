/**
 * `pnpm bench [--quick] [--skip-build] [--runs N] [--port N] [--only lighthouse,bytes,interactions,settled,tasks,data,map] [--actions contact,preview,map,filters] [--delays 0.5,2,10]`
 * `pnpm bench --compare <rev> [--runs 8] [--only lighthouse,interactions,settled,tasks] [--pages …] [--actions …] [--delays …]` (compare.ts)
 *
 * Builds the production site, serves it with the real server on loopback and prints (and
 * writes to bench/results/) Lighthouse mobile figures, the bytes each route loads before it is
 * interactive, the data-scale and map-scale figures, and the speed budgets. It asserts
 * nothing and is not part of `pnpm test`. Runs are sequential: this machine has two cores.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { normalizeListings } from 'shared/listings';
import { pathInLocale } from 'shared/routes';
import { Attributor, type FederationManifest } from './attribution';
import { parseBenchArgs, type BenchArgs } from './args';
import { LISTING_PAGE_LABEL, SEO_PAGE_LABEL, checkBudgets } from './budgets';
import { runCompare } from './compare';
import { runFederation } from './federation';
import { writeScaledListings } from './generate';
import { describeRun, launchTapBrowser, measureInteractions } from './interactions';
import { describeEarlyRun, measureEarlyTaps } from './earlyTaps';
import { delayLabel } from './earlyTapFigures';
import { LighthouseRunner, type LighthouseSummary } from './lighthouse';
import { timeInNode, timeInPage } from './listOps';
import { runMapRemoteBench } from './mapRemoteBench';
import { measureMapRuns } from './mapScale';
import { captureRoute, MOBILE } from './network';
import { APPS, CHROME_FLAGS, CHROMIUM, distOf, repoRoot, sampleListingsFile } from './paths';
import { addNameShim } from './pageShim';
import { formatReport } from './report';
import { startServer, warm, type RunningServer } from './server';
import { measureStartTasks, routesWithApp } from './startTasks';
import { describeStartTasks, summarizeStartTasks, WATCH_AFTER_LOAD_MS, type StartTaskFigures, type StartTaskRun } from './startTaskFigures';
import { startTileHost } from './tileHost';
import { clearWireSizes } from './sizes';
import type { BenchResult, DataScaleRow, RouteDef } from './types';

const args: BenchArgs = parseBenchArgs(process.argv.slice(2));
const log = (message: string) => console.log(`[bench] ${message}`);
const LISTINGS_PATH = '/assets/data/listings.json?v=v2';

function readManifests(): Record<string, FederationManifest> {
  return Object.fromEntries(
    APPS.map((app) => {
      const file = path.join(distOf(app), 'mf-manifest.json');
      return [app, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest) : {}];
    }),
  );
}

function commandOutput(command: string, commandArgs: string[]): string {
  try {
    return execFileSync(command, commandArgs, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function lighthouseVersion(): string {
  const file = path.join(repoRoot, 'bench/node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function withServer<T>(port: number, listingsFile: string | undefined, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(port, listingsFile);
  clearWireSizes();
  try {
    await warm(server.origin, ['/', LISTINGS_PATH]);
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function lighthouseRoutes(origin: string, routes: RouteDef[], runs: number, notes: string[]): Promise<Record<string, LighthouseSummary>> {
  const tiles = await startTileHost();
  const note = tiles.host
    ? `map tiles in Lighthouse: a local HTTPS stand-in at the providers' host names, one ${(tiles.host.tileBytes / 1024).toFixed(1)} KB tile per request (bench/src/tileHost.ts)`
    : `map tiles in Lighthouse: blocked, so the map route shows its "could not load" message (no local tile host: ${tiles.reason})`;
  if (!notes.includes(note)) notes.push(note);
  const runner = new LighthouseRunner(tiles.host ? { extraFlags: tiles.host.chromeFlags, blockExternal: false } : {});
  const out: Record<string, LighthouseSummary> = {};
  try {
    for (const route of routes) {
      log(`Lighthouse ${route.label} × ${runs}`);
      const { summary, lhr } = await runner.measure(`${origin}${route.path}`, runs, (run, index) =>
        log(`  run ${index + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`),
      );
      out[route.label] = summary;
      // The full report of the median run, for opening in the Lighthouse viewer.
      if (lhr) fs.writeFileSync(path.join(args.outDir, `lighthouse-${slug(route.label)}.json`), JSON.stringify(lhr));
    }
  } finally {
    await runner.close();
    await tiles.host?.stop();
  }
  return out;
}

const slug = (label: string) => label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

async function opsInPage(browser: Browser, origin: string): Promise<Pick<DataScaleRow, 'page' | 'page4x'>> {
  const context = await browser.newContext({ ...MOBILE });
  await addNameShim(context);
  await context.route((url) => url.origin !== origin, (request) => request.abort());
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/pronat?page=1`, { waitUntil: 'networkidle', timeout: 120_000 });
    return { page: await timeInPage(page, 1), page4x: await timeInPage(page, 4) };
  } finally {
    await context.close();
  }
}

/**
 * The listings the tasks section also measures the grid and map mode with: issue 54's goal is no
 * task over 200 ms at any size up to 100,000 listings.
 */
const TASKS_SCALES = [10_000, 100_000] as const;

/** Each route's long tasks, `runs` fresh visits each, in turns (one visit of every route, then the next …). */
async function startTasksOf(origin: string, routes: RouteDef[], runs: number): Promise<StartTaskFigures[]> {
  const browser = await launchTapBrowser();
  try {
    const byRoute = new Map<string, StartTaskRun[]>();
    for (let index = 0; index < runs; index++) {
      for (const route of routes) {
        const run = await measureStartTasks(browser, origin, route);
        byRoute.set(route.label, [...(byRoute.get(route.label) ?? []), run]);
        log(`  ${route.label} run ${index + 1} (load average ${os.loadavg()[0]?.toFixed(1)}): ${describeStartTasks(run)}`);
      }
    }
    return routes.map((route) => summarizeStartTasks(route.label, byRoute.get(route.label) ?? []));
  } finally {
    await browser.close();
  }
}

/** The pages of the Lighthouse, bytes and tasks sections that `--pages` selects. */
function pageRoutes(listingId: string): RouteDef[] {
  return (
    [
      { page: 'grid', label: '/pronat?page=1', path: '/pronat?page=1' },
      { page: 'detail', label: LISTING_PAGE_LABEL, path: `/pronat/${encodeURIComponent(listingId)}` },
      { page: 'home', label: '/home', path: '/home' },
      { page: 'map', label: '/pronat?view=harta&page=1', path: '/pronat?view=harta&page=1' },
      { page: 'seo', label: SEO_PAGE_LABEL, path: `/assets/pronat/${encodeURIComponent(listingId)}/index.html` },
    ] satisfies RouteDef[]
  )
    .filter((route) => args.pages.has(route.page))
    // Another language's pages keep the Albanian labels, which the budgets and the report name
    // them by; the run's notes say which language was measured.
    .map((route) => (args.locale === 'sq' || route.page === 'seo' ? route : { ...route, path: pathInLocale(route.path, args.locale) }));
}

async function main(): Promise<void> {
  fs.mkdirSync(args.outDir, { recursive: true });
  if (args.sections.has('federation')) {
    const sample = normalizeListings(JSON.parse(fs.readFileSync(sampleListingsFile, 'utf8')));
    // The pages federation changes; `--pages` may name others (not the SEO page: no app on it).
    const routes = pageRoutes(sample[0]?.id ?? '').filter((route) => route.page !== 'seo' && (args.pagesGiven || route.page !== 'home'));
    await runFederation(args, routes, args.delaysGiven ? args.delays : [500]);
    return;
  }
  if (args.compare !== undefined) {
    const sample = normalizeListings(JSON.parse(fs.readFileSync(sampleListingsFile, 'utf8')));
    await runCompare({ ...args, compare: args.compare }, pageRoutes(sample[0]?.id ?? ''));
    return;
  }
  if (!args.skipBuild) {
    log('pnpm build');
    const build = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  const sample = normalizeListings(JSON.parse(fs.readFileSync(sampleListingsFile, 'utf8')));
  const listingId = sample[0]?.id ?? '';
  const routes = pageRoutes(listingId);
  const result: BenchResult = {
    meta: {
      date: new Date().toISOString(),
      commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
      node: process.version,
      chromium: commandOutput(CHROMIUM, ['--version']),
      lighthouse: lighthouseVersion(),
      runs: args.runs,
      quick: args.quick,
      listingId,
      load: { start: os.loadavg(), end: [] },
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
      notes: [],
    },
    lighthouse: {},
    bytes: {},
    earlyTaps: [],
    interactions: [],
    startTasks: [],
    dataScale: [],
    mapScale: [],
    mapRemote: null,
    budgets: [],
  };
  const dirty = commandOutput('git', ['status', '--porcelain', '--untracked-files=no']);
  if (dirty && dirty !== 'unknown') result.meta.notes.push('the work tree has uncommitted changes: figures are for the tree as it is');
  if (args.locale !== 'sq') result.meta.notes.push(`pages in '${args.locale}': ${routes.map((route) => route.path).join(', ')} (named by their Albanian labels)`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-listings-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const attributor = new Attributor(readManifests());
    let port = args.port;
    await withServer(port++, undefined, async (server) => {
      if (args.sections.has('lighthouse')) result.lighthouse = await lighthouseRoutes(server.origin, routes, args.runs, result.meta.notes);
      if (args.sections.has('bytes')) {
        for (const route of routes) {
          log(`bytes and request chain ${route.label}`);
          result.bytes[route.label] = { ...(await captureRoute(browser, server.origin, route.path, attributor)), route: route.label };
        }
      }
      if (args.sections.has('interactions')) {
        log(`early taps on the throttled phone: fresh visits tapped ${args.delays.map(delayLabel).join(', ')} after the load event, × ${args.runs}`);
        const tapBrowser = await launchTapBrowser();
        try {
          result.earlyTaps = await measureEarlyTaps(tapBrowser, server.origin, args.runs, args.actions, args.delays, (action, delayMs, run, index) =>
            log(`  ${action} at ${delayLabel(delayMs)} run ${index + 1} (load average ${os.loadavg()[0]?.toFixed(1)}): ${describeEarlyRun(run)}`),
          );
        } finally {
          await tapBrowser.close();
        }
      }
      if (args.sections.has('settled')) {
        log(`taps on the throttled phone once the page has settled, cold and warm, × ${args.runs}`);
        const tapBrowser = await launchTapBrowser();
        try {
          result.interactions = await measureInteractions(tapBrowser, server.origin, args.runs, (action, run, index) =>
              log(`  ${action} run ${index + 1}: ${describeRun(run)}`),
            args.actions,
          );
        } finally {
          await tapBrowser.close();
        }
      }
      if (args.sections.has('tasks')) {
        log(`long tasks of a fresh visit on the throttled phone, to ${WATCH_AFTER_LOAD_MS / 1000} s after the load event, × ${args.runs}`);
        result.startTasks.push(...(await startTasksOf(server.origin, routesWithApp(routes), args.runs)));
      }
      if (args.sections.has('data')) {
        log(`filter→sort→page with the sample`);
        result.dataScale.push({
          listings: sample.length,
          lighthouse: result.lighthouse['/pronat?page=1'] ?? null,
          node: timeInNode(sampleListingsFile),
          ...(await opsInPage(browser, server.origin)),
        });
      }
      if (args.sections.has('map')) {
        log('map with the sample');
        result.mapScale.push({ dataset: sample.length, ...(await measureMapRuns(browser, server.origin, args.runs)) });
      }
    });

    if (args.sections.has('data') && !args.quick) {
      for (const count of [2_000, 10_000]) {
        const file = writeScaledListings(sampleListingsFile, count, dataDir);
        await withServer(port++, file, async (server) => {
          log(`data scale: ${count} listings`);
          const lighthouse = (await lighthouseRoutes(server.origin, [{ page: 'grid', label: `/pronat?page=1 (${count})`, path: '/pronat?page=1' }], args.runs, result.meta.notes))[`/pronat?page=1 (${count})`] ?? null;
          result.dataScale.push({ listings: count, lighthouse, node: timeInNode(file), ...(await opsInPage(browser, server.origin)) });
          if (count === 10_000 && args.sections.has('map')) {
            log('map with 10000 listings');
            result.mapScale.push({ dataset: count, ...(await measureMapRuns(browser, server.origin, args.runs)) });
          }
        });
      }
    }
    if (args.sections.has('tasks') && !args.quick) {
      for (const count of TASKS_SCALES) {
        const file = writeScaledListings(sampleListingsFile, count, dataDir);
        await withServer(port++, file, async (server) => {
          log(`long tasks of a fresh visit with ${count} listings`);
          const scaled = routes.filter((route) => route.page === 'grid' || route.page === 'map').map((route) => ({ ...route, label: `${route.label} (${count})` }));
          result.startTasks.push(...(await startTasksOf(server.origin, scaled, args.runs)));
        });
      }
    }
    if (args.sections.has('map') && !args.quick) {
      const file = writeScaledListings(sampleListingsFile, 1_000, dataDir);
      await withServer(port++, file, async (server) => {
        log('map with 1000 listings');
        result.mapScale.push({ dataset: 1_000, ...(await measureMapRuns(browser, server.origin, args.runs)) });
      });
      if (!args.sections.has('data')) {
        const big = writeScaledListings(sampleListingsFile, 10_000, dataDir);
        await withServer(port++, big, async (server) => {
          log('map with 10000 listings');
          result.mapScale.push({ dataset: 10_000, ...(await measureMapRuns(browser, server.origin, args.runs)) });
        });
      }
      result.mapScale.sort((a, b) => a.dataset - b.dataset);
    }
  } finally {
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (args.sections.has('map') && !args.quick) {
    log('the map remote\'s own benchmark');
    result.mapRemote = runMapRemoteBench(args.runs);
  }
  result.meta.load.end = os.loadavg();
  result.budgets = checkBudgets(result);
  const report = formatReport(result);
  const stamp = result.meta.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(args.outDir, `bench-${stamp}.json`), JSON.stringify(result, null, 2));
  fs.writeFileSync(path.join(args.outDir, 'latest.json'), JSON.stringify(result, null, 2));
  fs.writeFileSync(path.join(args.outDir, 'latest.txt'), `${report}\n`);
  console.log(`\n${report}\n`);
  log(`written to ${path.relative(repoRoot, path.join(args.outDir, `bench-${stamp}.json`))} (and latest.json, latest.txt)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
