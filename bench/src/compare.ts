/**
 * `pnpm bench --compare <rev>`: this work tree against another revision, measured in turns.
 *
 * The revision is checked out in a temporary git worktree (`/tmp/bench-compare-<commit>`, kept
 * for the next compare against it), installed and built there; this tree is built in place. Both
 * sites are served at once by their own servers, and every measurement is taken on both back to
 * back, the side going first alternating by round (base, head · head, base · …), so a busy spell
 * of the machine falls on both. The instrument is this tree's bench for both sides.
 *
 * Per metric it prints each side's median and spread (the middle half of its runs) and whether
 * the difference is beyond the noise: a two-sided Mann-Whitney U test (ranks only, so one run
 * slowed by the machine cannot move a side; exact p without ties), beyond the noise when p < 0.05.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchArgs } from './args';
import { BUDGETS, LISTING_PAGE_LABEL, SEO_PAGE_LABEL } from './budgets';
import { ACTIONS, ANSWER_LIMIT_MS, describeRun, launchTapBrowser, measureAction, type ActionName } from './interactions';
import { describeEarlyRun, earlyTapNames, measureEarlyTap } from './earlyTaps';
import { delayLabel, earlyGoals, goalCell, type EarlyTapName } from './earlyTapFigures';
import { LighthouseRunner } from './lighthouse';
import { repoRoot } from './paths';
import { ms, table } from './report';
import { startServer, warm, type RunningServer } from './server';
import { mannWhitneyU, median, percentile } from './stats';
import { startTileHost } from './tileHost';
import { measureStartTasks, routesWithApp } from './startTasks';
import { describeStartTasks, TASK_GOAL_MS, WATCH_AFTER_LOAD_MS } from './startTaskFigures';
import type { RouteDef } from './types';

const log = (message: string) => console.log(`[compare] ${message}`);
/** Below this two-sided p the difference is called beyond the noise. */
export const NOISE_P = 0.05;

type Side = 'base' | 'head';

interface Tree {
  side: Side;
  root: string;
  label: string;
}

/** A metric's runs on both sides; `higherIsBetter` for scores. */
interface Metric {
  name: string;
  higherIsBetter: boolean;
  digits: number;
  base: number[];
  head: number[];
}

function git(args: string[], cwd = repoRoot): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function run(command: string, args: string[], cwd: string): void {
  log(`${path.relative(repoRoot, cwd) || '.'}$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

const built = (root: string) => ['shell', 'mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact'].every((app) => fs.existsSync(path.join(root, app, 'dist', 'mf-manifest.json')));

/** The revision in its own worktree under the system's temp folder, installed and built. */
function prepareBase(rev: string, skipBuild: boolean): Tree {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  } catch {
    throw new Error(`--compare: "${rev}" is not a revision of this repository`);
  }
  const root = path.join(os.tmpdir(), `bench-compare-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, '.git'))) {
    fs.rmSync(root, { recursive: true, force: true });
    git(['worktree', 'prune']);
    run('git', ['worktree', 'add', '--detach', root, commit], repoRoot);
  }
  if (!fs.existsSync(path.join(root, 'node_modules'))) run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], root);
  if (!skipBuild || !built(root)) run('pnpm', ['build'], root);
  return { side: 'base', root, label: `${rev} (${commit.slice(0, 9)})` };
}

function prepareHead(skipBuild: boolean): Tree {
  if (!skipBuild || !built(repoRoot)) run('pnpm', ['build'], repoRoot);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return { side: 'head', root: repoRoot, label: `this tree (${git(['rev-parse', '--short=9', 'HEAD'])}${dirty ? ' + uncommitted changes' : ''})` };
}

/** `map at 0.5 s content`: an early tap's metric in the compare. */
const earlyMetricName = (action: EarlyTapName, delayMs: number, what: string) => `${action} at ${delayLabel(delayMs)} ${what}`;

const quantiles = (values: number[]) => ({ median: median(values), low: percentile(values, 25), high: percentile(values, 75) });

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? (digits === 0 ? ms(value) : value.toFixed(digits)) : 'n/a';
}

