/**
 * `pnpm --filter mfe-map bench`: renders the map with 1,000 and 10,000 synthetic listings in
 * Chromium and prints how long the first clusters take and what one hover update costs.
 * The first clusters are timed twice: as the page loads (the data often arrives while the map
 * is still creating itself and its tiles, so that work falls in the window too), and with the
 * data held back until the map is up, which times the clustering alone.
 * A measurement, not a test: it prints figures and never fails on them.
 * Options: --no-build (reuse bench/dist), --runs=N (default 3).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticListings } from './listings';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const SIZES = [1_000, 10_000];
/** Listings hovered per run, each five times. */
const HOVERS = 100;

// Playwright is the e2e package's; the map package does not depend on it, so the few
// methods used here are typed by hand.
interface BenchRoute {
  fulfill(response: { status: number; contentType: string; body: Buffer }): Promise<void>;
}
interface BenchPage {
  route(url: RegExp, handler: (route: BenchRoute) => unknown): Promise<void>;
  goto(url: string): Promise<unknown>;
  waitForFunction(predicate: () => boolean, arg: undefined, options: { timeout: number }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  evaluate<R, A>(callback: (arg: A) => Promise<R>, arg: A): Promise<R>;
  close(): Promise<void>;
}
interface BenchBrowser {
  newPage(options: { viewport: { width: number; height: number } }): Promise<BenchPage>;
  version(): string;
  close(): Promise<void>;
}
const requireFromE2e = createRequire(path.join(here, '../../e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test') as {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<BenchBrowser> };
};

if (!args.includes('--no-build')) {
  const build = spawnSync('pnpm', ['exec', 'rspack', 'build', '-c', 'bench/rspack.config.ts'], {
    cwd: path.join(here, '..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.json': 'application/json',
};
let listingsJson = '';
/** Settles when the listings may be sent: at once, or once the map is up (see measureClustering). */
let dataGate: Promise<void> = Promise.resolve();

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/assets/data/listings.json') {
    const body = listingsJson;
    void dataGate.then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
    return;
  }
  const file = path.join(dist, path.normalize(pathname === '/' ? 'index.html' : pathname.slice(1)));
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Sample {
  dataToClusters: number;
  /** The same, with the data held back until the map and its tiles were up. */
  clusteringAlone: number;
  clusteringAloneLongTasks: number;
  clusteringAloneLongestTask: number;
  startToClusters: number;
  longTasks: number;
  longestTask: number;
  hoverMedian: number;
  hoverMax: number;
  hoverRawP95: number;
  newPathsDuringHover: number;
  noiseP95: number;
  noiseMax: number;
}

/** Opens the map page with `size` listings and waits for its first clusters. */
async function openMap(browser: BenchBrowser, size: number, holdDataUntilMapIsUp: boolean): Promise<BenchPage> {
  listingsJson = JSON.stringify(syntheticListings(size));
  let releaseData = () => {};
  dataGate = holdDataUntilMapIsUp ? new Promise<void>((resolve) => (releaseData = resolve)) : Promise.resolve();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Tiles are answered locally: the benchmark measures the map, not the network.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await page.goto(origin);
  if (holdDataUntilMapIsUp) {
    // The map is up once its tiles and the Kosovo shade are drawn; then a quiet moment.
    await page.waitForFunction(
      () => Boolean(document.querySelector('.leaflet-tile-loaded') && document.querySelector('.leaflet-map-pane svg path')),
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(300);
    releaseData();
  }
  await page.waitForFunction(() => {
    const bench = (window as unknown as { __bench?: { state: { clustersAt?: number } } }).__bench;
    return bench?.state.clustersAt !== undefined;
  }, undefined, { timeout: 120_000 });
  return page;
}

/** What the benchmark page recorded (bootstrap.tsx), in the page's clock. */
interface PageState {
  start: number;
  dataAt: number;
  clustersAt: number;
  longTasks: Array<{ start: number; duration: number }>;
}

function pageState(page: BenchPage): Promise<PageState> {
  return page.evaluate(async () => {
    // A long task that ends the window is only reported once it is over.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __bench: { state: PageState } }).__bench.state;
  }, undefined);
}

/** From the data's arrival until the clusters show: its length and the map's long tasks in it. */
function clusteringWindow(state: PageState) {
  const tasks = state.longTasks
    .filter((task) => task.start >= state.dataAt && task.start <= state.clustersAt)
    .map((task) => task.duration);
  return { ms: state.clustersAt - state.dataAt, longTasks: tasks.length, longestTask: Math.max(0, ...tasks) };
}

/** First clusters with the data held back until the map is up: the clustering alone. */
async function measureClustering(browser: BenchBrowser, size: number) {
  const page = await openMap(browser, size, true);
  const result = clusteringWindow(await pageState(page));
  await page.close();
  return result;
}

async function measure(browser: BenchBrowser, size: number): Promise<Sample> {
  const alone = await measureClustering(browser, size);
  const page = await openMap(browser, size, false);
  const state = await pageState(page);
  const loaded = clusteringWindow(state);
  // Let the last chunks and animations settle before hovering.
  await page.waitForTimeout(500);

  const result = await page.evaluate(async (hovers: number) => {
    const bench = (window as unknown as { __bench: { hover: (id: string | null) => number } }).__bench;
    // tsx names arrow functions with a helper the page does not have: no named closures in here.
    const total = Number(document.querySelector('section[data-marker-count]')?.getAttribute('data-marker-count'));
    const ids: string[] = [];
    for (let index = 0; index < hovers; index += 1) ids.push(String(100000 + ((index * 7919) % total)));

    const seen = new WeakSet<Node>(Array.from(document.querySelectorAll('path')));
    let newPaths = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node.nodeName === 'path' && !seen.has(node)) {
            seen.add(node);
            newPaths += 1;
          }
        }
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });

    // The noise floor: the same measurement around nothing, on the same busy or quiet machine.
    const empty: number[] = [];
    for (let index = 0; index <= hovers; index += 1) {
      const before = performance.now();
      empty.push(performance.now() - before);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    empty.sort((a, b) => a - b);

    // Each listing is hovered (and left) REPEATS times; its cost is the best of those, which
    // takes out the moments the operating system gave the CPU to something else.
    const raw: number[] = [];
    const best: number[] = [];
    for (const id of ids) {
      let fastest = Infinity;
      for (let repeat = 0; repeat < 5; repeat += 1) {
        const cost = bench.hover(id);
        raw.push(cost);
        fastest = Math.min(fastest, cost);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        raw.push(bench.hover(null));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      best.push(fastest);
    }
    observer.disconnect();
    raw.sort((a, b) => a - b);
    best.sort((a, b) => a - b);
    return {
      hoverMedian: best[Math.floor(best.length / 2)] ?? 0,
      hoverMax: best[best.length - 1] ?? 0,
      hoverRawP95: raw[Math.floor(raw.length * 0.95)] ?? 0,
      noiseP95: empty[Math.floor(empty.length * 0.95)] ?? 0,
      noiseMax: empty[empty.length - 1] ?? 0,
      newPathsDuringHover: newPaths,
    };
  }, HOVERS);
  await page.close();
  return {
    ...result,
    dataToClusters: loaded.ms,
    startToClusters: state.clustersAt - state.start,
    longTasks: loaded.longTasks,
    longestTask: loaded.longestTask,
    clusteringAlone: alone.ms,
    clusteringAloneLongTasks: alone.longTasks,
    clusteringAloneLongestTask: alone.longestTask,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log(
    `mfe-map benchmark: Chromium ${browser.version()}, ${runs} run(s) per size, ${HOVERS} listings hovered 5 times each (median of runs)\n`,
  );
  const rows: string[][] = [
    [
      'listings',
      'data → first clusters',
      'page start → first clusters',
      'long tasks meanwhile (longest)',
      'clustering alone: data → first clusters, map up first (long tasks, longest)',
      'hover update median / max (best of 5)',
      'hover raw p95',
      'paths created by hovers',
      'empty measurement p95 / max',
    ],
  ];
  for (const size of SIZES) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, size));
    const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    rows.push([
      size.toLocaleString('en-US'),
      ms(pick('dataToClusters')),
      ms(pick('startToClusters')),
      `${pick('longTasks')} (${ms(pick('longestTask'))})`,
      `${ms(pick('clusteringAlone'))} (${pick('clusteringAloneLongTasks')}, ${ms(pick('clusteringAloneLongestTask'))})`,
      `${ms(pick('hoverMedian'))} / ${ms(pick('hoverMax'))}`,
      ms(pick('hoverRawP95')),
      String(Math.max(...samples.map((sample) => sample.newPathsDuringHover))),
      `${ms(pick('noiseP95'))} / ${ms(pick('noiseMax'))}`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(`\nmachine load ${load.join(' ')} (1/5/15 min): the figures grow with it`);
} finally {
  await browser.close();
  server.close();
}
