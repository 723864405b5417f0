/** The real production server (server/src/main.ts) on loopback, for one data set. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags';
import { repoRoot } from './paths';

export interface RunningServer {
  origin: string;
  /** The server process, for its memory (/proc/<pid>/status). */
  pid: number | undefined;
  /** From the spawn to the first answer, in milliseconds. */
  startMs: number;
  /** The server's temporary DATA_DIR (its contact messages); removed by stop() unless told to keep it. */
  dataDir: string;
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
}

/**
 * The compiled server (server/dist/main.mjs), as `pnpm start` runs it; a checkout from before
 * the server was compiled (an older revision's worktree, when comparing) runs its sources through tsx.
 */
function serverCommand(root: string): string[] {
  const compiled = path.join(root, 'server/dist/main.mjs');
  // With the flags `pnpm start` gives node (scripts/server-node-flags.ts), for an older revision's
  // checkout too when comparing: a comparison measures the code, not the flags.
  return fs.existsSync(compiled) ? [...SERVER_NODE_FLAGS, compiled] : ['--import', 'tsx', 'server/src/main.ts'];
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/remotes.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${origin} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server with `listingsFile` (default: the sample) and a temporary DATA_DIR (or
 * `dataDir`, e.g. a store filled ahead; removed by stop() all the same), plus any `extraEnv`
 * (e.g. a raised contact rate limit), from the checkout at `root` (another revision's worktree
 * when comparing).
 */
export async function startServer(
  port: number,
  listingsFile?: string,
  extraEnv: Record<string, string> = {},
  root = repoRoot,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-')),
): Promise<RunningServer> {
  const started = Date.now();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (listingsFile) env.LISTINGS_FILE = listingsFile;
  else delete env.LISTINGS_FILE;
  const child = spawn(process.execPath, serverCommand(root), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitUntilUp(origin, child, 300_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    origin,
    pid: child.pid,
    startMs: Date.now() - started,
    dataDir,
    stop: (options = {}) =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** Asks once for a URL with each encoding, so the server's on-the-fly caches are warm before timing. */
export async function warm(origin: string, paths: string[]): Promise<void> {
  for (const urlPath of paths) {
    for (const encoding of ['br', 'gzip']) {
      await (await fetch(`${origin}${urlPath}`, { headers: { 'accept-encoding': encoding } })).arrayBuffer();
    }
  }
}
