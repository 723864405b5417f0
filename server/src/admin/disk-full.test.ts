/**
 * A full disk in the back office: with every write of the server's process failing as on a full
 * disk (contact/data-dir-faults.test.ts simulates it the same way), an admin save and a sign-in
 * answer 503 `store-unavailable` (the admin app says so in Albanian) and the log says "disk full"
 * with the store's own error, not a rollback's; once there is room, both work again.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../contact/test-server';
import { openStore } from '../store';
import { tempDir } from '../test-app';
import { CSRF_HEADER } from './guard';
import { hashPassword } from './passwords';
import { SESSION_COOKIE } from './sessions';
import { VALID_ADMIN_LISTING } from './testing';

const EMAIL = 'admin@example.org';
const PASSWORD = 'a long test password';

let server: RunningServer & { output: () => string };
beforeAll(async () => {
  const dataDir = tempDir('admin-disk-full-');
  const store = await openStore({ dataDir });
  await store.accounts.upsertUser(EMAIL, await hashPassword(PASSWORD));
  await store.close();
  server = await startServer({ DATA_DIR: dataDir, PRIVACY_SECRET: 'a-test-secret-of-some-length' });
}, 60_000);
afterAll(() => server?.stop());

const signIn = () =>
  fetch(`${server.url}/admin/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });

/** No file may grow in the server's process (EFBIG, as ENOSPC on a full disk), or it may again. */
const diskFull = (full: boolean) => execFileSync('prlimit', ['--pid', String(server.child.pid), `--fsize=${full ? 0 : 'unlimited'}:unlimited`]);

describe('a full disk in the back office', () => {
  it('answers a save and a sign-in 503 store-unavailable, logs "disk full", and recovers', async () => {
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const cookie = `${SESSION_COOKIE}=${/admin_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const save = () =>
      fetch(`${server.url}/admin/api/listings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrfToken },
        body: JSON.stringify({ status: 'active', listing: VALID_ADMIN_LISTING }),
      });

    diskFull(true);
    try {
      for (const attempt of [save, signIn]) {
        const response = await attempt();
        expect(response.status).toBe(503);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ ok: false, error: 'store-unavailable' });
      }
    } finally {
      diskFull(false);
    }
    const log = server.output();
    expect(log).toMatch(/disk full/i);
    expect(log).toMatch(/SQLITE_(FULL|IOERR)/);
    expect(log).not.toContain('cannot rollback');
    expect(log).not.toContain('internal');

    expect((await save()).status).toBe(201);
    expect((await signIn()).status).toBe(200);
  }, 60_000);
});
