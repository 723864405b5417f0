// @vitest-environment node
/**
 * Faults degrade, never crash: with a DATA_DIR that is missing (a file stands where the folder
 * should be), read-only (not writable by the server's user) or full (every write fails with
 * ENOSPC), the server starts and serves the listings; a contact post answers 503 with
 * `store-unavailable` and stores nothing; the server says so in one log line, not one per post;
 * and once the disk recovers, posts are stored again without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, tempDir, type TestApp } from '../test-app';
import { MESSAGES_FILE, readMessages } from './message-store';
import { postForm, startServer, type RunningServer } from './test-server';

const valid = { 'form-name': 'contact', name: 'Arta', email: '', phone: '044 123 456', message: 'Tung', 'bot-field': '' };
const running: (TestApp | RunningServer)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((server) => ('close' in server ? server.close() : server.stop())));
});

/** The server's origin, however it was started. */
const urlOf = (server: TestApp | RunningServer) => ('origin' in server ? server.origin : server.url);

async function expectDegraded(server: TestApp | RunningServer): Promise<void> {
  expect((await fetch(`${urlOf(server)}/assets/data/listings.json`)).status).toBe(200);
  for (let i = 0; i < 3; i++) {
    const response = await postForm({ url: urlOf(server) } as RunningServer, { ...valid, message: `gjatë defektit ${i}` });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'store-unavailable' });
  }
}

async function inProcess(dataDir: string): Promise<{ server: TestApp; errors: string[] }> {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const server = await startTestApp({ dataDir });
  running.push(server);
  return { server, errors };
}

describe('a DATA_DIR that cannot be written', () => {
  it('missing (a file where the folder should be): serves listings, answers 503, recovers without a restart', async () => {
    const dataDir = path.join(tempDir('faults-'), 'data');
    fs.writeFileSync(dataDir, 'not a folder');
    const { server, errors } = await inProcess(dataDir);
    await expectDegraded(server);
    expect(errors.filter((line) => line.startsWith('Contact messages cannot be stored'))).toHaveLength(1);
    expect(errors[0]).toContain(dataDir);

    fs.rmSync(dataDir);
    const response = await postForm({ url: server.origin } as RunningServer, { ...valid, message: 'pas riparimit' });
    expect(response.status).toBe(200);
    expect(readMessages(path.join(dataDir, MESSAGES_FILE)).map((m) => m.message)).toEqual(['pas riparimit']);
  });

  it('full (every write fails with ENOSPC): answers 503, stores nothing torn, recovers when there is room', async () => {
    const dataDir = tempDir('faults-');
    // /dev/full fails every write with ENOSPC, exactly as a full disk does.
    fs.symlinkSync('/dev/full', path.join(dataDir, MESSAGES_FILE));
    const { server, errors } = await inProcess(dataDir);
    await expectDegraded(server);
    expect(errors.filter((line) => line.startsWith('Contact messages cannot be stored'))).toHaveLength(1);
    expect(errors.join('\n')).toContain('ENOSPC');

    fs.rmSync(path.join(dataDir, MESSAGES_FILE));
    expect((await postForm({ url: server.origin } as RunningServer, { ...valid, message: 'ka vend' })).status).toBe(200);
    expect(readMessages(path.join(dataDir, MESSAGES_FILE)).map((m) => m.message)).toEqual(['ka vend']);
  });

  it('read-only for the server\'s user: serves listings, answers 503, recovers when made writable', async () => {
    const dataDir = tempDir('faults-');
    fs.chmodSync(dataDir, 0o555);
    // Root writes anywhere: the server then runs as nobody, for whom the folder is read-only.
    const asRoot = process.getuid?.() === 0;
    const scratch = tempDir('faults-tmp-');
    fs.chmodSync(scratch, 0o777);
    const env = { DATA_DIR: dataDir, PRIVACY_SECRET: 'a-test-secret-of-some-length', TMPDIR: scratch };
    const server = await startServer(env, asRoot ? { uid: 65534, gid: 65534 } : undefined);
    running.push(server);
    await expectDegraded(server);
    const logged = server.output().split('\n').filter((line) => line.startsWith('Contact messages cannot be stored'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/EACCES|EPERM|EROFS/);

    fs.chmodSync(dataDir, 0o777);
    expect((await postForm(server, { ...valid, message: 'e shkruajtshme' })).status).toBe(200);
    expect(readMessages(path.join(dataDir, MESSAGES_FILE)).map((m) => m.message)).toEqual(['e shkruajtshme']);
  }, 60_000);
});
