/**
 * The listings served while the store cannot be opened for writing (DATA_DIR missing or
 * read-only). A SQLite file already in DATA_DIR holds the agency's real listings, imports
 * included, so it wins: a copy of it (with its WAL, if one was left) is opened in a temporary
 * folder — SQLite cannot open a WAL database in a folder it may not write, even to read — and
 * projected. Without such a file, or when it cannot be read either, the listings come from
 * LISTINGS_FILE, which is what an empty store would have been filled with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadListingsFile } from '../listings-file';
import type { PrivacySecret, PublicSnapshot } from '../projection';
import { SQLITE_FILE, openStore } from '../store';
import { projectStore } from './project-store';
import { describeFailure } from './unavailable';

export interface FallbackOptions {
  dataDir: string;
  listingsFile: string;
  secret: PrivacySecret;
  warn: (line: string) => void;
}

async function projectCopy(file: string, secret: PrivacySecret, warn: (line: string) => void): Promise<PublicSnapshot> {
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-store-copy-'));
  try {
    fs.copyFileSync(file, path.join(copyDir, SQLITE_FILE));
    if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, path.join(copyDir, `${SQLITE_FILE}-wal`));
    const copy = await openStore({ dataDir: copyDir });
    try {
      // The copy is closed and removed below: the snapshot keeps its full records in memory
      // (this degraded mode lasts until the store opens again).
      return (await projectStore(copy, secret, warn, Date.now(), 'memory')).snapshot;
    } finally {
      await copy.close();
    }
  } finally {
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

/** The snapshot to serve meanwhile, and where it came from (for the log). */
export async function fallbackSnapshot(options: FallbackOptions): Promise<{ snapshot: PublicSnapshot; source: string }> {
  const file = path.join(options.dataDir, SQLITE_FILE);
  if (fs.existsSync(file)) {
    try {
      return { snapshot: await projectCopy(file, options.secret, options.warn), source: `a read-only copy of ${file}` };
    } catch (error) {
      options.warn(`The store ${file} cannot be read either (${describeFailure(error)}); the listings come from LISTINGS_FILE.`);
    }
  }
  return { snapshot: loadListingsFile(options.listingsFile, options.secret, options.warn), source: options.listingsFile };
}
