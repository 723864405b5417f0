/**
 * The alerts' public routes and the back office's alerts API on a real store (SQLite; the
 * store's contract covers PostgreSQL): what a browser and the app are answered, in which
 * language, what is stored and queued, what is refused and counted, and that no address leaves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { adminPlugin } from '../admin/plugin';
import { alertsAdminPlugin } from '../admin/alerts';
import { signedInAdmin } from '../admin/testing';
import { openStore, type Store } from '../store';
import type { ALERT_LIMITS } from './routes';
import { alertRoutes } from './routes';

const SITE = { ...site, siteUrl: 'https://prona.example' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BROWSER = { ...FORM, accept: 'text/html,application/xhtml+xml' };
const APP = { ...FORM, accept: 'application/json' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: { mailEnabled?: boolean; limits?: typeof ALERT_LIMITS; logs?: string[] } = {}): Promise<{ app: FastifyInstance; store: Store }> {
  const store = await openStore({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-routes-')) });
  const app = Fastify();
  await app.register(adminPlugin, { store });
  await app.register(alertsAdminPlugin, { prefix: '/admin/api', store });
  await app.register(alertRoutes, {
    store,
    mailEnabled: options.mailEnabled ?? true,
    site: SITE,
    ...(options.limits ? { limits: options.limits } : {}),
    log: (line) => options.logs?.push(line),
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await store.close();
  });
  return { app, store };
}

const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const ask = (app: FastifyInstance, url: string, fields: Record<string, string>, headers = APP, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url, headers, payload: body(fields), remoteAddress });
const ARTA = { email: 'Arta@Example.com', frequency: 'instant', search: 'type=apartment&type=house&city=Prishtin%C3%AB&page=2&sort=oldest' };

/** The token of the newest mail's link of `kind` (its text carries the address). */
async function mailedToken(store: Store, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const mail = (await store.outbox.entries()).at(-1);
  const match = new RegExp(`/(?:confirm|konfirmo|bestaetigen|unsubscribe|ndalo|abbestellen)\\?t=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${kind} link mailed`);
  return match[1]!;
}

