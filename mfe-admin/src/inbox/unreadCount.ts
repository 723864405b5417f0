/**
 * The menu's unread count, one for the whole app: read from the server every 30 seconds while
 * the admin is open, again when the window regains focus or the tab becomes visible (the
 * agent coming back to it), and set at once by every answer that carries it (a page of the
 * inbox, a message marked read).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';

export const UNREAD_POLL_MS = 30_000;

let unread: number | null = null;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number): void {
  if (count === unread) return;
  unread = count;
  listeners.forEach((listener) => listener());
}

export async function refreshUnreadCount(): Promise<void> {
  try {
    setUnreadCount(await api.unread());
  } catch {
    // The count stays as it was; a lost session is handled by the API client.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The count (null until the first answer), kept current while the component is mounted. */
export function useUnreadCount(): number | null {
  useEffect(() => {
    void refreshUnreadCount();
    const timer = window.setInterval(() => void refreshUnreadCount(), UNREAD_POLL_MS);
    const onFocus = () => void refreshUnreadCount();
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => unread, () => null);
}
