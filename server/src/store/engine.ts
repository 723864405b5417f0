/**
 * Opening the database: SQLite by default (one file in DATA_DIR), PostgreSQL when
 * DATABASE_URL says so. Everything above this file speaks Kysely and does not know which.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';

export type Engine = 'sqlite' | 'postgres';

/** The SQLite file's name inside DATA_DIR. */
export const SQLITE_FILE = 'site.sqlite3';

export interface StoreLocation {
  /** Where the SQLite file lives (and the JSON-lines files of older versions). */
  dataDir: string;
  /** `postgres://…` or `postgresql://…` selects PostgreSQL; absent or empty selects SQLite. */
  databaseUrl?: string | undefined;
}

export interface Connection {
  engine: Engine;
  /** Writes, and reads that must see them. */
  db: Kysely<Database>;
  /**
   * Long reads (a snapshot of every listing): on SQLite a second connection, so a reader in
   * WAL mode never holds up the writer; on PostgreSQL the same pool.
   */
  readDb: Kysely<Database>;
  /** A consistent copy of the whole database while it is in use. */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
  /** Where the data is, for messages (the URL without its password). */
  describe: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

function openSqlite(dataDir: string): Connection {
  fs.mkdirSync(dataDir, { recursive: true });
  // SQLite says only "unable to open database file" of a folder it may not write (its -wal and
  // -shm files live beside the database); the system's own answer names the cause (EACCES, EROFS).
  fs.accessSync(dataDir, fs.constants.W_OK);
  const file = path.join(dataDir, SQLITE_FILE);
  const writer = new SqliteDatabase(file);
  // WAL: readers and the writer do not block each other. FULL: each commit is on disk (the WAL
  // is synced) before the commit returns, so a message acknowledged after it survives a crash.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  // A locked database is waited for by timers (busy.ts), never inside a synchronous call.
  writer.pragma('busy_timeout = 0');
  const reader = new SqliteDatabase(file);
  reader.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: writer }) });
  const readDb = new Kysely<Database>({ dialect: new SqliteDialect({ database: reader }) });
  return {
    engine: 'sqlite',
    db,
    readDb,
    describe: file,
    // SQLite's online backup API: pages are copied in steps, and restarted if a write changes them.
    backup: async (target) => {
      await writer.backup(target);
    },
    close: async () => {
      await readDb.destroy();
      await db.destroy();
    },
  };
}

/** The URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Runs pg_dump with the password in its environment, never on its command line. */
function pgDump(databaseUrl: string, file: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--no-owner', '--file', file, '--dbname', url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed (${code}): ${errors.trim()}`))));
  });
}

function openPostgres(databaseUrl: string): Connection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A dropped idle connection is replaced by the pool; without a listener it would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    readDb: db,
    describe: redactUrl(databaseUrl),
    backup: (file) => pgDump(databaseUrl, file),
    close: () => db.destroy(),
  };
}

export function openConnection(location: StoreLocation): Connection {
  if (location.databaseUrl && !isPostgresUrl(location.databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${redactUrl(location.databaseUrl)})`);
  }
  return isPostgresUrl(location.databaseUrl) ? openPostgres(location.databaseUrl) : openSqlite(location.dataDir);
}
