/**
 * The render thread's entry (a worker_threads Worker started by render-thread.ts): answers the
 * server's questions with route-render.ts, one message each, and sends its log lines back to
 * the server's log. A render's failure is answered null (the browser renders that page); only a
 * fault that ends the thread is the server's to handle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderAnswer, RenderQuestion, RenderThreadData } from './render-protocol';
import { RouteRender } from './route-render';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (render-thread.ts starts it)');

const send = (answer: RenderAnswer) => port.postMessage(answer);
const routes = new RouteRender(workerData as RenderThreadData, (line) => send({ kind: 'log', line }));

port.on('message', (question: RenderQuestion) => {
  if (question.kind === 'remotesFor') {
    send({ kind: 'result', id: question.id, result: routes.remotesFor(question.pathAndQuery) });
    return;
  }
  routes.render(question.request).then(
    (result) => send({ kind: 'result', id: question.id, result }),
    (error: unknown) => {
      send({ kind: 'log', line: `[ssr] ${question.request.pathAndQuery} failed to render on the server, rendered in the browser instead: ${(error as Error).message}` });
      send({ kind: 'result', id: question.id, result: null });
    },
  );
});
send({ kind: 'ready' });
