/**
 * The one-bundle build's stand-in for `@module-federation/enhanced/runtime` (the build aliases
 * the package to this file: shared/build/oneBundle.ts), so the shell's code keeps its one path
 * through the federation seam (federation/loadExposed.ts, remotes.ts, index.ts,
 * speed/nextCode.ts) while every module is in the one bundle:
 * - `loadRemote` imports the exposed module's lazy chunk (./exposed.ts);
 * - `loadShare` has nothing to negotiate: every shared module is the bundle's own;
 * - no remote is registered, so the fetch ahead reads no remote manifest; `preloadRemote` loads
 *   ./nextCode.ts instead, whose imports prefetch the next modules' chunks.
 */
import { EXPOSED_LOADERS } from './exposed';

const loaders: Readonly<Record<string, (typeof EXPOSED_LOADERS)[keyof typeof EXPOSED_LOADERS]>> = EXPOSED_LOADERS;

export function loadRemote<T>(id: string): Promise<T | null> {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  if (!load) return Promise.reject(new Error(`${id} is not in the bundle`));
  return load() as Promise<T>;
}

export function loadShare(): Promise<false> {
  return Promise.resolve(false);
}

export function registerRemotes(): void {}

export function registerPlugins(): void {}

let nextCode: Promise<unknown> | undefined;

export function preloadRemote(): Promise<void> {
  nextCode ??= import(/* webpackChunkName: "one-bundle.next-code" */ './nextCode');
  return nextCode.then(() => undefined);
}

const instance = { options: { shared: {}, remotes: [] as { name: string }[] } };

export function getInstance(): typeof instance {
  return instance;
}
