/**
 * A listing's English and German title and description through the admin API on the production
 * server (buildServer, SQLite, the real projection): saved with the listing in the one form the
 * schema gives, audited text by text, refused field by field with nothing stored, taken at their
 * full length, saved 20 at once without a gap in the audit's story, and carried by the public
 * record, the detail page's data and (the titles) the listings index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH, type AdminAuditEntry, type Listing } from 'shared/contracts';
import { listingPath, listingRecordUrl, listingsIndexUrl } from 'shared/listings/rules';
import { fakeShellDist, startTestApp, type TestApp } from '../test-app';
import { signedInAdmin, VALID_ADMIN_LISTING, type SignedInAdmin } from './testing';

/** A render build that draws the detail page as its listing's JSON: enough to see what a page was given. */
const RENDER = `module.exports = {
  remotesFor: (path) => (path.startsWith('/pronat/') ? ['mfe-detail/DetailPage'] : []),
  renderRoute: (path, input) => '<main data-path="' + path + '">' + (input && input.listing ? JSON.stringify(input.listing).replace(/</g, '\\\\u003c') : '') + '</main>',
};`;

let server: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  server = await startTestApp({ shellDist: fakeShellDist(undefined, RENDER) });
  admin = await signedInAdmin(server.app);
}, 30_000);
afterAll(() => server?.close());

type Body = { status: string; listing: Record<string, unknown> };

