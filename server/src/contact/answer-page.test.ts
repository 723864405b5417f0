/**
 * A browser's own contact form post (no app script: it accepts text/html) is answered with a
 * page in the site's frame, never JSON: sent, or the form again with the error and the
 * visitor's text. The app's fetch (no text/html in Accept) keeps its JSON answers.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { contactFormPath } from 'shared/routes';
import { site } from 'shared/site';
import { contactPlugin } from '../plugins/contact';
import { StoreUnavailableError } from '../site-store';
import type { NewContactMessage } from '../store';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

let apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function server(addMessage: (message: NewContactMessage, folder: 'new' | 'spam') => Promise<unknown>, rateLimit = 100) {
  const app = Fastify();
  apps.push(app);
  await app.register(contactPlugin, {
    messages: { addMessage: addMessage as never },
    contact: { rateLimit, rateWindowMs: 60_000, trustProxy: false },
    site,
  });
  return app;
}

const post = (app: ReturnType<typeof Fastify>, fields: Record<string, string>, accept = BROWSER_ACCEPT) =>
  app.inject({ method: 'POST', url: '/', headers: { 'content-type': FORM, accept }, payload: new URLSearchParams(fields).toString() });

const valid = { 'form-name': 'contact', name: 'Arta', email: '', phone: '+383 44 123 456', message: 'A është ende në shitje?', 'bot-field': '' };

describe("a browser's own contact post", () => {
  it('stores the message and answers with the success page in the site frame', async () => {
    const stored: NewContactMessage[] = [];
    const app = await server(async (message) => stored.push(message));
    const response = await post(app, valid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Mesazhi u dërgua me sukses');
    expect(response.body).toContain('Prisni një përgjigje së shpejti');
    expect(response.body).toContain(site.brand);
    expect(stored.map((message) => message.message)).toEqual(['A është ende në shitje?']);
  });

  it("draws the empty form at its own address, for 'Kontakti' before the app runs; a post of nothing is refused with it", async () => {
    const stored: NewContactMessage[] = [];
    const app = await server(async (message) => stored.push(message));
    const response = await app.inject({ method: 'GET', url: contactFormPath(), headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<h1>Na dërgoni një mesazh</h1>');
    expect(response.body).toMatch(/<form method="post" action="\/"/);
    expect(response.body).not.toContain('Gabim');
    const empty = await post(app, { 'form-name': 'contact' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Numri telefonit është i detyrueshëm.');
    expect(stored).toEqual([]);
  });

  it('answers a missing phone with the form again: the error, and the text the visitor typed, escaped', async () => {
    const app = await server(async () => undefined);
    const response = await post(app, { ...valid, phone: '', message: 'Pyetje <b>e rëndësishme</b>' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Gabim');
    expect(response.body).toContain('Numri telefonit është i detyrueshëm.');
    expect(response.body).toContain('<textarea name="message"');
    expect(response.body).toContain('Pyetje &lt;b&gt;e rëndësishme&lt;/b&gt;</textarea>');
    expect(response.body).toContain('value="Arta"');
    expect(response.body).toMatch(/<form method="post" action="\/"/);
  });

  it('answers a store that cannot be written with a page keeping the text, not JSON', async () => {
    const app = await server(async () => {
      throw new StoreUnavailableError(new Error('disk full'));
    });
    const response = await post(app, valid);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Na vjen keq, por mesazhi nuk u dërgua');
    expect(response.body).toContain('A është ende në shitje?</textarea>');
  });

  it('answers too many posts with a page, not JSON', async () => {
    const app = await server(async () => undefined, 1);
    await post(app, valid);
    const response = await post(app, valid);
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Na vjen keq, por mesazhi nuk u dërgua');
  });

  it("keeps the JSON answers for the app's own posts", async () => {
    const app = await server(async () => undefined);
    const sent = await post(app, valid, '*/*');
    expect(sent.json()).toEqual({ ok: true });
    const refused = await post(app, { ...valid, phone: '' }, '*/*');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false, error: 'invalid-field', field: 'phone' });
  });
});
