import { loadShare } from '@module-federation/enhanced/runtime';
import './federation/remoteMapRequest';

/** Resolves in a task of its own, so the work before and after it are separate tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every shared module the start below evaluates, itself or through the app. `loadShare` fetches
 * a module's chunks without evaluating it, so all of them travel at once and each staged import
 * finds its module in hand; imported one after another they were five round trips in a row.
 */
const START_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'shared/ui',
  'shared/router',
  'shared/bus',
  // Read by shared/ui's heart ('Ruaj').
  'shared/favourites',
  'shared/contracts',
  'shared/site',
];

/**
 * An async boundary, so shared modules are negotiated before any of them is used. The largest
 * shared modules are evaluated first, one per task: evaluated together with the app they were
 * one long task, and a tap on the server-rendered page waited behind it.
 */
async function start() {
  // The runtime's own start (instance, share registry) is this script's task; resolving
  // react-dom's share and adding its script elements would lengthen that task, so it begins in
  // the next task.
  await nextTask();
  const reactDom = import('react-dom/client');
  // One call per task: all nine in one task made a long one (the runtime's share resolution
  // and a script or stylesheet element per chunk, each with a cost of its own).
  for (const name of START_SHARED) {
    await nextTask();
    loadShare(name).catch(() => undefined);
  }
  await reactDom;
  await nextTask();
  await import('shared/ui');
  await nextTask();
  await import('shared/router');
  await nextTask();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('The site failed to start', error));
