/** Test helper: runs the real production server (`server/src/main.ts`) in a child process. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { openStore, type StoredMessage } from '../store';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `user`: run the server as this uid/gid (a root test process checking what another user may write). */
export async function startServer(env: Record<string, string>, user?: { uid: number; gid: number }): Promise<RunningServer & { output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`The server exited before it was ready:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * The messages in a data folder's store (SQLite), newest first, as `pnpm messages` lists them;
 * `spam` for the honeypot's catches. Opened and closed around the read.
 */
export async function storedMessages(dataDir: string, options: { spam?: boolean } = {}): Promise<StoredMessage[]> {
  const store = await openStore({ dataDir });
  try {
    return await store.listMessages(options);
  } finally {
    await store.close();
  }
}

/** `pnpm messages --json` against a data folder. */
export async function listMessages(dataDir: string, ...flags: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/messages.ts', '--json', ...flags],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
  );
  return JSON.parse(stdout);
}

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Posts a contact form to `/` of the server, form-encoded unless told otherwise. */
export function postForm(
  server: RunningServer,
  fields: Record<string, string>,
  init: { contentType?: string; path?: string } = {},
): Promise<Response> {
  return fetch(`${server.url}${init.path ?? '/'}`, {
    method: 'POST',
    headers: { 'Content-Type': init.contentType ?? FORM_TYPE },
    body: new URLSearchParams(fields).toString(),
  });
}
