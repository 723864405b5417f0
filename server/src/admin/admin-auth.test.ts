/**
 * The admin API's gates against the real server (buildServer, the store in a temp DATA_DIR):
 * 401 without a session, 403 without the CSRF token, sign-in throttling per account and per
 * client, sign out, and the session cookie's attributes.
 */
import http from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app';
import { VALID_ADMIN_LISTING, signedInAdmin } from './testing';
import { SESSION_COOKIE } from './sessions';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({}, { TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);


/** Every admin API route, and whether it changes something. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; change: boolean; payload?: object }[] = [
  { method: 'DELETE', url: '/admin/api/session', change: true },
  { method: 'GET', url: '/admin/api/listings', change: false },
  { method: 'GET', url: '/admin/api/listings/1824', change: false },
  { method: 'POST', url: '/admin/api/listings', change: true, payload: { status: 'active', listing: VALID_ADMIN_LISTING } },
  { method: 'PUT', url: '/admin/api/listings/1824', change: true, payload: { status: 'active', listing: VALID_ADMIN_LISTING } },
  { method: 'POST', url: '/admin/api/listings/1824/status', change: true, payload: { status: 'sold' } },
  { method: 'GET', url: '/admin/api/audit', change: false },
  { method: 'GET', url: '/admin/api/no-such-thing', change: false },
];

describe('without a session', () => {
  it.each(ROUTES)('$method $url answers 401, not cached', async ({ method, url, payload }) => {
    const response = await inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ ok: false, error: 'unauthorized' });
  });

  it("the sign-in page's probe, GET /admin/api/session, answers 200 'not signed in' (no console error), not cached", async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=forged` }]) {
      const response = await inject({ method: 'GET', url: '/admin/api/session', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ ok: true, signedIn: false });
    }
  });

  it('a forged cookie is no session', async () => {
    const response = await inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('with a session but no valid CSRF token', () => {
  const changes = ROUTES.filter((route) => route.change);
  it.each(changes)('$method $url answers 403 without the header and with a wrong one', async ({ method, url, payload }) => {
    const admin = await signedInAdmin(server.app);
    for (const headers of [{ cookie: admin.cookie }, { cookie: admin.cookie, 'x-csrf-token': `${admin.csrfToken}x` }]) {
      const response = await inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // Nothing changed: the session still works and listing 1824 is still active.
    const listing = await inject({ method: 'GET', url: '/admin/api/listings/1824', headers: { cookie: admin.cookie } });
    expect(listing.json<{ status: string }>().status).toBe('active');
  });

  it('reads need no CSRF token', async () => {
    const admin = await signedInAdmin(server.app);
    const response = await inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<{ listings: unknown[] }>().listings.length).toBeGreaterThan(100);
  });
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /admin; Secure behind HTTPS', async () => {
    const admin = await signedInAdmin(server.app);
    const plain = await inject({ method: 'POST', url: '/admin/api/session', payload: { email: admin.email, password: admin.password } });
    const cookie = plain.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie?.secure).toBeFalsy();
    const proxied = await inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: admin.email, password: admin.password },
    });
    expect(proxied.cookies.find((item) => item.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const admin = await signedInAdmin(server.app);
    const wrong = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.1.0.1', payload: { email: admin.email, password: 'not the password' } });
    const unknown = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.1.0.1', payload: { email: 'nobody@example.org', password: 'not the password' } });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('throttles an account after 5 wrong passwords, even from other clients and with the right one', async () => {
    const admin = await signedInAdmin(server.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: `10.2.0.${attempt}`, payload: { email: admin.email, password: `wrong ${attempt}` } });
      expect(response.statusCode).toBe(401);
    }
    const locked = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.2.1.1', payload: { email: admin.email.toUpperCase(), password: admin.password } });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not locked by it.
    const other = await signedInAdmin(server.app);
    expect(other.csrfToken).toBeTruthy();
  });

  it('throttles a client after 20 failures across accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.3.0.1', payload: { email: `guess${attempt}@example.org`, password: 'a wrong password' } });
      expect(response.statusCode).toBe(401);
    }
    const admin = await signedInAdmin(server.app);
    const blocked = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.3.0.1', payload: { email: admin.email, password: admin.password } });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await inject({ method: 'POST', url: '/admin/api/session', remoteAddress: '10.3.0.2', payload: { email: admin.email, password: admin.password } });
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000);

  it('refuses a sign-in posted from another site', async () => {
    const admin = await signedInAdmin(server.app);
    const response = await inject({ method: 'POST', url: '/admin/api/session', headers: { origin: 'https://evil.example' }, payload: { email: admin.email, password: admin.password } });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });
});

describe('signing out', () => {
  it("'Dil' ends the session on the server: the same cookie is refused afterwards", async () => {
    const admin = await signedInAdmin(server.app);
    expect((await inject({ method: 'GET', url: '/admin/api/session', headers: { cookie: admin.cookie } })).json()).toMatchObject({ ok: true, signedIn: true, user: { email: admin.email }, csrfToken: admin.csrfToken });
    const out = await inject({ method: 'DELETE', url: '/admin/api/session', headers: admin.headers });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((item) => item.name === SESSION_COOKIE)?.value).toBe('');
    const after = await inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: admin.cookie } });
    expect(after.statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/admin/api/session', headers: { cookie: admin.cookie } })).json()).toEqual({ ok: true, signedIn: false });
  });
});

/** A GET with the request target exactly as written (fetch and inject would tidy `//` away). */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: target, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('the admin API under other spellings of its paths', () => {
  it('answers as the admin API, never cached or indexed', async () => {
    const admin = await signedInAdmin(server.app);
    const targets = [
      '//admin/api/listings',
      '/admin//api/listings',
      '/%61dmin/api/listings',
      '/%61dmin/%61pi/listings/1824',
      '//admin/api/audit',
      '//admin/api/session',
      '/%61dmin/api/session',
      '//admin/api/no-such-thing',
      '/%61dmin/api/no-such-thing',
      '//admin',
      '/%61dmin',
      '//admin/pronat/1824',
    ];
    const asked: Record<string, string>[] = [{}, { cookie: admin.cookie }];
    for (const target of targets) {
      for (const headers of asked) {
        const response = await rawGet(target, headers);
        const label = `${target}${headers.cookie ? ' (signed in)' : ''}: ${response.status}`;
        expect(response.headers['cache-control'], label).toBe('no-store');
        expect(response.headers['x-robots-tag'], label).toBe('noindex');
      }
    }
    // The router does read them as the admin API: a listing's exact data needs a session.
    expect((await rawGet('/%61dmin/api/listings/1824')).status).toBe(401);
    expect((await rawGet('//admin/api/listings/1824', { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('the admin pages', () => {
  it('are never cached or indexed', async () => {
    for (const url of ['/admin', '/admin/pronat/1824']) {
      const response = await inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });
});