/** One row per metric: medians with the middle half of the runs, the change, p and the verdict. */
export function compareRows(metrics: Metric[]): string[][] {
  return metrics.map((metric) => {
    const base = quantiles(metric.base);
    const head = quantiles(metric.head);
    const delta = head.median - base.median;
    const test = mannWhitneyU(metric.base, metric.head);
    const better = metric.higherIsBetter ? delta > 0 : delta < 0;
    const verdict = !Number.isFinite(test.p) ? 'n/a' : test.p < NOISE_P ? (better ? 'better' : 'worse') : 'within noise';
    const side = (q: typeof base) => `${fmt(q.median, metric.digits)} [${fmt(q.low, metric.digits)}–${fmt(q.high, metric.digits)}]`;
    const percent = base.median !== 0 && Number.isFinite(delta) ? ` (${delta >= 0 ? '+' : ''}${Math.round((delta / base.median) * 100)}%)` : '';
    return [
      metric.name,
      side(base),
      side(head),
      `${delta >= 0 ? '+' : ''}${fmt(delta, metric.digits)}${percent}`,
      Number.isFinite(test.p) ? test.p.toFixed(test.p < 0.001 ? 4 : 3) : 'n/a',
      verdict,
    ];
  });
}

function budgetLines(metrics: Map<string, Metric>, routes: RouteDef[]): string[][] {
  const rows: string[][] = [];
  for (const route of routes) {
    const get = (what: string, side: Side) => median(metrics.get(`${route.label} ${what}`)?.[side] ?? []);
    const checks: [string, (side: Side) => boolean, (side: Side) => string][] = [
      [`score ≥ ${BUDGETS.score}`, (side) => get('score', side) >= BUDGETS.score, (side) => fmt(get('score', side), 0)],
      ['LCP ≤ 2.0 s', (side) => get('LCP', side) <= BUDGETS.lcpMs, (side) => `${fmt(get('LCP', side), 0)} ms`],
      ['TBT ≤ 100 ms', (side) => get('TBT', side) <= BUDGETS.tbtMs, (side) => `${fmt(get('TBT', side), 0)} ms`],
      ['CLS ≤ 0.02', (side) => get('CLS', side) <= BUDGETS.cls, (side) => fmt(get('CLS', side), 3)],
    ];
    for (const [budget, met, value] of checks) {
      rows.push([`${route.label}: ${budget}`, `${value('base')} ${met('base') ? 'met' : 'NOT MET'}`, `${value('head')} ${met('head') ? 'met' : 'NOT MET'}`]);
    }
  }
  return rows;
}

