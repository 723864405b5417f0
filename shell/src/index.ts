import './federation/remoteMapRequest';

/** Resolves in a task of its own, so the work before and after it are separate tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An async boundary, so shared modules are negotiated before any of them is used. The largest
 * shared modules are evaluated first, one per task: evaluated together with the app they were
 * one long task, and a tap on the first view waited behind it.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('shared/ui');
  await nextTask();
  await import('shared/router');
  await nextTask();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('The site failed to start', error));
