/** A production server of the suite's own, on its own port and listings file, for one spec file. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface OwnServer {
  origin: string;
  /** What the server wrote to stderr so far. */
  log: () => string;
  /** What the server wrote to stdout so far (its start lines). */
  said: () => string;
  stop: () => void;
}

/**
 * Starts `server/src/main.ts` (port 0: a free one) with `env` added to the suite's; resolves
 * once this very process reports that the site is ready, with the address it listens on.
 */
export function startOwnServer(options: { port: number; listingsFile: string; dataDir: string; env?: Record<string, string> }): Promise<OwnServer> {
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(options.port), LISTINGS_FILE: options.listingsFile, DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const server: OwnServer = {
    origin: `http://127.0.0.1:${options.port}`,
    log: () => errors,
    said: () => said,
    stop: () => void child.kill(),
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      // Port 0: the system's free port, which the ready line names.
      const ready = /Site ready at (http:\/\/[^/\s]+)\//.exec(said);
      if (ready) resolve({ ...server, origin: ready[1]! });
    });
    child.once('exit', (code) => reject(new Error(`the server on ${options.listingsFile} stopped (${code}):\n${errors}`)));
  });
}
