/**
 * A draft over real HTTP on the production server (buildServer, SQLite, the real projection and
 * photo pipeline): created with a photo through the admin API, it is in no public output — no
 * listings.json entry, index row, record, detail page, SEO page, sitemap entry, text search
 * answer, grid page or photo file — while the signed-in back office previews its public page;
 * after 'Publiko' every one of them has it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPath, listingRecordUrl, listingSeoPath, listingsIndexUrl, textSearchUrl } from 'shared/listings/rules';
import { adminPreviewPath } from 'shared/routes';
import { makeListing } from 'shared/testing';
import { plainPng } from '../photos/test-images';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { signedInAdmin, VALID_ADMIN_LISTING, type SignedInAdmin } from './testing';

/** A render build that draws the detail page as its listing's JSON: enough to see what a page was given. */
const RENDER = `module.exports = {
  remotesFor: (path) => (path.startsWith('/pronat/') ? ['mfe-detail/DetailPage'] : []),
  renderRoute: (path, input) => '<main data-path="' + path + '">' + (input && input.listing ? JSON.stringify(input.listing).replace(/</g, '\\\\u003c') : '') + '</main>',
};`;

const TITLE = 'Vilë me kopsht Skicëzezë';
const WORD = 'Skicëzezë';

let server: TestApp;
let admin: SignedInAdmin;
let id: string;
let photoUrl: string;

