/**
 * The server's render thread: every server render (route-render.ts) runs in one worker thread,
 * so a page's React render, tens of milliseconds at 100,000 listings, never holds the event loop
 * that answers everything else (robots.txt, the data files, a message). The thread starts at
 * the first page that asks for it, as the render build was loaded before.
 *
 * A fault costs the server render only, never a page: a thread that dies (a crash, its memory
 * limit) or stops answering for STALL_MS (START_MS while it loads its code) is ended, every page
 * waiting on it goes out for the browser to render, the log says so, and the next page after
 * RESTART_DELAY_MS starts a new one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderQuestion, RenderThreadData } from './render-protocol';
import type { RouteRenderOptions, RouteRenderRequest, RouteRendered } from './route-render';

/** The compiled render thread (rspack.server.config.ts defines it); undefined when the server runs from its sources. */
declare const RENDER_WORKER_FILE: string | undefined;

/** A thread with questions pending that answers none for this long is taken to be stuck. */
export const STALL_MS = 8_000;
/** A thread not ready for questions this long after it was started is taken to be stuck (loading its code). */
export const START_MS = 30_000;
/** After a thread ended, pages are rendered in the browser for this long before a new one starts. */
export const RESTART_DELAY_MS = 1_000;
/** The thread's heap limit: a runaway render ends the thread, not the server (a render holds less). */
const THREAD_OLD_MB = 256;
/**
 * The thread's space for new objects. V8's larger default let the server's peak memory at
 * 100,000 listings grow with the thread; 8 MB costs more, shorter collections of a render's
 * garbage, at the same pages per second (measured:
 * docs/decisions/0006-server-at-100000-listings.md).
 */
const THREAD_YOUNG_MB = 8;

/** The thread's code: the compiled file, or its TypeScript source run through tsx (tests, `tsx server/main.ts`). */
function startWorker(data: RenderThreadData): Worker {
  const options = { workerData: data, resourceLimits: { maxOldGenerationSizeMb: THREAD_OLD_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB } };
  if (typeof RENDER_WORKER_FILE === 'string') return new Worker(RENDER_WORKER_FILE, options);
  const source = pathToFileURL(path.join(import.meta.dirname, 'render-worker.ts')).href;
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(boot, { ...options, eval: true });
}

type Pending = (result: string[] | RouteRendered | null) => void;

export class RenderThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private restartAt = 0;
  private watchdog: NodeJS.Timeout | null = null;
  private ready = false;
  private closed = false;

  constructor(
    private readonly options: RouteRenderOptions,
    private readonly log: (line: string) => void,
    private readonly timing: { stallMs: number; restartDelayMs: number; startMs: number } = { stallMs: STALL_MS, restartDelayMs: RESTART_DELAY_MS, startMs: START_MS },
  ) {}

  /** The remote modules a path needs: [] for none, null when it is not rendered on the server (now). */
  async remotesFor(pathAndQuery: string): Promise<string[] | null> {
    const result = await this.ask({ id: 0, kind: 'remotesFor', pathAndQuery });
    return Array.isArray(result) ? result : null;
  }

  /** The route's markup and its remotes' stylesheets, or null: the browser renders the page. */
  async render(request: RouteRenderRequest): Promise<RouteRendered | null> {
    const result = await this.ask({ id: 0, kind: 'render', request });
    return result !== null && !Array.isArray(result) ? result : null;
  }

  /** Ends the thread (the server is closing); questions still pending are answered null. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.stopped(null);
    if (worker) await worker.terminate();
  }

  private ask(question: RenderQuestion): Promise<string[] | RouteRendered | null> {
    const worker = this.running();
    if (!worker) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (this.pending.size === 0 && this.ready) this.armWatchdog(this.timing.stallMs);
      this.pending.set(id, resolve);
      worker.postMessage({ ...question, id });
    });
  }

  /** The thread, started when there is none (unless closed, or it ended a moment ago). */
  private running(): Worker | null {
    if (this.worker) return this.worker;
    if (this.closed || Date.now() < this.restartAt) return null;
    let worker: Worker;
    try {
      worker = startWorker(this.options);
    } catch (error) {
      this.log(`[ssr] the render thread could not start (${(error as Error).message}): pages are rendered in the browser`);
      this.restartAt = Date.now() + this.timing.restartDelayMs;
      return null;
    }
    // The thread must not keep a server that is otherwise done from exiting.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => this.answered(worker, answer));
    worker.on('error', (error) => this.ended(worker, `it failed: ${error.message}`));
    worker.on('exit', (code) => this.ended(worker, `it exited with code ${code}`));
    this.worker = worker;
    this.ready = false;
    this.armWatchdog(this.timing.startMs);
    return worker;
  }

  private answered(worker: Worker, answer: RenderAnswer): void {
    if (worker !== this.worker) return;
    if (answer.kind === 'log') {
      this.log(answer.line);
      return;
    }
    if (answer.kind === 'ready') this.ready = true;
    else {
      const resolve = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      resolve?.(answer.result);
    }
    if (this.pending.size > 0) this.armWatchdog(this.timing.stallMs);
    else this.disarmWatchdog();
  }

  private ended(worker: Worker, why: string): void {
    if (worker !== this.worker || this.closed) return;
    this.log(`[ssr] the render thread stopped (${why}): pages are rendered in the browser until a new one starts`);
    this.stopped(worker);
  }

  /** Forgets the thread (ending it if asked) and answers every pending question null. */
  private stopped(worker: Worker | null): void {
    this.worker = null;
    this.restartAt = Date.now() + this.timing.restartDelayMs;
    this.disarmWatchdog();
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const resolve of waiting) resolve(null);
    if (worker) void worker.terminate();
  }

  /** Ends the thread unless it answers (or, starting, gets ready) within `ms`. */
  private armWatchdog(ms: number): void {
    this.disarmWatchdog();
    const worker = this.worker;
    this.watchdog = setTimeout(() => {
      if (!worker || worker !== this.worker) return;
      this.log(`[ssr] the render thread answered nothing for ${ms} ms: it is ended, and pages are rendered in the browser until a new one starts`);
      this.stopped(worker);
    }, ms);
    this.watchdog.unref();
  }

  private disarmWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }
}
