import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule } from 'shared/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by the caller
type AnyComponent = ComponentType<any>;

const cache = new Map<ExposedModule, LazyExoticComponent<AnyComponent>>();

/** A lazy component for an exposed module, created once per module until forgotten. */
export function lazyExposed(id: ExposedModule): LazyExoticComponent<AnyComponent> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<{ default: AnyComponent }>(id);
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module;
    });
    cache.set(id, component);
  }
  return component;
}

/** Drop a failed module so the next render loads it again. */
export function forgetExposed(id: ExposedModule): void {
  cache.delete(id);
}

export const remoteNameOf = (id: ExposedModule): string => id.split('/')[0] ?? id;
