import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AdminUserRow } from 'shared/contracts';
import { openStore, type Engine, type Store } from '../store';
import { startTestPostgres, type TestPostgres } from '../store/test-postgres';
import { passwordLinksPlugin, RESET_LIMITS } from './password-links';
import { adminPlugin } from './plugin';
import { signedInAdmin } from './testing';
import { usersPlugin } from './users';

const SITE = 'https://pronakosova.example';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());

/** Where a test's store lives: a new SQLite file, or a new database of the tests' own PostgreSQL. */
async function storeLocation(engine: Engine): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-'));
  if (engine === 'sqlite') return { dataDir };
  postgres ??= await startTestPostgres();
  return { dataDir, databaseUrl: await postgres.createDatabase() };
}

async function backOffice(mailEnabled = true, engine: Engine = 'sqlite'): Promise<{ app: FastifyInstance; store: Store }> {
  const store = await openStore(await storeLocation(engine));
  const app = Fastify();
  await app.register(adminPlugin, { store });
  await app.register(usersPlugin, { prefix: '/admin/api', store, siteUrl: SITE, mailEnabled });
  await app.register(passwordLinksPlugin, { prefix: '/admin/api', store, siteUrl: SITE, mailEnabled });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await store.close();
  });
  return { app, store };
}

/** The token of the newest mailed link (the mail's text carries the page's address with `#token`). */
async function mailedToken(store: Store, to: string): Promise<string> {
  const mail = (await store.outbox.entries()).filter((entry) => entry.to === to).at(-1);
  const token = /\/admin\/fjalekalimi#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

const signIn = (app: FastifyInstance, email: string, password: string) => app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password } });

