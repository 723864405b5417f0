/**
 * `pnpm bench --only federation`: what Module Federation itself costs, the federated site against
 * the same site built as one ordinary bundle (`SITE_BUNDLE=one`, shared/build/oneBundle.ts).
 *
 * Both are built (the one-bundle shell into a folder of its own under the system's temp folder,
 * kept for `--skip-build`; the federated site in place), served at once by the real server (the
 * one-bundle one with SHELL_DIST), and measured in turns, the side going first alternating by
 * round: per page the script bytes a fresh load runs at start and all it fetches (the fetch ahead
 * of the next code included), its requests, the files fetched twice (one URL twice, or the same
 * bytes under two URLs), Lighthouse's LCP and TBT; and the early taps (default: at 0.5 s). It
 * prints each side's median, the ratio federated / one bundle and the issue's goals (≤ 1.10× the
 * one bundle's start JS and taps, LCP within 50 ms), and the 1-minute load average by round.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { PREFETCH_MARK } from 'shared/contracts';
import type { BenchArgs } from './args';
import { kindOf } from './attribution';
import { delayLabel } from './earlyTapFigures';
import { describeEarlyRun, measureEarlyTap } from './earlyTaps';
import { ACTIONS, ANSWER_LIMIT_MS, launchTapBrowser } from './interactions';
import { LighthouseRunner } from './lighthouse';
import { MOBILE, NETWORK } from './network';
import { addNameShim } from './pageShim';
import { CHROME_FLAGS, CHROMIUM, repoRoot } from './paths';
import { table } from './report';
import { startServer, warm, type RunningServer } from './server';
import { wireSizes } from './sizes';
import { mannWhitneyU, median, percentile } from './stats';
import { startTileHost } from './tileHost';
import type { RouteDef } from './types';

const log = (message: string) => console.log(`[federation] ${message}`);

type Side = 'one' | 'federated';
const SIDES: readonly Side[] = ['one', 'federated'];

/** The issue's goals: federated ≤ 1.10× the one bundle's start JS and taps, LCP within 50 ms. */
export const GOALS = { ratio: 1.1, lcpMs: 50 } as const;

/**
 * Where the one-bundle build is kept, per checkout: its shell's browser build (`dist`) and
 * server-render build (`dist-server`).
 */