const get = async (urlPath: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.origin}${urlPath}`, { headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
};

/** Waits until the server has projected the store again after the writes made so far. */
async function projected(): Promise<void> {
  const before = server.data.current();
  const started = Date.now();
  while (server.data.current() === before) {
    if (Date.now() - started > 5_000) throw new Error('the store was not projected again within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Answer = Awaited<ReturnType<typeof get>>;

/** Every public output that could name a listing, with what it answered. */
async function publicOutputs() {
  const urls = {
    listingsJson: '/assets/data/listings.json',
    index: listingsIndexUrl(0),
    record: listingRecordUrl(id),
    detail: listingPath(id),
    seo: listingSeoPath(id),
    sitemap: '/sitemap.xml',
    search: textSearchUrl(WORD),
    grid: '/pronat?page=1',
    photo: photoUrl,
    thumbnail: photoUrl.replace('-1200.webp', '-600.webp'),
  };
  const answers = await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await get(url)] as const));
  return Object.fromEntries(answers) as Record<keyof typeof urls, Answer>;
}

beforeAll(async () => {
  const listingsFile = path.join(tempDir('drafts-listings-'), 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [makeListing({ id: '100', title: 'Banesë publike' })] }));
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist(undefined, RENDER) });
  admin = await signedInAdmin(server.app);
}, 30_000);
afterAll(() => server?.close());

describe('a draft', { timeout: 30_000 }, () => {
  it('is created with its photo and shows in no public output', async () => {
    const created = await fetch(`${server.origin}/admin/api/listings`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'draft', listing: { ...VALID_ADMIN_LISTING, title: TITLE, description: `Përshkrim ${WORD}.` } }),
    });
    expect(created.status).toBe(201);
    id = ((await created.json()) as { id: string }).id;
    const body = new FormData();
    body.append('photos', new Blob([new Uint8Array(await plainPng(800, 600))], { type: 'image/png' }), 'kopshti.png');
    const uploaded = await fetch(`${server.origin}/admin/api/listings/${id}/photos`, { method: 'POST', headers: admin.headers, body });
    expect(uploaded.status).toBe(201);
    photoUrl = ((await uploaded.json()) as { photos: { url: string }[] }).photos[0]!.url;
    await projected();

    const outputs = await publicOutputs();
    expect(server.data.current().cards.has(id)).toBe(false);
    for (const [name, answer] of Object.entries(outputs)) {
      // The search's answer repeats its query (its ids are checked below); a 404 page names its path.
      if (name !== 'search') expect(answer.body, name).not.toContain(WORD);
      if (answer.status !== 404) expect(answer.body, name).not.toContain(path.basename(photoUrl, '-1200.webp'));
    }
    expect(JSON.parse(outputs.listingsJson.body).listings.map((listing: { id: string }) => listing.id)).toEqual(['100']);
    expect(JSON.parse(outputs.search.body)).toMatchObject({ ids: [] });
    expect(outputs.sitemap.body).not.toContain(`/pronat/${id}<`);
    // A record the browser asks for that is not shown is answered `null` (listings-data.ts).
    expect(outputs.record.body).toBe('null');
    for (const name of ['detail', 'seo', 'photo', 'thumbnail'] as const) expect(outputs[name].status, name).toBe(404);
    expect([outputs.listingsJson, outputs.index, outputs.sitemap, outputs.search, outputs.grid].map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("has a preview of its public page for the signed-in back office only, its photo through the admin's route", async () => {
    expect((await get(adminPreviewPath(id))).status).toBe(401);
    expect((await get(adminPreviewPath(id), { cookie: 'admin_session=forged' })).status).toBe(401);
    expect((await get(adminPreviewPath('999999'), { cookie: admin.cookie })).status).toBe(404);
    const preview = await get(adminPreviewPath(id), { cookie: admin.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(preview.body).toContain(TITLE);
    expect(preview.body).toContain(`data-path="/pronat/${id}"`);
    expect(preview.body).toContain('Paraparje e pronës');
    const adminPhoto = photoUrl.replace('/assets/photos/', '/admin/api/photo-files/');
    expect(preview.body).toContain(adminPhoto);
    expect(preview.body).not.toContain(photoUrl);
    // No point at all, as a public detail page's data (detailListingJson), let alone the exact one.
    expect(preview.body).not.toContain('"latitude"');
    expect(preview.body).not.toContain(String(VALID_ADMIN_LISTING.geoPoint.latitude));
    expect((await get(adminPhoto, { cookie: admin.cookie })).status).toBe(200);
    expect((await get(adminPhoto)).status).toBe(401);
  });

  it("shows in every public output after 'Publiko', audited as the status change", async () => {
    const published = await fetch(`${server.origin}/admin/api/listings/${id}/status`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
    expect(published.status).toBe(200);
    await projected();

    const outputs = await publicOutputs();
    for (const name of ['listingsJson', 'index', 'record', 'detail', 'seo'] as const) expect(outputs[name].body, name).toContain(WORD.slice(0, 4));
    expect(JSON.parse(outputs.search.body)).toMatchObject({ ids: [id] });
    expect(outputs.sitemap.body).toContain(`/pronat/${id}<`);
    for (const name of ['record', 'detail', 'seo', 'photo', 'thumbnail'] as const) expect(outputs[name].status, name).toBe(200);
    const audit = await server.app.adminStore.accounts.listAudit(10);
    expect(audit.find((entry) => entry.action === 'listing.status' && entry.subjectId === id)?.changes).toEqual([{ field: 'status', from: 'draft', to: 'active' }]);
  });

  it("takes photos and 'Publiko' sent at once over HTTP: every photo once, one status change", async () => {
    const created = await fetch(`${server.origin}/admin/api/listings`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'draft', listing: { ...VALID_ADMIN_LISTING, title: 'Banesë e dytë' } }),
    });
    const { id: second } = (await created.json()) as { id: string };
    const png = new Uint8Array(await plainPng(400, 300));
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const body = new FormData();
        body.append('photos', new Blob([png], { type: 'image/png' }), `foto-${i}.png`);
        return fetch(`${server.origin}/admin/api/listings/${second}/photos`, { method: 'POST', headers: admin.headers, body });
      }),
    );
    expect(uploads.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const photos = (await server.app.adminStore.listingPhotos(second))!;
    expect(photos.map((photo) => photo.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(photos.filter((photo) => photo.isCover)).toHaveLength(1);

    const publishes = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.origin}/admin/api/listings/${second}/status`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'active' }),
        }),
      ),
    );
    expect(publishes.every((response) => response.status === 200)).toBe(true);
    const audit = (await server.app.adminStore.accounts.listAudit(100)).filter((entry) => entry.action === 'listing.status' && entry.subjectId === second);
    expect(audit.map((entry) => entry.changes)).toEqual([[{ field: 'status', from: 'draft', to: 'active' }]]);
  });
});
