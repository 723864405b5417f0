/**
 * Follows the store's listings counter: polls it (one indexed row, cheap on both engines and
 * the same for every instance on one PostgreSQL) and, when it moved, rebuilds what depends on
 * the listings. Rebuilds never overlap, and one that fails is tried again at the next poll while
 * the last good result keeps serving: a bad moment in the database degrades freshness, never
 * the site.
 */
import type { Store } from './store';

export interface ListingsWatcher {
  /** The counter value the last successful rebuild was made from. */
  readonly version: number;
  stop(): void;
}

export interface WatchOptions {
  /** How often the counter is read. */
  intervalMs?: number;
  /**
   * True when the last rebuild has gone out of date with time alone, the counter unmoved
   * (a sold listing's 30 days ran out): checked at each poll, it rebuilds as a moved counter does.
   */
  due?: () => boolean;
  log?: (line: string) => void;
}

/**
 * Calls `rebuild` whenever the counter differs from the version it last rebuilt for.
 * `rebuild` reads what it needs (store.readListings gives the version it read) and returns
 * that version; the first rebuild is the caller's, made before the server listens.
 */
export function watchListings(
  store: Pick<Store, 'listingsVersion'>,
  startVersion: number,
  rebuild: () => Promise<number>,
  options: WatchOptions = {},
): ListingsWatcher {
  const { intervalMs = 500, log = (line: string) => console.warn(line), due = () => false } = options;
  let version = startVersion;
  let running: Promise<void> | null = null;
  let failing = false;

  const tick = (): void => {
    if (running) return;
    running = (async () => {
      try {
        const current = await store.listingsVersion();
        if (current !== version || due()) version = await rebuild();
        if (failing) log('The listings are up to date again.');
        failing = false;
      } catch (error) {
        if (!failing) log(`The listings could not be refreshed from the store; the last version keeps serving: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    get version() {
      return version;
    },
    stop: () => clearInterval(timer),
  };
}