export const ONE_BUNDLE_DIR = path.join(os.tmpdir(), `bench-one-bundle-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`);
const oneBundleDist = path.join(ONE_BUNDLE_DIR, 'dist');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  log(`$ ${Object.entries(env).map(([key, value]) => `${key}=${value} `).join('')}${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The one-bundle shell (only the shell differs), then the federated site in place, which the servers of both use for data and images. */
function buildBoth(skipBuild: boolean): void {
  const oneBuilt = fs.existsSync(path.join(oneBundleDist, 'one-bundle.json')) && fs.existsSync(path.join(ONE_BUNDLE_DIR, 'dist-server', 'render.cjs'));
  const federatedBuilt = fs.existsSync(path.join(repoRoot, 'shell/dist/mf-manifest.json'));
  if (!skipBuild || !oneBuilt) {
    run('pnpm', ['--filter', 'shell', 'build'], { SITE_BUNDLE: 'one', APP_OUTPUT_DIR: oneBundleDist });
    run('pnpm', ['exec', 'tsx', 'scripts/precompress.ts', oneBundleDist]);
  }
  if (!skipBuild || !federatedBuilt) run('pnpm', ['build']);
}

/** What one fresh load fetched: at start (before the shell's fetch ahead began) and in all, once the fetch ahead has ended. */
export interface LoadCapture {
  startJsBr: number;
  allJsBr: number;
  startRequests: number;
  allRequests: number;
  /** Same-origin scripts and stylesheets requested more than once, or the same bytes under two URLs. */
  twice: string[];
}

interface Seen {
  url: string;
  start: number;
  wallTime: number;
  end: number;
  mime: string;
  failed: boolean;
}

function body(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

const hashes = new Map<string, Promise<string>>();
const hashOf = (url: string): Promise<string> => {
  let hash = hashes.get(url);
  if (!hash) {
    hash = body(url).then((bytes) => createHash('sha256').update(bytes).digest('hex'));
    hashes.set(url, hash);
  }
  return hash;
};

const shortUrl = (url: string) => new URL(url).pathname;

/** The capture's browser: every host but loopback unresolvable (map tiles, external photos fail at once). */
const CAPTURE_FLAGS = [...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * One fresh load of `route` (a new browser context: an empty cache) on the throttled phone's
 * network (Lighthouse's mobile profile), until the
 * network has been quiet for 2 s after the shell's fetch ahead began (or 20 s without it).
 */
export async function captureLoad(browser: Browser, origin: string, route: string): Promise<LoadCapture> {
  // No request is intercepted (Playwright's routing turns the HTTP cache off, and a chunk fetched
  // ahead would be fetched again when it runs): other hosts do not resolve in this browser (CAPTURE_FLAGS).
  const context = await browser.newContext({ ...MOBILE });
  await addNameShim(context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The cache stays on (a new context is an empty one): a chunk fetched ahead and then run is fetched once, as for a visitor.
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const seen = new Map<string, Seen>();
    cdp.on('Network.requestWillBeSent', (event) => {
      seen.set(event.requestId, { url: event.request.url, start: event.timestamp, wallTime: event.wallTime, end: Number.POSITIVE_INFINITY, mime: '', failed: false });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.mime = event.response.mimeType;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = seen.get(event.requestId);
      if (request) {
        request.failed = true;
        request.end = event.timestamp;
      }
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const markAt = () => page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null, PREFETCH_MARK);
    const deadline = Date.now() + 20_000;
    while ((await markAt()) === null && Date.now() < deadline) await page.waitForTimeout(250);
    // Quiet: no request in flight, and none started, for 2 s.
    let quietSince = Date.now();
    let count = seen.size;
    const quietDeadline = Date.now() + 60_000;
    while (Date.now() < quietDeadline) {
      await page.waitForTimeout(250);
      const inFlight = [...seen.values()].some((request) => !Number.isFinite(request.end));
      if (inFlight || seen.size !== count) {
        quietSince = Date.now();
        count = seen.size;
      } else if (Date.now() - quietSince >= 2_000) break;
    }
    const markMs = await markAt();
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const all = [...seen.values()].filter((request) => !request.failed);
    const documentRequest = all[0];
    const markStart =
      markMs === null || !documentRequest ? Number.POSITIVE_INFINITY : documentRequest.start + (timeOrigin + markMs - documentRequest.wallTime * 1000) / 1000;
    const atStart = all.filter((request) => request.start < markStart);
    const jsBr = async (requests: Seen[]) => {
      let total = 0;
      for (const url of new Set(requests.filter((request) => request.url.startsWith(origin) && kindOf(request.url, request.mime) === 'js').map((request) => request.url))) {
        total += (await wireSizes(url)).br;
      }
      return total;
    };
    const code = all.filter((request) => request.url.startsWith(origin) && ['js', 'css'].includes(kindOf(request.url, request.mime)));
    const twice: string[] = [];
    const byUrl = new Map<string, number>();
    for (const request of code) byUrl.set(request.url, (byUrl.get(request.url) ?? 0) + 1);
    for (const [url, times] of byUrl) if (times > 1) twice.push(`${shortUrl(url)} ×${times}`);
    const byHash = new Map<string, string[]>();
    for (const url of byUrl.keys()) {
      const hash = await hashOf(url);
      byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
    }
    for (const urls of byHash.values()) if (urls.length > 1) twice.push(`same bytes: ${urls.map(shortUrl).join(' = ')}`);
    return { startJsBr: await jsBr(atStart), allJsBr: await jsBr(all), startRequests: atStart.length, allRequests: all.length, twice };
  } finally {
    await context.close();
  }
}

interface Metric {
  name: string;
  /** How the ratio is judged: 'ratio' ≤ GOALS.ratio, 'lcp' within GOALS.lcpMs, none. */
  goal: 'ratio' | 'lcp' | null;
  unit: 'KB' | 'ms' | '';
  one: number[];
  federated: number[];
}

const fmt = (value: number, unit: Metric['unit']) =>
  !Number.isFinite(value) ? 'n/a' : unit === 'KB' ? (value / 1024).toFixed(1) : String(Math.round(value));

export function federationRows(metrics: Metric[]): string[][] {
  return metrics.map((metric) => {
    const side = (values: number[]) => `${fmt(median(values), metric.unit)} [${fmt(percentile(values, 25), metric.unit)}–${fmt(percentile(values, 75), metric.unit)}]`;
    const one = median(metric.one);
    const federated = median(metric.federated);
    const ratio = one > 0 ? federated / one : Number.NaN;
    const test = mannWhitneyU(metric.one, metric.federated);
    const goal =
      metric.goal === 'ratio'
        ? `≤ ${GOALS.ratio}× ${Number.isFinite(ratio) && ratio <= GOALS.ratio ? 'met' : 'NOT MET'}`
        : metric.goal === 'lcp'
          ? `≤ +${GOALS.lcpMs} ms ${federated - one <= GOALS.lcpMs ? 'met' : 'NOT MET'}`
          : '';
    return [
      `${metric.name}${metric.unit ? ` (${metric.unit === 'KB' ? 'KB br' : metric.unit})` : ''}`,
      side(metric.one),
      side(metric.federated),
      Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a',
      `${federated - one >= 0 ? '+' : ''}${fmt(federated - one, metric.unit)}`,
      Number.isFinite(test.p) ? test.p.toFixed(test.p < 0.001 ? 4 : 3) : 'n/a',
      goal,
    ];
  });
}

export async function runFederation(args: BenchArgs, routes: RouteDef[], delays: readonly number[]): Promise<void> {
  fs.mkdirSync(args.outDir, { recursive: true });
  const loadStart = os.loadavg();
  buildBoth(args.skipBuild);
  const metrics = new Map<string, Metric>();
  const record = (name: string, side: Side, value: number, goal: Metric['goal'], unit: Metric['unit']) => {
    let metric = metrics.get(name);
    if (!metric) {
      metric = { name, goal, unit, one: [], federated: [] };
      metrics.set(name, metric);
    }
    metric[side].push(value);
  };
  const twice = new Map<string, Set<string>>();
  const loadByRound: number[] = [];
  const servers: Partial<Record<Side, RunningServer>> = {};
  const tiles = await startTileHost();
  const lighthouse = new LighthouseRunner(tiles.host ? { extraFlags: tiles.host.chromeFlags, blockExternal: false } : {});
  const tapBrowser = await launchTapBrowser();
  const loadBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CAPTURE_FLAGS });
  try {
    servers.federated = await startServer(args.port);
    servers.one = await startServer(args.port + 1, undefined, { SHELL_DIST: oneBundleDist });
    for (const side of SIDES) await warm(servers[side]!.origin, ['/', '/pronat?page=1']);
    for (let round = 0; round < args.runs; round++) {
      const order: Side[] = round % 2 === 0 ? ['one', 'federated'] : ['federated', 'one'];
      const load = os.loadavg()[0] ?? Number.NaN;
      loadByRound.push(load);
      log(`round ${round + 1} of ${args.runs} (${order.join(', ')}); load average ${load.toFixed(1)}`);
      for (const route of routes) {
        for (const side of order) {
          const origin = servers[side]!.origin;
          const capture = await captureLoad(loadBrowser, origin, route.path);
          record(`${route.label} start JS`, side, capture.startJsBr, 'ratio', 'KB');
          record(`${route.label} all JS`, side, capture.allJsBr, 'ratio', 'KB');
          record(`${route.label} requests at start`, side, capture.startRequests, null, '');
          record(`${route.label} requests in all`, side, capture.allRequests, null, '');
          const key = `${side} ${route.label}`;
          twice.set(key, new Set([...(twice.get(key) ?? []), ...capture.twice]));
          const { run: lh } = await lighthouse.runOnce(`${origin}${route.path}`);
          record(`${route.label} LCP`, side, lh.lcpMs, 'lcp', 'ms');
          record(`${route.label} TBT`, side, lh.tbtMs, null, 'ms');
          log(
            `  ${side} ${route.label}: start JS ${(capture.startJsBr / 1024).toFixed(1)} KB, all ${(capture.allJsBr / 1024).toFixed(1)} KB, ` +
              `requests ${capture.startRequests}/${capture.allRequests}, twice ${capture.twice.length}; LCP ${Math.round(lh.lcpMs)}, TBT ${Math.round(lh.tbtMs)} (load ${os.loadavg()[0]?.toFixed(1)})`,
          );
        }
      }
      for (const action of ACTIONS.filter((each) => args.actions.has(each.name))) {
        for (const delayMs of delays) {
          for (const side of order) {
            const visit = await measureEarlyTap(tapBrowser, servers[side]!.origin, action.name, delayMs);
            for (const [tap, tapRun] of visit) {
              record(`${tap} at ${delayLabel(delayMs)} content`, side, tapRun.lost ? ANSWER_LIMIT_MS : tapRun.contentMs, 'ratio', 'ms');
              record(`${tap} at ${delayLabel(delayMs)} feedback`, side, tapRun.lost && !Number.isFinite(tapRun.feedbackMs) ? ANSWER_LIMIT_MS : tapRun.feedbackMs, null, 'ms');
              log(`  ${side} ${tap} at ${delayLabel(delayMs)} (load ${os.loadavg()[0]?.toFixed(1)}): ${describeEarlyRun(tapRun)}`);
            }
          }
        }
      }
    }
  } finally {
    await loadBrowser.close();
    await tapBrowser.close();
    await lighthouse.close();
    if (tiles.host) await tiles.host.stop();
    for (const server of Object.values(servers)) await server?.stop();
  }

  const loadEnd = os.loadavg();
  const loads = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  const out: string[] = [];
  out.push(`pnpm bench --only federation — ${new Date().toISOString()}, ${args.runs} rounds, interleaved (the side going first alternating)`);
  out.push(`one bundle: SITE_BUNDLE=one build of this tree (${oneBundleDist}); federated: this tree's pnpm build`);
  out.push(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average (1/5/15 min) ${loads(loadStart)} at the start, ${loads(loadEnd)} at the end; 1-min load by round ${loads(loadByRound)}`,
  );
  out.push('');
  out.push('median [25th–75th percentile] of each side; ratio = federated ÷ one bundle (medians); Δ = federated − one bundle; p: two-sided Mann-Whitney U');
  out.push('start JS: scripts fetched before the shell\'s fetch ahead began (brotli); all JS: with the fetch ahead; LCP and TBT: Lighthouse mobile; taps: a fresh visit tapped once at the delay after the load event (a lost tap counts as 30 s)');
  out.push(table(['metric', 'one bundle', 'federated', 'ratio', 'Δ', 'p', 'goal'], federationRows([...metrics.values()])));
  out.push('', 'files fetched twice (same URL twice, or the same bytes under two URLs), any round:');
  for (const [key, files] of twice) out.push(`  ${key}: ${files.size === 0 ? 'none' : [...files].join('; ')}`);
  if (!tiles.host) out.push(`  note: no local tile host (${tiles.reason}); map tiles were blocked`);
  const report = out.join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(args.outDir, `federation-${stamp}.txt`), `${report}\n`);
  fs.writeFileSync(
    path.join(args.outDir, `federation-${stamp}.json`),
    JSON.stringify({ runs: args.runs, load: { start: loadStart, end: loadEnd, byRound: loadByRound }, metrics: [...metrics.values()], twice: Object.fromEntries([...twice].map(([key, files]) => [key, [...files]])) }, null, 2),
  );
  console.log(`\n${report}\n`);
  log(`written to ${path.relative(repoRoot, path.join(args.outDir, `federation-${stamp}.txt`))} (and .json)`);
}
