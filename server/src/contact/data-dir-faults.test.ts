/**
 * Faults degrade, never crash: with a DATA_DIR that is missing (a file stands where the folder
 * should be), read-only (not writable by the server's user) or full (every write fails), the
 * server starts and serves the listings; a contact post answers 503 with `store-unavailable`
 * and stores nothing; the server says so in one log line, not one per post; and once the disk
 * recovers, posts are stored again without a restart. A read-only DATA_DIR that already holds
 * the store serves the store's listings (imports included), not LISTINGS_FILE's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from 'shared/testing';
import { openStore } from '../store';
import { startTestApp, tempDir, type TestApp } from '../test-app';
import { postForm, startServer, storedMessages, type RunningServer } from './test-server';

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
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const server = await startTestApp({ dataDir });
  running.push(server);
  return { server, errors };
}

const messagesIn = async (dataDir: string) => (await storedMessages(dataDir)).map((m) => m.message);

/** Root writes anywhere: a server that must find DATA_DIR read-only then runs as nobody. */
function asUnprivileged(dataDir: string): { env: Record<string, string>; user?: { uid: number; gid: number } } {
  const scratch = tempDir('faults-tmp-');
  fs.chmodSync(scratch, 0o777);
  const env = { DATA_DIR: dataDir, PRIVACY_SECRET: 'a-test-secret-of-some-length', TMPDIR: scratch };
  return process.getuid?.() === 0 ? { env, user: { uid: 65534, gid: 65534 } } : { env };
}

describe('a DATA_DIR that cannot be written', () => {
  it('missing (a file where the folder should be): serves listings, answers 503, recovers without a restart', async () => {
    const dataDir = path.join(tempDir('faults-'), 'data');
    fs.writeFileSync(dataDir, 'not a folder');
    const { server, errors } = await inProcess(dataDir);
    await expectDegraded(server);
    expect(errors.filter((line) => line.startsWith('Contact messages cannot be stored'))).toHaveLength(1);
    expect(errors[0]).toContain(dataDir);
    // The listings the store would have been filled with.
    expect(server.data.current().listings.length).toBeGreaterThan(100);

    fs.rmSync(dataDir);
    const response = await postForm({ url: server.origin } as RunningServer, { ...valid, message: 'pas riparimit' });
    expect(response.status).toBe(200);
    expect(await messagesIn(dataDir)).toEqual(['pas riparimit']);
    expect(errors).toHaveLength(1);
  }, 30_000);

  it('full (every write fails): answers 503, stores nothing, recovers when there is room', async () => {
    const dataDir = tempDir('faults-');
    const server = await startServer({ DATA_DIR: dataDir, PRIVACY_SECRET: 'a-test-secret-of-some-length' });
    running.push(server);
    expect((await postForm(server, { ...valid, message: 'para' })).status).toBe(200);
    // No file may grow past 0 bytes in the server's process: each write fails as on a full disk
    // (EFBIG where a full disk says ENOSPC; SQLite reports either as a failed write).
    const pid = String(server.child.pid);
    execFileSync('prlimit', ['--pid', pid, '--fsize=0:unlimited']);
    await expectDegraded(server);
    const logged = () => server.output().split('\n').filter((line) => line.startsWith('Contact messages cannot be stored'));
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toMatch(/SQLITE_(IOERR|FULL)/);

    execFileSync('prlimit', ['--pid', pid, '--fsize=unlimited:unlimited']);
    expect((await postForm(server, { ...valid, message: 'ka vend' })).status).toBe(200);
    expect((await messagesIn(dataDir)).sort()).toEqual(['ka vend', 'para']);
    expect(server.output()).toContain('Contact messages are stored again in');
  }, 60_000);

  it('read-only for the server\'s user: serves listings, answers 503, recovers when made writable', async () => {
    const dataDir = tempDir('faults-');
    fs.chmodSync(dataDir, 0o555);
    const { env, user } = asUnprivileged(dataDir);
    const server = await startServer(env, user);
    running.push(server);
    await expectDegraded(server);
    const logged = server.output().split('\n').filter((line) => line.startsWith('Contact messages cannot be stored'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/EACCES|EPERM|EROFS/);

    fs.chmodSync(dataDir, 0o777);
    expect((await postForm(server, { ...valid, message: 'e shkruajtshme' })).status).toBe(200);
    expect(await messagesIn(dataDir)).toEqual(['e shkruajtshme']);
  }, 60_000);

  it('read-only, holding the store: serves the store\'s listings, not LISTINGS_FILE\'s', async () => {
    const dataDir = tempDir('faults-');
    const store = await openStore({ dataDir });
    await store.upsertListings([makeListing({ id: 'vetem-ne-depo', title: 'Vetëm në depo' })]);
    await store.close();
    fs.chmodSync(dataDir, 0o555);
    for (const file of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, file), 0o644);
    const { env, user } = asUnprivileged(dataDir);
    const server = await startServer(env, user);
    running.push(server);
    await expectDegraded(server);
    const { listings } = (await (await fetch(`${server.url}/assets/data/listings.json`)).json()) as { listings: { id: string }[] };
    expect(listings.map((listing) => listing.id)).toEqual(['vetem-ne-depo']);
    expect(server.output()).toContain('a read-only copy of');
    fs.chmodSync(dataDir, 0o777);
  }, 60_000);
});
