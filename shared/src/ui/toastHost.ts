import { useSyncExternalStore, type ComponentType } from 'react';
import type { NotificationsProps } from '@mantine/notifications';

/**
 * The toast host is mounted once its module has loaded, not with every page: the
 * notifications facade provides it when something first imports it (the contact remote),
 * so pages that never show a toast do not load the toast code.
 */
let host: ComponentType<NotificationsProps> | null = null;
const listeners = new Set<() => void>();

/** Called by `shared/notifications` when it loads; AppProviders then mounts the host. */
export function provideToastHost(component: ComponentType<NotificationsProps>): void {
  if (host === component) return;
  host = component;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => host;

/** The toast host component once provided, else null. */
export function useToastHost(): ComponentType<NotificationsProps> | null {
  // The server renders no host: a host provided before the page hydrated mounts in the render after.
  return useSyncExternalStore(subscribe, current, () => null);
}