describe('the users API', () => {
  it('needs a session to list, a CSRF token to change, and lists who may sign in', async () => {
    const { app } = await backOffice();
    expect((await app.inject({ url: '/admin/api/users' })).statusCode).toBe(401);
    const admin = await signedInAdmin(app);
    expect((await app.inject({ method: 'POST', url: '/admin/api/users', headers: { cookie: admin.cookie }, payload: { email: 'besa@example.org' } })).statusCode).toBe(403);
    const listed = await app.inject({ url: '/admin/api/users', headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<{ users: AdminUserRow[] }>().users).toMatchObject([{ email: admin.email, you: true, invited: false }]);
    // No hash, session or link ever leaves.
    expect(listed.body).not.toMatch(/argon|password|token/i);
  });

  it('adds a user by an invitation mailed to them, who sets a password through it once and signs in', async () => {
    const { app, store } = await backOffice();
    const admin = await signedInAdmin(app);
    const added = await app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: { email: ' Besa@Example.org ', name: 'Besa\nGashi' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ mailed: true, user: { email: 'besa@example.org', name: 'Besa Gashi', invited: true } });
    expect(added.json()).not.toHaveProperty('link');
    // Not a user who can sign in until the invitation is used.
    expect((await signIn(app, 'besa@example.org', 'a guessed password!')).statusCode).toBe(401);

    const token = await mailedToken(store, 'besa@example.org');
    const checked = await app.inject({ method: 'POST', url: '/admin/api/password-link/check', payload: { token } });
    expect(checked.json()).toEqual({ ok: true, email: 'besa@example.org', purpose: 'invite' });
    expect((await app.inject({ method: 'POST', url: '/admin/api/password-link', payload: { token, password: 'short' } })).json()).toMatchObject({ error: 'weak-password' });
    const set = await app.inject({ method: 'POST', url: '/admin/api/password-link', payload: { token, password: 'besa e ka fjalëkalimin' } });
    expect(set.statusCode).toBe(200);
    expect((await signIn(app, 'besa@example.org', 'besa e ka fjalëkalimin')).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/admin/api/password-link', payload: { token, password: 'another long password' } });
    expect(again.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/admin/api/password-link/check', payload: { token } })).statusCode).toBe(404);

    expect((await app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: { email: 'besa@example.org' } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: { email: 'Besa <besa@example.org>' } })).statusCode).toBe(400);
  });

  it('hands the invitation link to the adder when no mail can be sent', async () => {
    const { app, store } = await backOffice(false);
    const admin = await signedInAdmin(app);
    const added = await app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: { email: 'besa@example.org' } });
    expect(added.json()).toMatchObject({ mailed: false, link: expect.stringMatching(/^https:\/\/pronakosova\.example\/admin\/fjalekalimi#[A-Za-z0-9_-]{43}$/) });
    expect(await store.outbox.entries()).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/admin/api/password-reset', payload: { email: admin.email } })).json()).toMatchObject({ error: 'mail-off' });
  });

  it("removes a user, whose session ends at once; never the one asking", async () => {
    const { app } = await backOffice();
    const admin = await signedInAdmin(app);
    const other = await signedInAdmin(app);
    const users = (await app.inject({ url: '/admin/api/users', headers: { cookie: admin.cookie } })).json<{ users: AdminUserRow[] }>().users;
    const otherId = users.find((user) => user.email === other.email)!.id;
    const ownId = users.find((user) => user.you)!.id;
    expect((await app.inject({ method: 'DELETE', url: `/admin/api/users/${ownId}`, headers: admin.headers })).statusCode).toBe(409);
    expect((await app.inject({ url: '/admin/api/users', headers: { cookie: other.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/admin/api/users/${otherId}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/admin/api/users', headers: { cookie: other.cookie } })).statusCode).toBe(401);
    expect((await signIn(app, other.email, other.password)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/admin/api/users/${otherId}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/admin/api/users/1%20or%201', headers: admin.headers })).statusCode).toBe(404);
  });

  it('changes one\'s own password after the current one: the other sessions end, this one stays', async () => {
    const { app } = await backOffice();
    const admin = await signedInAdmin(app);
    const elsewhere = await signIn(app, admin.email, admin.password);
    const elsewhereCookie = `admin_session=${elsewhere.cookies.find((cookie) => cookie.name === 'admin_session')!.value}`;
    const wrong = await app.inject({ method: 'PUT', url: '/admin/api/password', headers: admin.headers, payload: { current: 'not it at all', next: 'a new long password' } });
    expect(wrong.json()).toMatchObject({ error: 'wrong-password', problems: [{ path: 'current' }] });
    const weak = await app.inject({ method: 'PUT', url: '/admin/api/password', headers: admin.headers, payload: { current: admin.password, next: 'short' } });
    expect(weak.json()).toMatchObject({ error: 'weak-password', problems: [{ path: 'next' }] });
    const changed = await app.inject({ method: 'PUT', url: '/admin/api/password', headers: admin.headers, payload: { current: admin.password, next: 'a new long password' } });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ url: '/admin/api/users', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/admin/api/users', headers: { cookie: elsewhereCookie } })).statusCode).toBe(401);
    expect((await signIn(app, admin.email, admin.password)).statusCode).toBe(401);
    expect((await signIn(app, admin.email, 'a new long password')).statusCode).toBe(200);
  });

});

describe('a forgotten password', () => {
  it('mails a reset link to a user, answers the same for any other address, and the link sets the password once', async () => {
    const { app, store } = await backOffice();
    const admin = await signedInAdmin(app);
    const asked = await app.inject({ method: 'POST', url: '/admin/api/password-reset', payload: { email: admin.email.toUpperCase() } });
    const unknown = await app.inject({ method: 'POST', url: '/admin/api/password-reset', payload: { email: 'nobody@example.org' } });
    expect([asked.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(asked.body).toBe(unknown.body);
    expect((await store.outbox.entries()).map((entry) => entry.to)).toEqual([admin.email]);

    const token = await mailedToken(store, admin.email);
    const uses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => app.inject({ method: 'POST', url: '/admin/api/password-link', payload: { token, password: `new password number ${i}` } })),
    );
    expect(uses.map((use) => use.statusCode).filter((code) => code === 200)).toHaveLength(1);
    // The session that was open ends: whoever had the old password is out.
    expect((await app.inject({ url: '/admin/api/users', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
    expect((await signIn(app, admin.email, admin.password)).statusCode).toBe(401);
  });

  it('refuses a token that is not one, and a link of a removed user', async () => {
    const { app, store } = await backOffice();
    const admin = await signedInAdmin(app);
    await app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: { email: 'besa@example.org' } });
    const token = await mailedToken(store, 'besa@example.org');
    const besa = (await app.inject({ url: '/admin/api/users', headers: { cookie: admin.cookie } })).json<{ users: AdminUserRow[] }>().users.find((user) => user.email === 'besa@example.org')!;
    await app.inject({ method: 'DELETE', url: `/admin/api/users/${besa.id}`, headers: admin.headers });
    expect((await app.inject({ method: 'POST', url: '/admin/api/password-link', payload: { token, password: 'a long enough password' } })).statusCode).toBe(404);
    for (const bad of ['', 'x'.repeat(43), "' or 1=1 --", '__proto__']) {
      expect((await app.inject({ method: 'POST', url: '/admin/api/password-link/check', payload: { token: bad } })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe.each(['sqlite', 'postgres'] as const)('limits and races on %s', { timeout: 120_000 }, (engine) => {
  it('lets at most 5 of 12 guesses of the current password sent at once be checked', async () => {
    const { app } = await backOffice(true, engine);
    const admin = await signedInAdmin(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ method: 'PUT', url: '/admin/api/password', headers: admin.headers, payload: { current: 'a wrong guess', next: 'a new long password' } })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it('changes the password once when two changes are sent at once from two tabs: the other is told the current password is wrong', async () => {
    const { app } = await backOffice(true, engine);
    const admin = await signedInAdmin(app);
    const nexts = Array.from({ length: 4 }, (_, i) => `the new long password ${i}`);
    const answers = await Promise.all(nexts.map((next) => app.inject({ method: 'PUT', url: '/admin/api/password', headers: admin.headers, payload: { current: admin.password, next } })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({ error: 'wrong-password' });
    // The password that was answered 'saved' is the one that signs in.
    const kept = nexts[codes.indexOf(200)]!;
    expect((await signIn(app, admin.email, kept)).statusCode).toBe(200);
    for (const other of nexts.filter((next) => next !== kept)) expect((await signIn(app, admin.email, other)).statusCode).toBe(401);
  });

  it(`sends at most ${RESET_LIMITS.perAddress} resets per address for requests sent at once, then says to wait`, async () => {
    const { app, store } = await backOffice(true, engine);
    const admin = await signedInAdmin(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'POST', url: '/admin/api/password-reset', payload: { email: admin.email } })));
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(RESET_LIMITS.perAddress);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(8 - RESET_LIMITS.perAddress);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await store.outbox.entries()).toHaveLength(RESET_LIMITS.perAddress);
  });

});
