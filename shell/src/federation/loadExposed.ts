import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule } from 'shared/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by the caller
type AnyComponent = ComponentType<any>;

/** A remote that has not answered by then is treated as down, so its slot can offer a retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

const cache = new Map<ExposedModule, LazyExoticComponent<AnyComponent>>();
const loads = new Map<ExposedModule, Promise<{ default: AnyComponent }>>();
const loaded = new Map<ExposedModule, AnyComponent>();

export const remoteNameOf = (id: ExposedModule): string => id.split('/')[0] ?? id;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, id: ExposedModule): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remoteNameOf(id), `${id} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function load(id: ExposedModule): Promise<{ default: AnyComponent }> {
  let module: { default: AnyComponent } | null;
  try {
    module = await withTimeout(loadRemote<{ default: AnyComponent }>(id), id);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remoteNameOf(id), `${id} could not be loaded`, { cause: error });
  }
  if (!module?.default) throw new RemoteLoadError(remoteNameOf(id), `${id} has no default export`);
  loaded.set(id, module.default);
  return module;
}

/** One load per module until forgotten, shared by preloadExposed and the lazy component. */
function loadOnce(id: ExposedModule): Promise<{ default: AnyComponent }> {
  let pending = loads.get(id);
  if (!pending) {
    pending = load(id);
    loads.set(id, pending);
  }
  return pending;
}

/**
 * Starts loading an exposed module before its slot renders (e.g. while the dialog around it
 * loads, or ahead of a tap), so the two downloads overlap. A failure is forgotten: the slot that
 * renders the module later loads it again, and shows that load's failure, if any, with its retry
 * (a network blip while the visitor only looked must not fail their tap).
 */
export function preloadExposed(id: ExposedModule): void {
  const pending = loadOnce(id);
  pending.catch(() => {
    if (loads.get(id) === pending && !cache.has(id)) forgetExposed(id);
  });
}

/** The module's component once loaded (one load, shared with the slots that render it). */
export function loadExposedComponent(id: ExposedModule): Promise<AnyComponent> {
  return loadOnce(id).then((module) => module.default);
}

/** A lazy component for an exposed module, created once per module until forgotten. */
export function lazyExposed(id: ExposedModule): LazyExoticComponent<AnyComponent> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(() => loadOnce(id));
    cache.set(id, component);
  }
  return component;
}

/**
 * The module's component if it has loaded already. A slot renders it directly: the lazy
 * component would suspend once even then, and the loader it commits makes React hold the
 * content back for its fallback throttle (300 ms).
 */
export function loadedExposed(id: ExposedModule): AnyComponent | undefined {
  return loaded.get(id);
}

/**
 * Loads modules before the first render needs them, resolving when all have loaded or failed, or
 * after `waitMs`, whichever is first. Failures surface in the slots that render them.
 */
export function preloadExposedAll(ids: readonly ExposedModule[], waitMs: number): Promise<void> {
  const all = Promise.allSettled(ids.map((id) => loadOnce(id)));
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void all.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Drop a failed module so the next render loads it again. */
export function forgetExposed(id: ExposedModule): void {
  cache.delete(id);
  loads.delete(id);
  loaded.delete(id);
}
