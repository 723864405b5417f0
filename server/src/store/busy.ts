/**
 * Waiting for SQLite's write lock without stopping the server. Another process (an import, a
 * backup's step, a second tool) may hold the lock for seconds; SQLite's own busy timeout would
 * wait inside better-sqlite3's synchronous call, freezing the event loop and every request with
 * it. So the writer's busy timeout is 0 and a write that finds the database locked is tried again
 * here, after a timer, until it succeeds or the deadline passes.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a write waits for the lock in all before it fails. */
export const WRITE_LOCK_WAIT_MS = 30_000;

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED');
}

/** Runs `write` (a whole transaction, so a retry starts it afresh) until the lock is free. */
export async function retryWhileBusy<T>(write: () => Promise<T>, waitMs = WRITE_LOCK_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await sleep(Math.min(2 ** attempt, 50));
    }
  }
}
