import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store';
import type { InboxMessage } from 'shared/contracts';
import { inboxPlugin, INBOX_PAGE_SIZE } from './inbox';
import { adminPlugin } from './plugin';
import { signedInAdmin } from './testing';

const SITE = 'https://pronakosova.example';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let signedIn: Record<string, string>;
let signedInChange: Record<string, string>;

async function inbox(): Promise<{ app: FastifyInstance; store: Store; tick: () => void }> {
  let second = 0;
  const store = await openStore({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-')) }, () => new Date(Date.UTC(2026, 10, 25, 8, 0, second)));
  const app = Fastify();
  await app.register(adminPlugin, { store });
  await app.register(inboxPlugin, { prefix: '/admin/api', store, siteUrl: SITE });
  await app.ready();
  const admin = await signedInAdmin(app);
  signedIn = { cookie: admin.cookie };
  signedInChange = admin.headers;
  cleanups.push(async () => {
    await app.close();
    await store.close();
  });
  return { app, store, tick: () => (second += 1) };
}

const visitor = { name: 'Arta Krasniqi', email: 'arta@example.com', phone: '+383 44 123 456', message: 'A është në shitje?' };

describe('the inbox API', () => {
  it('lists messages newest first with every field, where each came from, and the unread count', async () => {
    const { app, store, tick } = await inbox();
    await store.addMessage({ ...visitor, page: 'Prona: 1043' });
    tick();
    await store.addMessage({ ...visitor, name: 'Besa', page: `Faqja: ${SITE}/kontakti` });
    tick();
    await store.addMessage({ ...visitor, name: 'Bot', page: 'Faqja: javascript:alert(1)' });
    tick();
    await store.addMessage({ ...visitor, name: 'Spam', page: '' }, 'spam');

    const response = await app.inject({ url: '/admin/api/messages', headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ total: number; unread: number; pages: number; messages: InboxMessage[] }>();
    expect(body).toMatchObject({ total: 3, unread: 3, pages: 1 });
    expect(body.messages.map((message) => message.name)).toEqual(['Bot', 'Besa', 'Arta Krasniqi']);
    expect(body.messages[2]).toMatchObject({
      ...visitor,
      receivedAt: '2026-11-25T08:00:00.000Z',
      state: 'new',
      source: { kind: 'listing', listingId: '1043', path: '/pronat/1043', url: `${SITE}/pronat/1043` },
    });
    expect(body.messages[1]!.source).toEqual({ kind: 'page', url: `${SITE}/kontakti`, path: '/kontakti' });
    // A page line a visitor made up is text, never a link.
    expect(body.messages[0]!.source).toEqual({ kind: 'text', text: 'Faqja: javascript:alert(1)' });

    const spam = (await app.inject({ url: '/admin/api/messages?folder=spam', headers: signedIn })).json<{ messages: InboxMessage[] }>();
    expect(spam.messages.map((message) => message.name)).toEqual(['Spam']);
  });

  it('links a page line only to a path on this site, never to one a browser reads as another host', async () => {
    const { app, store, tick } = await inbox();
    const lines = [
      `Faqja: ${SITE}//evil.example/phish`,
      `Faqja: ${SITE}/\\evil.example`,
      `Faqja: ${SITE}/\\/evil.example/phish`,
      `Faqja: ${SITE}///evil.example`,
      'Faqja: /\\evil.example',
      'Faqja: //evil.example/phish',
      `Faqja: ${SITE}.evil.example/pronat`,
    ];
    for (const page of lines) {
      await store.addMessage({ ...visitor, page });
      tick();
    }
    await store.addMessage({ ...visitor, page: `Faqja: ${SITE}/pronat/%2F%2Fevil.example?page=2` });
    const { messages } = (await app.inject({ url: '/admin/api/messages', headers: signedIn })).json<{ messages: InboxMessage[] }>();
    // An encoded slash is part of one segment: still a page of this site.
    expect(messages[0]!.source).toEqual({
      kind: 'page',
      url: `${SITE}/pronat/%2F%2Fevil.example?page=2`,
      path: '/pronat/%2F%2Fevil.example?page=2',
    });
    expect(messages.slice(1).map((message) => message.source)).toEqual([...lines].reverse().map((text) => ({ kind: 'text', text })));
  });

  it('pages by the page size', async () => {
    const { app, store, tick } = await inbox();
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i++) {
      await store.addMessage({ ...visitor, message: `m${i}`, page: '' });
      tick();
    }
    const second = (await app.inject({ url: '/admin/api/messages?page=2', headers: signedIn })).json<{ page: number; pages: number; messages: InboxMessage[] }>();
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect(second.messages.map((message) => message.message)).toEqual(['m2', 'm1', 'm0']);
    expect((await app.inject({ url: '/admin/api/messages?page=0', headers: signedIn })).statusCode).toBe(400);
    expect((await app.inject({ url: '/admin/api/messages?folder=trash', headers: signedIn })).statusCode).toBe(400);
  });

  it('marks a message read, answered, spam and back, and counts unread', async () => {
    const { app, store } = await inbox();
    const { id } = await store.addMessage({ ...visitor, page: '' });
    const mark = (state: string) => app.inject({ method: 'PUT', url: `/admin/api/messages/${id}/state`, headers: signedInChange, payload: { state } });

    const read = await mark('read');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: { id, state: 'read' }, unread: 0 });
    expect((await mark('answered')).json()).toMatchObject({ message: { state: 'answered' } });
    await mark('spam');
    expect((await app.inject({ url: '/admin/api/messages', headers: signedIn })).json()).toMatchObject({ total: 0 });
    expect((await app.inject({ url: '/admin/api/messages?folder=spam', headers: signedIn })).json()).toMatchObject({ total: 1 });
    await mark('new');
    expect((await app.inject({ url: '/admin/api/messages/unread', headers: signedIn })).json()).toEqual({ unread: 1 });
    expect((await app.inject({ url: `/admin/api/messages/${id}`, headers: signedIn })).json()).toMatchObject({ id, state: 'new' });

    expect((await mark('deleted')).statusCode).toBe(400);
    const missing = await app.inject({ method: 'PUT', url: '/admin/api/messages/nope/state', headers: signedInChange, payload: { state: 'read' } });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/api/messages/nope', headers: signedIn })).statusCode).toBe(404);
  });

  it('answers 401 without a session on every route and 403 on a change without the CSRF token', async () => {
    const { app, store } = await inbox();
    const { id } = await store.addMessage({ ...visitor, page: '' });
    for (const url of ['/admin/api/messages', '/admin/api/messages?folder=spam', '/admin/api/messages/unread', `/admin/api/messages/${id}`, '/admin/api/messages?page=-1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('Arta');
    }
    const change = { method: 'PUT' as const, url: `/admin/api/messages/${id}/state`, payload: { state: 'read' } };
    expect((await app.inject(change)).statusCode).toBe(401);
    expect((await app.inject({ ...change, headers: signedIn })).statusCode).toBe(403);
    expect((await store.getMessage(id))?.state).toBe('new');
  });
});
