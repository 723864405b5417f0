/** The messages between the server's event loop (render-thread.ts) and its render thread (render-worker.ts). */
import type { RouteRenderOptions, RouteRenderRequest, RouteRendered } from './route-render';

/** What the server asks; `id` pairs the answer with its question. */
export type RenderQuestion =
  | { id: number; kind: 'remotesFor'; pathAndQuery: string }
  | { id: number; kind: 'render'; request: RouteRenderRequest };

/** What the thread answers: it is ready for questions, a question's result, or a line for the server's log. */
export type RenderAnswer =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: string[] | RouteRendered | null }
  | { kind: 'log'; line: string };

/** The thread's `workerData`. */
export type RenderThreadData = RouteRenderOptions;
