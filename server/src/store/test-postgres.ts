/**
 * A real PostgreSQL server for the tests, started and stopped by them: Debian's `postgresql`
 * package (scripts/ensure-postgresql.sh installs it), a fresh cluster in a temporary folder,
 * on a free loopback port, run as the `postgres` user when the tests run as root (initdb
 * refuses root). No mock: the store's contract suite runs against it as against SQLite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** A new, empty database on the server, as a postgres:// URL. */
  createDatabase(): Promise<string>;
  /** The folder with initdb, pg_ctl, psql and pg_dump of the server's version. */
  binDir: string;
  /** Stops the server and keeps its data: clients then find nothing listening (an outage). */
  pause(): void;
  /** Starts the paused server again on the same port, with the same data. */
  resume(): void;
  stop(): void;
}

/** Debian keeps the server's programs per major version; the newest one installed wins. */
function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin/initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0]) return path.join(root, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (found) return path.dirname(found);
  throw new Error('PostgreSQL is not installed: run `bash scripts/ensure-postgresql.sh` (Debian package postgresql).');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const binDir = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args]]
      : [path.join(binDir, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
  start();
  let paused = false;
  let stopped = false;
  const pause = () => {
    if (paused || stopped) return;
    // 'fast': open connections are ended as in a real outage, and the data stays for resume().
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    paused = true;
  };
  const resume = () => {
    if (!paused || stopped) return;
    start();
    paused = false;
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (!paused) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  let counter = 0;
  const createDatabase = async () => {
    const name = `store_test_${process.pid}_${++counter}`;
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return { createDatabase, binDir, pause, resume, stop };
}