export async function runCompare(args: BenchArgs & { compare: string }, routes: RouteDef[]): Promise<void> {
  fs.mkdirSync(args.outDir, { recursive: true });
  const loadStart = os.loadavg();
  const base = prepareBase(args.compare, args.skipBuild);
  const head = prepareHead(args.skipBuild);
  const metrics = new Map<string, Metric>();
  const record = (name: string, side: Side, value: number, options: { higherIsBetter?: boolean; digits?: number } = {}) => {
    let metric = metrics.get(name);
    if (!metric) {
      metric = { name, higherIsBetter: options.higherIsBetter ?? false, digits: options.digits ?? 0, base: [], head: [] };
      metrics.set(name, metric);
    }
    metric[side].push(value);
  };

  const servers: Partial<Record<Side, RunningServer>> = {};
  const tiles = args.sections.has('lighthouse') ? await startTileHost() : null;
  const lighthouse = new LighthouseRunner(tiles?.host ? { extraFlags: tiles.host.chromeFlags, blockExternal: false } : {});
  const browser = await launchTapBrowser();
  const loadDuring: number[] = [];
  try {
    for (const [index, tree] of [base, head].entries()) {
      servers[tree.side] = await startServer(args.port + index, undefined, {}, tree.root);
      await warm(servers[tree.side]!.origin, ['/', '/pronat?page=1']);
    }
    for (let round = 0; round < args.runs; round++) {
      const order: Tree[] = round % 2 === 0 ? [base, head] : [head, base];
      log(`round ${round + 1} of ${args.runs} (${order.map((tree) => tree.side).join(', ')}); load average ${os.loadavg()[0]?.toFixed(1)}`);
      loadDuring.push(os.loadavg()[0] ?? Number.NaN);
      if (args.sections.has('lighthouse')) {
        for (const route of routes) {
          for (const tree of order) {
            const { run } = await lighthouse.runOnce(`${servers[tree.side]!.origin}${route.path}`);
            record(`${route.label} score`, tree.side, run.score, { higherIsBetter: true });
            record(`${route.label} LCP`, tree.side, run.lcpMs);
            record(`${route.label} TBT`, tree.side, run.tbtMs);
            record(`${route.label} CLS`, tree.side, run.cls, { digits: 3 });
            log(`  ${tree.side} ${route.label}: score ${run.score}, LCP ${Math.round(run.lcpMs)}, TBT ${Math.round(run.tbtMs)}, CLS ${run.cls.toFixed(3)}`);
          }
        }
      }
      if (args.sections.has('interactions')) {
        for (const action of ACTIONS.filter((each) => args.actions.has(each.name))) {
          for (const delayMs of args.delays) {
            for (const tree of order) {
              const visit = await measureEarlyTap(browser, servers[tree.side]!.origin, action.name, delayMs);
              for (const [tap, run] of visit) {
                const name = (what: string) => earlyMetricName(tap, delayMs, what);
                // A lost tap ranks as the slowest: its content took at least the bench's limit.
                record(name('content'), tree.side, run.lost ? ANSWER_LIMIT_MS : run.contentMs);
                record(name('feedback'), tree.side, run.lost && !Number.isFinite(run.feedbackMs) ? ANSWER_LIMIT_MS : run.feedbackMs);
                record(name('next paint'), tree.side, run.nextPaintMs);
                log(`  ${tree.side} ${tap} at ${delayLabel(delayMs)} (load average ${os.loadavg()[0]?.toFixed(1)}): ${describeEarlyRun(run)}`);
              }
            }
          }
        }
      }
      if (args.sections.has('tasks')) {
        for (const route of routesWithApp(routes)) {
          for (const tree of order) {
            const run = await measureStartTasks(browser, servers[tree.side]!.origin, route);
            record(`${route.label} longest task`, tree.side, run.longestMs);
            record(`${route.label} blocking time`, tree.side, run.blockingMs);
            record(`${route.label} task before paint`, tree.side, run.beforePaintMs);
            record(`${route.label} busy after load`, tree.side, run.busyAfterLoadMs);
            log(`  ${tree.side} ${route.label} (load average ${os.loadavg()[0]?.toFixed(1)}): ${describeStartTasks(run)}`);
          }
        }
      }
      if (args.sections.has('settled')) {
        for (const action of ACTIONS.filter((each) => args.actions.has(each.name))) {
          for (const tree of order) {
            const result = await measureAction(browser, servers[tree.side]!.origin, action);
            const name = (what: string) => `${action.name as ActionName} ${what}`;
            record(name('cold'), tree.side, result.cold.contentMs);
            record(name('warm'), tree.side, result.warm.contentMs);
            record(name('cold feedback'), tree.side, result.cold.feedbackMs);
            record(name('warm feedback'), tree.side, result.warm.feedbackMs);
            log(`  ${tree.side} ${action.name}: ${describeRun(result)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await lighthouse.close();
    await tiles?.host?.stop();
    for (const server of Object.values(servers)) await server?.stop();
  }

  const loadEnd = os.loadavg();
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  const out: string[] = [];
  out.push(`pnpm bench --compare — ${new Date().toISOString()}, ${args.runs} runs a side, interleaved`);
  out.push(`base: ${base.label}  (${base.root})`);
  out.push(`head: ${head.label}`);
  out.push(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average (1/5/15 min) ${load(loadStart)} at the start, ${load(loadEnd)} at the end; 1-min load by round ${loadDuring.map((value) => value.toFixed(1)).join(' ')}`,
  );
  out.push('');
  out.push(`median [25th–75th percentile] of each side; Δ = head − base medians; p: two-sided Mann-Whitney U (exact without ties); beyond the noise when p < ${NOISE_P}`);
  out.push(table(['metric', 'base', 'head', 'Δ', 'p', 'verdict'], compareRows([...metrics.values()])));
  if (args.sections.has('interactions')) {
    out.push('', '  early taps (ms) on the throttled phone: a fresh visit tapped once at the delay after the load event; feedback = the tapped feature\'s first frame, content = its content; a lost tap counts as 30 s');
    const side = (name: string, which: Side) => median(metrics.get(name)?.[which] ?? []);
    out.push(
      table(
        ['goal', 'base', 'head'],
        ACTIONS.filter((action) => args.actions.has(action.name)).flatMap((action) =>
          earlyTapNames(action.name).flatMap((tap) =>
            args.delays.flatMap((delayMs) => {
              const goals = (which: Side) =>
                earlyGoals(delayMs, {
                  feedbackMs: side(earlyMetricName(tap, delayMs, 'feedback'), which),
                  contentMs: side(earlyMetricName(tap, delayMs, 'content'), which),
                });
              const rows = [[`${tap} at ${delayLabel(delayMs)}: ${goals('base').feedback.goal}`, goalCell(goals('base').feedback), goalCell(goals('head').feedback)]];
              if (goals('base').content.applies) rows.push([`${tap} at ${delayLabel(delayMs)}: ${goals('base').content.goal}`, goalCell(goals('base').content), goalCell(goals('head').content)]);
              return rows;
            }),
          ),
        ),
      ),
    );
  }
  if (args.sections.has('settled')) {
    out.push('', '  settled taps (ms) on the throttled phone: cold = first tap after a fresh load, warm = the same action again; feedback = the overlay\'s first frame');
    const ratio = (action: ActionName, side: Side) => median(metrics.get(`${action} cold`)?.[side] ?? []) / median(metrics.get(`${action} warm`)?.[side] ?? []);
    out.push(
      table(
        ['goal (issue 28)', 'base', 'head'],
        ACTIONS.filter((action) => args.actions.has(action.name)).flatMap((action) => [
          [`${action.name}: cold ≤ 1.5 × warm`, `${fmt(ratio(action.name, 'base'), 2)}×`, `${fmt(ratio(action.name, 'head'), 2)}×`],
          [
            `${action.name}: cold feedback ≤ 100 ms`,
            `${fmt(median(metrics.get(`${action.name} cold feedback`)?.base ?? []), 0)} ms`,
            `${fmt(median(metrics.get(`${action.name} cold feedback`)?.head ?? []), 0)} ms`,
          ],
        ]),
      ),
    );
  }
  if (args.sections.has('tasks')) {
    out.push('', `  long tasks of a fresh visit on the throttled phone, from the first contentful paint to ${WATCH_AFTER_LOAD_MS / 1000} s after the load event; blocking = time over 50 ms; before paint = the longest task before the first paint`);
    const longest = (label: string, which: Side) => median(metrics.get(`${label} longest task`)?.[which] ?? []);
    const cell = (label: string, which: Side) => `${fmt(longest(label, which), 0)} ms ${longest(label, which) <= TASK_GOAL_MS ? 'met' : 'NOT MET'}`;
    out.push(
      table(
        ['goal', 'base', 'head'],
        routesWithApp(routes).map((route) => [`${route.label}: longest task ≤ ${TASK_GOAL_MS} ms`, cell(route.label, 'base'), cell(route.label, 'head')]),
      ),
    );
  }
  if (args.sections.has('lighthouse')) {
    out.push('', 'Lighthouse budgets on the medians (bench/src/budgets.ts)');
    out.push(table(['budget', 'base', 'head'], budgetLines(metrics, routes)));
    const lcp = (label: string, side: Side) => median(metrics.get(`${label} LCP`)?.[side] ?? []);
    if (metrics.has(`${LISTING_PAGE_LABEL} LCP`) && metrics.has(`${SEO_PAGE_LABEL} LCP`)) {
      const ratio = (side: Side) => lcp(LISTING_PAGE_LABEL, side) / lcp(SEO_PAGE_LABEL, side);
      const cell = (side: Side) => `${fmt(ratio(side), 2)}× ${ratio(side) <= BUDGETS.listingOverSeoLcp ? 'met' : 'NOT MET'}`;
      out.push(table(['budget', 'base', 'head'], [[`listing page LCP ≤ ${BUDGETS.listingOverSeoLcp} × its SEO page's (medians, same run)`, cell('base'), cell('head')]]));
    }
    if (!tiles?.host) out.push(`  note: no local tile host (${tiles?.reason ?? 'not started'}); map tiles were blocked`);
  }
  const report = out.join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(args.outDir, `compare-${stamp}.txt`), `${report}\n`);
  fs.writeFileSync(
    path.join(args.outDir, `compare-${stamp}.json`),
    JSON.stringify({ base: base.label, head: head.label, runs: args.runs, load: { start: loadStart, end: loadEnd, byRound: loadDuring }, metrics: [...metrics.values()] }, null, 2),
  );
  console.log(`\n${report}\n`);
  log(`written to ${path.relative(repoRoot, path.join(args.outDir, `compare-${stamp}.txt`))} (and .json)`);
}
