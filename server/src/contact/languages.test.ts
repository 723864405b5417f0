/**
 * The message form the server draws and its answers, in each language: the form at
 * contactFormPath(locale) posts to its language's root ('/en', '/de'), and whatever becomes of
 * the post (sent, a field refused, the store down, too many posts) the answer is in that
 * language. The Albanian words are the contact sheet's (shared/contact, SPEC 5 and 8).
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, CONTACT_TEXTS, FIELD_MAX_LENGTH } from 'shared/contact';
import { contactFormPath } from 'shared/routes';
import { site } from 'shared/site';
import { contactPlugin } from '../plugins/contact';
import { StoreUnavailableError } from '../site-store';
import type { NewContactMessage } from '../store';
import { contactStrings } from './strings';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

let apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function server(addMessage: (message: NewContactMessage) => Promise<unknown> = async () => undefined, rateLimit = 100) {
  const app = Fastify();
  apps.push(app);
  await app.register(contactPlugin, { messages: { addMessage: addMessage as never }, contact: { rateLimit, rateWindowMs: 60_000, trustProxy: false }, site });
  return app;
}

const post = (app: ReturnType<typeof Fastify>, url: string, fields: Record<string, string>, accept = BROWSER_ACCEPT) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': FORM, accept }, payload: new URLSearchParams(fields).toString() });

const valid = { 'form-name': 'contact', name: 'Anna', email: '', phone: '+49 30 1234567', message: 'Is it still for sale?', 'bot-field': '' };
const actionOf = (html: string) => /<form method="post" action="([^"]*)"/.exec(html)?.[1];

describe('the message form in English', () => {
  it('is drawn at /en/contact/message in English and posts to /en', async () => {
    const app = await server();
    const page = await app.inject({ method: 'GET', url: contactFormPath('en'), headers: { accept: BROWSER_ACCEPT } });
    expect(contactFormPath('en')).toBe('/en/contact/message');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Send us a message · ');
    expect(page.body).toContain('<h1>Send us a message</h1>');
    expect(page.body).toContain('<form method="post" action="/en" aria-label="Send us a message">');
    for (const label of ['Name', 'Email', 'Phone number', 'Message']) expect(page.body).toMatch(new RegExp(`<label>${label}<(input|textarea) `));
    expect(page.body).toContain('<button type="submit">Send message</button>');
    expect(page.body).toContain(`<header><a href="/en/properties?page=1">${site.brand}</a></header>`);
    expect(page.body).toContain('<h2>Contact us</h2>');
    expect(page.body).not.toMatch(/Dërgo|Emri|Mesazhi|Na kontaktoni/);
  });

  it('posted, stores the message and answers in English', async () => {
    const stored: NewContactMessage[] = [];
    const app = await server(async (message) => stored.push(message));
    const response = await post(app, '/en', valid);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Your message has been sent</h1>');
    expect(response.body).toContain('<p role="status">You can expect a reply soon</p>');
    expect(response.body).toContain('<a href="/en/properties?page=1">Back to the properties</a>');
    expect(stored.map((message) => message.message)).toEqual(['Is it still for sale?']);
  });

  it('answers a refused field in English, the form again posting to /en', async () => {
    const app = await server();
    const response = await post(app, '/en', { ...valid, phone: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>Error</h1>');
    expect(response.body).toContain('<p role="alert">Sorry, your message was not sent</p>');
    expect(response.body).toContain('<span class="error" id="phone-error">A phone number is required.</span>');
    expect(actionOf(response.body)).toBe('/en');
    expect(response.body).toContain('Is it still for sale?</textarea>');
    const long = await post(app, '/en', { ...valid, name: 'x'.repeat(FIELD_MAX_LENGTH.name + 1) });
    expect(long.body).toContain(`Write no more than ${FIELD_MAX_LENGTH.name} characters.`);
  });

  it('answers a store that cannot be written, and too many posts, in English', async () => {
    const down = await server(async () => {
      throw new StoreUnavailableError(new Error('disk full'));
    });
    const unavailable = await post(down, '/en', valid);
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.body).toContain('Sorry, your message was not sent. Messages cannot be saved at the moment.');
    expect(unavailable.body).toContain('Is it still for sale?</textarea>');

    const limited = await server(undefined, 1);
    await post(limited, '/en', valid);
    const busy = await post(limited, '/en', valid);
    expect(busy.statusCode).toBe(429);
    expect(busy.body).toContain('<html lang="en">');
    expect(busy.body).toContain('You have sent too many messages at once.');
  });
});

describe('the message form in German', () => {
  it('is drawn at /de/kontakt/nachricht and posts to /de, answering in German', async () => {
    const app = await server();
    const page = await app.inject({ method: 'GET', url: contactFormPath('de'), headers: { accept: BROWSER_ACCEPT } });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<h1>Senden Sie uns eine Nachricht</h1>');
    expect(actionOf(page.body)).toBe('/de');
    for (const label of ['Name', 'E-Mail', 'Telefonnummer', 'Nachricht']) expect(page.body).toContain(`<label>${label}<`);
    const refused = await post(app, '/de', { ...valid, message: ' ', email: 'keine-adresse' });
    expect(refused.body).toContain('<h1>Fehler</h1>');
    expect(refused.body).toContain('Leider wurde Ihre Nachricht nicht gesendet');
    expect(refused.body).toContain('Geben Sie eine gültige E-Mail-Adresse ein.');
    const sent = await post(app, '/de', valid);
    expect(sent.body).toContain('<h1>Ihre Nachricht wurde gesendet</h1>');
    expect(sent.body).toContain('<a href="/de/immobilien?page=1">Zurück zu den Immobilien</a>');
  });
});

describe('the posts of all languages', () => {
  it('count against one limit per client', async () => {
    const app = await server(undefined, 2);
    expect((await post(app, '/en', valid)).statusCode).toBe(200);
    expect((await post(app, '/de', valid)).statusCode).toBe(200);
    expect((await post(app, '/', valid)).statusCode).toBe(429);
  });

  it("keep the app's JSON answers at every language's root", async () => {
    const app = await server();
    expect((await post(app, '/en', valid, '*/*')).json()).toEqual({ ok: true });
    expect((await post(app, '/de', { ...valid, phone: '' }, '*/*')).json()).toMatchObject({ ok: false, error: 'invalid-field', field: 'phone' });
  });
});

describe("the form's Albanian words", () => {
  it("are the contact sheet's, as SPEC 5 and 8 write them", () => {
    const sq = contactStrings('sq');
    expect([sq.formTitle, sq.submit, sq.honeypot, sq.sentTitle, sq.sentText, sq.failedTitle, sq.failedText]).toEqual([
      CONTACT_TEXTS.title,
      CONTACT_TEXTS.submit,
      CONTACT_TEXTS.honeypot,
      CONTACT_TEXTS.sentTitle,
      CONTACT_TEXTS.sentText,
      CONTACT_TEXTS.failedTitle,
      CONTACT_TEXTS.failedText,
    ]);
    for (const field of CONTACT_FIELDS) {
      expect(sq.field(field)).toBe(CONTACT_TEXTS.labels[field]);
      for (const [error, text] of Object.entries(CONTACT_TEXTS.errors[field])) expect(sq.error(field, error as never)).toBe(text);
    }
  });
});