const send = async (method: 'POST' | 'PUT', url: string, body: Body) => {
  const response = await fetch(`${server.origin}${url}`, { method, headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { id?: string; problems?: { path: string; message: string }[] } };
};
const create = (listing: Record<string, unknown>, status = 'active') => send('POST', '/admin/api/listings', { status, listing });
const save = (id: string, listing: Record<string, unknown>, status = 'active') => send('PUT', `/admin/api/listings/${id}`, { status, listing });
const stored = async (id: string) => (await server.app.adminStore.getListing(id))?.listing;
const auditOf = async (id: string) =>
  ((await (await fetch(`${server.origin}/admin/api/audit?listing=${id}`, { headers: admin.headers })).json()) as { entries: AdminAuditEntry[] }).entries;

/** Waits until the server has projected the store again after the writes made so far. */
async function projected(): Promise<void> {
  const before = server.data.current();
  const started = Date.now();
  while (server.data.current() === before) {
    if (Date.now() - started > 5_000) throw new Error('the store was not projected again within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a listing's translations in the admin API", { timeout: 60_000 }, () => {
  it('are saved with the listing, trimmed, a blank text none, and each change audited by its language and field', async () => {
    const created = await create({
      ...VALID_ADMIN_LISTING,
      translations: { en: { title: ' Flat in the centre ', description: 'Bright.\n\nQuiet.' }, de: { title: '', description: '   ' } },
    });
    expect(created.status).toBe(201);
    const id = created.json.id!;
    expect((await stored(id))?.translations).toEqual({ en: { title: 'Flat in the centre', description: 'Bright.\n\nQuiet.' } });

    const changed = await save(id, { ...VALID_ADMIN_LISTING, translations: { en: { title: 'Flat in the city centre' }, de: { title: 'Wohnung im Zentrum' } } });
    expect(changed.status).toBe(200);
    expect((await stored(id))?.translations).toEqual({ en: { title: 'Flat in the city centre' }, de: { title: 'Wohnung im Zentrum' } });
    const [update] = await auditOf(id);
    expect(update).toMatchObject({ action: 'listing.update', userEmail: admin.email });
    expect(update?.changes).toEqual([
      { field: 'translations.en.title', from: 'Flat in the centre', to: 'Flat in the city centre' },
      { field: 'translations.en.description', from: 'Bright.\n\nQuiet.', to: null },
      { field: 'translations.de.title', from: null, to: 'Wohnung im Zentrum' },
    ]);

    // Sent without them (an older form), the listing has none: the save sets every field it edits.
    expect((await save(id, VALID_ADMIN_LISTING)).status).toBe(200);
    expect(await stored(id)).not.toHaveProperty('translations');
  });

  it('refuses a bad translation by its path, and stores nothing of the save', async () => {
    const id = (await create({ ...VALID_ADMIN_LISTING, translations: { en: { title: 'Flat' } } })).json.id!;
    const before = await stored(id);
    const bad = await save(id, {
      ...VALID_ADMIN_LISTING,
      title: 'Titull i ri',
      translations: { en: { title: 'a'.repeat(TEXT_MAX_LENGTH.title + 1) }, de: { description: 'Gut\u202eschlecht' }, fr: { title: 'Appartement' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.problems?.map((problem) => problem.path).sort()).toEqual(['translations.de.description', 'translations.en.title', 'translations.fr']);
    expect(await stored(id)).toEqual(before);
    expect((await save(id, { ...VALID_ADMIN_LISTING, translations: 'Flat' })).json.problems?.map((problem) => problem.path)).toEqual(['translations']);
  });

  it('takes a description and both its translations at their full length in three-byte characters', async () => {
    const full = (field: 'title' | 'description') => '€'.repeat(TEXT_MAX_LENGTH[field]);
    const translation = { title: full('title'), description: full('description') };
    const created = await create({ ...VALID_ADMIN_LISTING, ...translation, translations: { en: translation, de: translation } });
    expect(created.status).toBe(201);
    expect((await stored(created.json.id!))?.translations?.de?.description).toHaveLength(TEXT_MAX_LENGTH.description);
  });

  it('saves 20 translations of one listing sent at once: each stored in turn and audited from the one before', async () => {
    const id = (await create(VALID_ADMIN_LISTING)).json.id!;
    const titles = Array.from({ length: 20 }, (_, i) => `Flat ${i}`);
    const answers = await Promise.all(titles.map((title) => save(id, { ...VALID_ADMIN_LISTING, translations: { en: { title }, de: { description: 'Hell.' } } })));
    expect(answers.map((answer) => answer.status)).toEqual(titles.map(() => 200));
    const updates = (await auditOf(id)).filter((entry) => entry.action === 'listing.update').reverse();
    const titleChanges = updates.map((entry) => entry.changes.find((change) => change.field === 'translations.en.title'));
    expect(titleChanges).toHaveLength(20);
    expect(titleChanges[0]?.from).toBeNull();
    for (let i = 1; i < titleChanges.length; i++) expect(titleChanges[i]?.from).toBe(titleChanges[i - 1]?.to);
    expect(new Set(titleChanges.map((change) => change?.to))).toEqual(new Set(titles));
    // The German description came with the first save only.
    expect(updates.flatMap((entry) => entry.changes).filter((change) => change.field === 'translations.de.description')).toHaveLength(1);
    expect((await stored(id))?.translations).toEqual({ en: { title: titleChanges.at(-1)?.to }, de: { description: 'Hell.' } });
  });

  it('are in the public record and the detail page, and the titles in the index row; a draft shows them nowhere', async () => {
    const translations = { en: { title: 'Villa with a garden', description: 'Quiet street.' }, de: { description: 'Ruhige Straße.' } };
    const id = (await create({ ...VALID_ADMIN_LISTING, translations }, 'draft')).json.id!;
    await projected();
    expect(await (await fetch(`${server.origin}${listingRecordUrl(id)}`)).text()).toBe('null');

    expect((await save(id, { ...VALID_ADMIN_LISTING, translations })).status).toBe(200);
    await projected();
    const record = (await (await fetch(`${server.origin}${listingRecordUrl(id)}`)).json()) as Listing;
    expect(record.translations).toEqual(translations);
    const page = await (await fetch(`${server.origin}${listingPath(id)}`)).text();
    expect(page).toContain('"translations":{"en":{"title":"Villa with a garden","description":"Quiet street."},"de":{"description":"Ruhige Straße."}}');
    const index = (await (await fetch(`${server.origin}${listingsIndexUrl(0)}`)).json()) as { version: number; rows: unknown[][] };
    const row = index.rows.find((item) => item[0] === id);
    expect(row?.slice(13)).toEqual([null, null, { en: 'Villa with a garden' }]);
  });
});
