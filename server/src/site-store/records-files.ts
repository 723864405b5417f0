/**
 * The records files of this server's snapshots (projection/records-file.ts), each removed once
 * nothing reads it: the file of the snapshot serving stays, and the one before it (requests that
 * began on that snapshot still answer from it), and the one the kept projection names (the next
 * start reads it). A start also removes the files of servers on this host that are no longer
 * running, which nothing will read again.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { RECORDS_HOST, recordsFileOwner } from '../projection/records-file';

/** Snapshots whose files stay: the one serving and the one it replaced. */
const SERVING_KEPT = 2;

const isRunning = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class RecordsFiles {
  private serving: string[] = [];
  private kept: string | undefined;
  private readonly known = new Set<string>();

  /** A snapshot whose records are in `file` (undefined: not in a file) serves now. */
  serve(file: string | undefined): void {
    this.serving = [...this.serving, file ?? ''].slice(-SERVING_KEPT);
    if (file) this.known.add(file);
    this.collect();
  }

  /** The kept projection names `file` now. */
  keptIn(file: string): void {
    this.kept = file;
    this.known.add(file);
    this.collect();
  }

  /** A projection's file that will never serve (the server closed while it was made). */
  discard(file: string | undefined): void {
    if (file) this.known.add(file);
    this.collect();
  }

  /** The server closes: every file goes but the kept projection's. */
  async close(): Promise<void> {
    this.serving = [];
    await this.collect();
  }

  private collect(): Promise<void> {
    const gone = [...this.known].filter((file) => file !== this.kept && !this.serving.includes(file));
    for (const file of gone) this.known.delete(file);
    return Promise.all(gone.map((file) => fsp.rm(file, { force: true }).catch(() => undefined))).then(() => undefined);
  }
}

/** Removes from `dirs` the records files of servers no longer running, but `keep`. */
export async function removeOrphanRecords(dirs: readonly string[], keep: readonly string[]): Promise<void> {
  for (const dir of dirs) {
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const owner = recordsFileOwner(name);
      const file = path.join(dir, name);
      // Another host's files are its own to collect: its process ids mean nothing here.
      if (owner === undefined || owner.host !== RECORDS_HOST || isRunning(owner.pid) || keep.includes(file)) continue;
      await fsp.rm(file, { force: true }).catch(() => undefined);
    }
  }
}
