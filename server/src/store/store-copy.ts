/**
 * Reading a SQLite store that cannot be opened where it is (DATA_DIR read-only): SQLite cannot
 * open a WAL database in a folder it may not write, even to read, so a copy of the file (with
 * its WAL, if one was left) is opened in a temporary folder, read, and removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SQLITE_FILE } from './engine';
import { openStore } from './index';
import type { Store } from './store';

/** What `read` gives of a copy of DATA_DIR's store; undefined when DATA_DIR holds none. */
export async function readStoreCopy<T>(dataDir: string, read: (store: Store) => Promise<T>): Promise<T | undefined> {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(file)) return undefined;
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-copy-'));
  try {
    fs.copyFileSync(file, path.join(copyDir, SQLITE_FILE));
    if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, path.join(copyDir, `${SQLITE_FILE}-wal`));
    const copy = await openStore({ dataDir: copyDir });
    try {
      return await read(copy);
    } finally {
      await copy.close();
    }
  } finally {
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}
