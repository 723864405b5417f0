import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/** A component whose code is loaded on first use instead of with the page. */
export interface DeferredComponent<P extends object> {
  /**
   * Starts loading, once. Call it on the visitor's intent (pointer over, focus, press) so the
   * code is usually there by the time of the click, and on the action itself. After a failed
   * load the next call tries again.
   */
  preload: () => void;
  /** Renders the frame (or nothing) until the code has loaded, then the loaded component with these props. */
  Component: ComponentType<P>;
  /** A hook: the loaded component, or null until it has loaded (to render a stand-in meanwhile). */
  useLoaded: () => ComponentType<P> | null;
}

/**
 * Wraps a dynamic import of a component that only an action shows (a dialog, a drawer), so
 * neither it nor what it imports (e.g. `shared/ui-overlays`) is fetched or evaluated before
 * the page is interactive. Call it once, at module level:
 * `const filterDialog = deferComponent('filter dialog', () => import('./FilterDialog').then((m) => m.FilterDialog))`.
 */
export function deferComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  /** What to show meanwhile for these props, e.g. an open dialog's OverlayFrame, so a tap shows its answer in the next frame. */
  frame?: (props: P) => ReactNode,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  const serverSnapshot = () => null;

  const preload = () => {
    if (loaded || loading) return;
    loading = true;
    load().then(
      (component) => {
        loading = false;
        loaded = component;
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        loading = false;
        console.error(`[ui] the ${name} could not be loaded`, error);
      },
    );
  };

  // Hydration renders what the server rendered, and the server never has the code: code that
  // arrived before a region hydrated shows in the render after, not as a mismatch.
  const useLoaded = () => useSyncExternalStore(subscribe, current, serverSnapshot);

  function Deferred(props: P) {
    const component = useLoaded();
    // One loaded component for the life of the page, so this is not a new type per render.
    if (component) return createElement(component, props);
    return frame ? frame(props) : null;
  }
  Deferred.displayName = `Deferred(${name})`;

  return { preload, Component: Deferred, useLoaded };
}

/**
 * `opened`, but false until the frame after mounting. Mantine's Modal and Drawer note the
 * element to give focus back to, and animate in, only when `opened` changes after they mount;
 * a deferred dialog whose code arrived after the click mounts already open, so it shows
 * closed for one frame and then opens like any other.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && opened;
}
