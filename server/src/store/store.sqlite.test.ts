/** The store's contract on SQLite, the embedded default: a file in a temporary DATA_DIR. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { openConnection } from './engine';
import { openStore, SQLITE_FILE } from './index';
import { storeContract, type StoreUnderTest } from './store-contract';
import { auditContract } from './audit-contract';
import { usersContract } from './users-contract';
import { viewsContract } from './views-contract';
import { alertsContract } from './alerts-contract';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-sqlite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const locations = new WeakMap<object, string>();

const subject: StoreUnderTest = {
  async open(now) {
    const dataDir = tempDir();
    const store = await openStore({ dataDir }, now);
    locations.set(store, dataDir);
    return store;
  },
  openAgain: (store) => openStore({ dataDir: locations.get(store) ?? '' }),
  async openBackup(file) {
    const dataDir = tempDir();
    fs.copyFileSync(file, path.join(dataDir, SQLITE_FILE));
    return openStore({ dataDir });
  },
};

storeContract('SQLite', subject);
usersContract('SQLite', subject);
auditContract('SQLite', subject);
viewsContract('SQLite', subject);
alertsContract('SQLite', subject);

describe('the SQLite file', () => {
  it('is one file in DATA_DIR, in WAL mode, each commit synced (synchronous FULL)', async () => {
    const dataDir = tempDir();
    const connection = openConnection({ dataDir });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(connection.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(fs.readdirSync(dataDir).filter((name) => !name.endsWith('-wal') && !name.endsWith('-shm'))).toEqual([SQLITE_FILE]);
    } finally {
      await connection.close();
    }
  });
});

describe('a write while another process holds the write lock', () => {
  it('waits on timers, not inside a synchronous call, and is stored once the lock is free', async () => {
    const dataDir = tempDir();
    const store = await openStore({ dataDir });
    // Another process's long import: a second connection holding SQLite's write lock.
    const other = new SqliteDatabase(path.join(dataDir, SQLITE_FILE));
    try {
      other.exec('begin immediate');
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      const stored = store.addMessage({ name: '', email: '', phone: '1', message: 'pret', page: '' });
      await sleep(300);
      other.exec('commit');
      await stored;
      clearInterval(timer);
      // The event loop ran all along: a synchronous busy wait would have left almost no ticks.
      expect(ticks).toBeGreaterThan(10);
      expect((await store.listMessages()).map((message) => message.message)).toEqual(['pret']);
    } finally {
      other.close();
      await store.close();
    }
  });
});