describe('a request for an alert', () => {
  it("stores it with the search as the app writes it and queues its confirmation, in the path's language", async () => {
    const { app, store } = await server();
    const answer = await ask(app, '/en/alerts', ARTA);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ ok: true });
    expect(await store.alerts.searches()).toEqual([{ search: 'type=apartment%2Chouse&city=Prishtin%C3%AB', confirmed: 0, pending: 1 }]);
    const [mail] = await store.outbox.entries();
    expect(mail).toMatchObject({ to: 'arta@example.com', subject: '[Prona Kosova] Confirm your alert for new properties' });
    expect(mail?.text).toContain('https://prona.example/en/alerts/confirm?t=');
    // The same request again makes no second alert, and the answer is the same.
    expect((await ask(app, '/en/alerts', { ...ARTA, search: 'city=Prishtin%C3%AB&type=apartment,house' })).statusCode).toBe(202);
    expect((await store.alerts.searches())[0]).toMatchObject({ pending: 1 });
  });

  it("answers a browser's own form post with a page in its language, never JSON", async () => {
    const { app } = await server();
    const sent = await ask(app, '/de/suchauftrag', ARTA, BROWSER);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sent.body).toContain('<html lang="de">');
    expect(sent.body).toContain('Prüfen Sie Ihre E-Mails');
    expect(sent.body).not.toContain('arta@example.com');
  });

  it('refuses a bad address with a clear error in the visitor\'s language, the form holding what was typed', async () => {
    const { app, store } = await server();
    const json = await ask(app, '/en/alerts', { ...ARTA, email: 'arta@' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ ok: false, error: 'invalid-field', field: 'email' });
    const page = await ask(app, '/njoftimet', { ...ARTA, email: 'arta@' }, BROWSER);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Shkruani një adresë e-maili të saktë (p.sh. emri@shembull.com).');
    expect(page.body).toContain('value="arta@"');
    expect(page.body).toContain('aria-invalid="true"');
    expect(page.body).toContain(`name="search" value="${ARTA.search.replace(/&/g, '&amp;')}"`);
    expect((await ask(app, '/en/alerts', { ...ARTA, frequency: 'hourly' })).json()).toEqual({ ok: false, error: 'invalid-field', field: 'frequency' });
    expect((await ask(app, '/en/alerts', { ...ARTA, email: 'a@example.com, b@example.com' })).json()).toMatchObject({ field: 'email' });
    expect((await app.inject({ method: 'POST', url: '/en/alerts', headers: APP, payload: `${body(ARTA)}&email=b@example.com` })).json()).toEqual({ ok: false, error: 'bad-request' });
    expect((await app.inject({ method: 'POST', url: '/en/alerts', headers: { 'content-type': 'application/json' }, payload: ARTA })).statusCode).toBe(415);
    expect(await store.alerts.searches()).toEqual([]);
  });

  it('counts requests per address and per client, and holds the count for requests sent together', async () => {
    const { app, store } = await server({ limits: { perClient: { limit: 6, windowMs: 60_000 }, perAddress: { limit: 3, windowMs: 60_000 } } });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(app, '/en/alerts', { ...ARTA, search: `type=land&id=${i}` }, APP, `10.0.1.${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({ ok: false, error: 'rate-limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await store.alerts.searches()).length).toBe(3);
    // One client asking for many addresses stops at its own limit.
    const client = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(app, '/en/alerts', { ...ARTA, email: `someone${i}@example.com` }, APP, '10.0.2.1')));
    expect(client.filter((answer) => answer.statusCode === 202)).toHaveLength(6);
    const busyPage = await ask(app, '/en/alerts', { ...ARTA, email: 'late@example.com' }, BROWSER, '10.0.2.1');
    expect(busyPage.statusCode).toBe(429);
    expect(busyPage.body).toContain('You have asked for too many alerts at once.');
  });

  it('says alerts are not available while mail cannot be sent, and stores nothing', async () => {
    const { app, store } = await server({ mailEnabled: false });
    const answer = await ask(app, '/en/alerts', ARTA);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ ok: false, error: 'unavailable' });
    const page = await ask(app, '/de/suchauftrag', ARTA, BROWSER);
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('E-Mail-Benachrichtigungen sind gerade nicht verfügbar.');
    expect(page.body).toContain('value="Arta@Example.com"');
    expect(await store.alerts.searches()).toEqual([]);
  });

  it('answers 503 with the reason when the store fails, and logs no address', async () => {
    const logs: string[] = [];
    const { app, store } = await server({ logs });
    await store.close();
    const answer = await ask(app, '/en/alerts', ARTA);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ ok: false, error: 'unavailable' });
    expect(answer.headers['retry-after']).toBe('60');
    expect(logs.join('\n')).not.toContain('arta');
    expect(logs.length).toBeGreaterThan(0);
  });
});

describe("an alert's links", () => {
  it('confirm after a press of the button, in the alert\'s language; a page, never JSON', async () => {
    const { app, store } = await server();
    await ask(app, '/en/alerts', ARTA);
    const token = await mailedToken(store, 'confirm');
    const look = await app.inject({ url: `/en/alerts/confirm?t=${token}`, headers: { accept: 'application/json' } });
    expect(look.statusCode).toBe(200);
    expect(look.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(look.headers['referrer-policy']).toBe('no-referrer');
    expect(look.body).toContain('Confirm your alert');
    expect(look.body).toContain(`action="/en/alerts/confirm?t=${token}"`);
    // Opening the link (a mail scanner does) confirms nothing.
    expect(await store.alerts.confirmedAlerts()).toEqual([]);
    const done = await app.inject({ method: 'POST', url: `/en/alerts/confirm?t=${token}`, headers: BROWSER, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your alert is confirmed');
    expect(done.body).toContain('href="/en/properties?page=1&amp;type=apartment%2Chouse&amp;city=Prishtin%C3%AB"');
    expect((await store.alerts.confirmedAlerts()).map((alert) => alert.email)).toEqual(['arta@example.com']);
    // The link opens again on the confirmed page.
    expect((await app.inject({ url: `/en/alerts/confirm?t=${token}` })).body).toContain('Your alert is confirmed');
  });

  it("unsubscribe by the mail's link or a mail client's one-click post (RFC 8058)", async () => {
    const { app, store } = await server();
    await ask(app, '/de/suchauftrag', ARTA);
    const alert = await store.alerts.confirm(await mailedToken(store, 'confirm'));
    await store.alerts.announce([{ listingId: '1', alertIds: [alert!.id] }], (a, _id, token) => ({ to: a.email, replyTo: null, subject: 'Neu', text: `/de/suchauftrag/abbestellen?t=${token}` }));
    const token = await mailedToken(store, 'unsubscribe');
    const look = await app.inject({ url: `/de/suchauftrag/abbestellen?t=${token}` });
    expect(look.body).toContain('<html lang="de">');
    expect(look.body).toContain('Abbestellen</button>');
    const oneClick = await app.inject({ method: 'POST', url: `/de/suchauftrag/abbestellen?t=${token}`, headers: FORM, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Suchauftrag abbestellt');
    expect(await store.alerts.confirmedAlerts()).toEqual([]);
    const again = await app.inject({ method: 'POST', url: `/de/suchauftrag/abbestellen?t=${token}`, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Dieser Link ist nicht mehr gültig');
  });

  it("an unknown or missing token is a page in the path's language", async () => {
    const { app } = await server();
    const unknown = await app.inject({ url: '/njoftimet/konfirmo?t=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Kjo lidhje nuk vlen më');
    expect((await app.inject({ method: 'POST', url: '/en/alerts/unsubscribe' })).body).toContain('This link is no longer valid');
  });
});

describe("the back office's alerts", () => {
  it('needs a session, lists each search with its counts and no address, and removes an address on request', async () => {
    const { app, store } = await server();
    expect((await app.inject({ url: '/admin/api/alerts' })).statusCode).toBe(401);
    await ask(app, '/en/alerts', ARTA);
    await store.alerts.confirm(await mailedToken(store, 'confirm'));
    await ask(app, '/en/alerts', { ...ARTA, email: 'besa@example.com' });
    const admin = await signedInAdmin(app);
    const list = await app.inject({ url: '/admin/api/alerts', headers: { cookie: admin.cookie } });
    expect(list.json()).toEqual({ searches: [{ search: 'type=apartment%2Chouse&city=Prishtin%C3%AB', confirmed: 1, pending: 1 }] });
    expect(list.body).not.toContain('@');

    expect((await app.inject({ method: 'POST', url: '/admin/api/alerts/remove', headers: { cookie: admin.cookie }, payload: { email: 'arta@example.com' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/admin/api/alerts/remove', headers: admin.headers, payload: { email: 'not an address' } })).statusCode).toBe(400);
    const removed = await app.inject({ method: 'POST', url: '/admin/api/alerts/remove', headers: admin.headers, payload: { email: ' ARTA@example.com ' } });
    expect(removed.json()).toEqual({ ok: true, removed: 1 });
    expect((await app.inject({ url: '/admin/api/alerts', headers: { cookie: admin.cookie } })).json()).toEqual({ searches: [{ search: 'type=apartment%2Chouse&city=Prishtin%C3%AB', confirmed: 0, pending: 1 }] });
    expect((await store.accounts.listAudit(5)).find((row) => row.action === 'alert.remove')).toMatchObject({ changes: [{ field: 'alerts', from: 1, to: 0 }] });
  });
});
