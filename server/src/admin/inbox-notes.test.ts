/**
 * A message's note and assignee through the admin API, on SQLite and on a real PostgreSQL
 * shared by two instances: what the inbox shows (the listing's title, the assignee), the
 * search, refusals that name the field and store nothing, and changes sent together each
 * stored with an audit row that follows on from the one before.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry, InboxMessage, InboxPage } from 'shared/contracts';
import { startTestPostgres, type TestPostgres } from '../store/test-postgres';
import { startTestApp, type TestApp } from '../test-app';
import { signedInAdmin, type SignedInAdmin } from './testing';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(() => postgres?.stop());

async function startInstances(engine: 'sqlite' | 'postgres'): Promise<TestApp[]> {
  if (engine === 'sqlite') return [await startTestApp()];
  const databaseUrl = await postgres.createDatabase();
  return [await startTestApp({ databaseUrl }), await startTestApp({ databaseUrl })];
}

describe.each(['sqlite', 'postgres'] as const)('on %s', { timeout: 120_000 }, (engine) => {
  let apps: TestApp[];
  let admins: SignedInAdmin[];
  beforeAll(async () => {
    apps = await startInstances(engine);
    admins = [];
    for (const app of apps) admins.push(await signedInAdmin(app.app));
  }, 120_000);
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
  });
  /** The n-th request goes to one instance or the other, as a load balancer would send it, signed in there. */
  const send = (n: number, options: InjectOptions) => {
    const i = n % apps.length;
    return apps[i]!.app.inject({ ...options, headers: { ...admins[i]!.headers, ...options.headers } });
  };
  const newMessage = async (message: string, page = '') => (await apps[0]!.app.adminStore.addMessage({ name: 'Arta', email: 'arta@example.com', phone: '044 111 222', message, page })).id;
  const audit = async () => (await send(0, { method: 'GET', url: '/admin/api/audit' })).json<{ entries: AdminAuditEntry[] }>().entries;

  it('shows an inquiry with its listing\'s title, and finds messages by a word of their text or note', async () => {
    const listings = (await send(0, { method: 'GET', url: '/admin/api/listings' })).json<{ listings: { id: string; title: string }[] }>().listings;
    const listing = listings[0]!;
    const id = await newMessage(`Pyetje për pronën ${engine}`, `Prona: ${listing.id}`);
    const shown = (await send(1, { method: 'GET', url: `/admin/api/messages/${id}` })).json<InboxMessage>();
    expect(shown).toMatchObject({ source: { kind: 'listing', listingId: listing.id }, listingTitle: listing.title, note: '', assignee: null });
    await send(0, { method: 'PUT', url: `/admin/api/messages/${id}/note`, payload: { note: 'Klient i çmuar' } });
    const found = (await send(1, { method: 'GET', url: `/admin/api/messages?q=${encodeURIComponent('CMUAR')}` })).json<InboxPage>();
    expect(found).toMatchObject({ query: 'CMUAR', total: 1 });
    expect(found.messages.map((message) => message.id)).toEqual([id]);
  });

  it('refuses a note or an assignee it cannot take, naming the field, and stores nothing', async () => {
    const id = await newMessage('E refuzuar');
    const long = await send(0, { method: 'PUT', url: `/admin/api/messages/${id}/note`, payload: { note: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'invalid', problems: [{ path: 'note' }] });
    const extra = await send(0, { method: 'PUT', url: `/admin/api/messages/${id}/note`, payload: { note: 'ok', state: 'read' } });
    expect(extra.statusCode).toBe(400);
    const nobody = await send(0, { method: 'PUT', url: `/admin/api/messages/${id}/assignee`, payload: { userId: 987_654 } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ problems: [{ path: 'userId' }] });
    const word = await send(0, { method: 'PUT', url: `/admin/api/messages/${id}/assignee`, payload: { userId: 'agjenti' } });
    expect(word.json()).toMatchObject({ problems: [{ path: 'userId' }] });
    expect((await send(0, { method: 'PUT', url: '/admin/api/messages/missing/note', payload: { note: 'x' } })).statusCode).toBe(404);
    // Without the CSRF token: refused before anything is read.
    expect((await apps[0]!.app.inject({ method: 'PUT', url: `/admin/api/messages/${id}/note`, headers: { cookie: admins[0]!.cookie }, payload: { note: 'x' } })).statusCode).toBe(403);
    const stored = (await send(0, { method: 'GET', url: `/admin/api/messages/${id}` })).json<InboxMessage>();
    expect(stored).toMatchObject({ note: '', assignee: null });
    expect((await audit()).filter((entry) => entry.subjectId === id)).toEqual([]);
  });

  it('stores 20 notes sent at once to one message, each audited from the note before it', async () => {
    const id = await newMessage('Shumë shënime');
    const notes = Array.from({ length: 20 }, (_, i) => `Shënimi ${i}`);
    const answers = await Promise.all(notes.map((note, i) => send(i, { method: 'PUT', url: `/admin/api/messages/${id}/note`, payload: { note } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(notes.map(() => 200));
    const final = (await send(0, { method: 'GET', url: `/admin/api/messages/${id}` })).json<InboxMessage>().note;
    const rows = (await audit()).filter((entry) => entry.subjectId === id && entry.action === 'message.note').reverse();
    expect(rows).toHaveLength(20);
    // An unbroken chain: each row starts where the one before ended, and the last is what is stored.
    expect(rows[0]!.changes[0]!.from).toBe('');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.changes[0]!.from).toBe(rows[i - 1]!.changes[0]!.to);
    expect(rows.at(-1)!.changes[0]!.to).toBe(final);
    expect(new Set(rows.map((row) => row.changes[0]!.to))).toEqual(new Set(notes));
  });

  it('assigns a message with 20 changes sent at once, each audited from the assignee before it', async () => {
    const id = await newMessage('Kush e merr?');
    const users = (await send(0, { method: 'GET', url: '/admin/api/users' })).json<{ users: { id: number; email: string }[] }>().users;
    expect(users.length).toBeGreaterThanOrEqual(admins.length);
    const choices = [...users.map((user) => user.id), null];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i, { method: 'PUT', url: `/admin/api/messages/${id}/assignee`, payload: { userId: choices[i % choices.length] } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const final = (await send(1, { method: 'GET', url: `/admin/api/messages/${id}` })).json<InboxMessage>().assignee?.email ?? null;
    const rows = (await audit()).filter((entry) => entry.subjectId === id && entry.action === 'message.assign').reverse();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.changes[0]!.from).toBeNull();
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.changes[0]!.from).toBe(rows[i - 1]!.changes[0]!.to);
    expect(rows.at(-1)!.changes[0]!.to).toBe(final);
  });
});
