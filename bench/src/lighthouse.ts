/** Lighthouse 12 (mobile, simulated throttling) as a Node module, in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from './paths';
import { median } from './stats';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The LCP element as Lighthouse describes it. */
  lcpElement: string;
  /** LCP split into its phases (ms): time to first byte, load delay, load time, render delay. */
  lcpPhases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  /** Lighthouse's own critical request chain length (scripts and styles it deems critical). */
  criticalChainLength: number;
  requests: number;
  totalBytes: number;
  /** Lighthouse's estimate of this machine's speed (a mid-range phone scores ~1000 after its 4x slowdown is applied). */
  benchmarkIndex: number;
  /** The elements that shifted, by layout shift score (summed per element), biggest first. */
  layoutShifts: { element: string; score: number }[];
  /** Opportunities and diagnostics that cost time, biggest first. */
  opportunities: { id: string; title: string; savingsMs: number; savingsBytes: number }[];
  warnings: string[];
}

export type LighthouseSummary = Omit<LighthouseRun, 'warnings'> & { runs: LighthouseRun[] };

/**
 * Without a local tile host (tileHost.ts) every request to another host (map tiles) is blocked:
 * nothing here reaches the internet.
 */
const BLOCK_EXTERNAL = ['https://*'];

export interface LighthouseRunnerOptions {
  /** Chromium flags on top of CHROME_FLAGS (the tile host's host-resolver rules). */
  extraFlags?: string[];
  /** Block every https request (default true). */
  blockExternal?: boolean;
}

const numeric = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function describeLcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const snippet = (node?.snippet ?? '').replace(/\s+/g, ' ');
  const label = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return [snippet.slice(0, 90), label && `“${label}”`].filter(Boolean).join(' ');
}

function lcpPhases(lhr: LighthouseResult): LighthouseRun['lcpPhases'] {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { phase?: string; timing?: number }[] }[] }
    | undefined;
  const phases = new Map((details?.items?.[1]?.items ?? []).map((item) => [item.phase ?? '', item.timing ?? Number.NaN]));
  const phase = (name: string) => phases.get(name) ?? Number.NaN;
  return { ttfb: phase('TTFB'), loadDelay: phase('Load Delay'), loadTime: phase('Load Time'), renderDelay: phase('Render Delay') };
}

function layoutShifts(lhr: LighthouseResult): LighthouseRun['layoutShifts'] {
  const details = lhr.audits['layout-shifts']?.details as
    | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
    | undefined;
  const byElement = new Map<string, number>();
  for (const item of details?.items ?? []) {
    const selector = item.node?.selector?.split(' > ').at(-1) ?? item.node?.snippet ?? '?';
    byElement.set(selector, (byElement.get(selector) ?? 0) + (item.score ?? 0));
  }
  return [...byElement].map(([element, score]) => ({ element, score })).sort((a, b) => b.score - a.score).slice(0, 4);
}

/** Audits that only restate a metric, not a way to improve it. */
const NOT_OPPORTUNITIES = new Set(['largest-contentful-paint-element', 'lcp-lazy-loaded', 'layout-shifts', 'long-tasks', 'mainthread-work-breakdown', 'bootup-time']);

function opportunities(lhr: LighthouseResult): LighthouseRun['opportunities'] {
  return Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      return {
        id: audit.id,
        title: audit.title,
        savingsMs: details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0,
        savingsBytes: details?.overallSavingsBytes ?? 0,
        score: audit.score,
      };
    })
    .filter((audit) => !NOT_OPPORTUNITIES.has(audit.id) && audit.score !== null && audit.score < 0.9 && (audit.savingsMs > 0 || audit.savingsBytes > 0))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 6)
    .map(({ id, title, savingsMs, savingsBytes }) => ({ id, title, savingsMs, savingsBytes }));
}

export function toRun(lhr: LighthouseResult): LighthouseRun {
  const chain = lhr.audits['critical-request-chains']?.details as { longestChain?: { length?: number } } | undefined;
  const diagnostics = lhr.audits.diagnostics?.details as { items?: { numRequests?: number; totalByteWeight?: number }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    lcpElement: describeLcpElement(lhr),
    lcpPhases: lcpPhases(lhr),
    layoutShifts: layoutShifts(lhr),
    criticalChainLength: chain?.longestChain?.length ?? Number.NaN,
    requests: diagnostics?.items?.[0]?.numRequests ?? Number.NaN,
    totalBytes: diagnostics?.items?.[0]?.totalByteWeight ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    opportunities: opportunities(lhr),
    warnings: lhr.runWarnings,
  };
}

/** Per-figure medians of the runs; the LCP element and opportunities of the run with the median score. */
export function summarize(runs: LighthouseRun[]): LighthouseSummary {
  const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key] as number));
  const score = pick('score');
  const middle = [...runs].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0];
  return {
    score,
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    criticalChainLength: pick('criticalChainLength'),
    requests: pick('requests'),
    totalBytes: pick('totalBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: middle?.lcpElement ?? '',
    lcpPhases: {
      ttfb: median(runs.map((run) => run.lcpPhases.ttfb)),
      loadDelay: median(runs.map((run) => run.lcpPhases.loadDelay)),
      loadTime: median(runs.map((run) => run.lcpPhases.loadTime)),
      renderDelay: median(runs.map((run) => run.lcpPhases.renderDelay)),
    },
    layoutShifts: middle?.layoutShifts ?? [],
    opportunities: middle?.opportunities ?? [],
    runs,
  };
}

export class LighthouseRunner {
  private chrome: chromeLauncher.LaunchedChrome | undefined;

  constructor(private readonly options: LighthouseRunnerOptions = {}) {}

  private async port(): Promise<number> {
    this.chrome ??= await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROME_FLAGS, ...(this.options.extraFlags ?? [])],
      logLevel: 'silent',
    });
    return this.chrome.port;
  }

  async close(): Promise<void> {
    const chrome = this.chrome;
    this.chrome = undefined;
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
  }

  /** One Lighthouse run; a failed run is retried once in a fresh Chromium. */
  async runOnce(url: string): Promise<{ run: LighthouseRun; lhr: LighthouseResult }> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await lighthouse(url, {
          port: await this.port(),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          blockedUrlPatterns: this.options.blockExternal === false ? [] : BLOCK_EXTERNAL,
          maxWaitForLoad: 90_000,
          maxWaitForFcp: 60_000,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        return { run: toRun(result.lhr), lhr: result.lhr };
      } catch (error) {
        await this.close();
        if (attempt >= 2) throw error;
        console.warn(`  Lighthouse failed on ${url} (${(error as Error).message}); retrying once`);
      }
    }
  }

  /** `runs` sequential runs of one URL; returns their summary and the median-score run's report. */
  async measure(url: string, runs: number, onRun?: (run: LighthouseRun, index: number) => void) {
    const results: { run: LighthouseRun; lhr: LighthouseResult }[] = [];
    for (let index = 0; index < runs; index++) {
      const result = await this.runOnce(url);
      results.push(result);
      onRun?.(result.run, index);
    }
    const summary = summarize(results.map((result) => result.run));
    const medianLhr = [...results].sort((a, b) => Math.abs(a.run.score - summary.score) - Math.abs(b.run.score - summary.score))[0]?.lhr;
    return { summary, lhr: medianLhr };
  }
}
