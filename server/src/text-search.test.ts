import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_QUERY_MAX_CHARS, TEXT_SEARCH_PATH, textSearchUrl } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { projectionBuilder } from './projection';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

const servers: TestApp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const SECRET_WORD = 'sekretiprivat';
const entry = (id: string, createdAt: string, overrides: Record<string, unknown> = {}) => ({
  id,
  active: true,
  title: `Banesë ${id}`,
  description: 'Banesa ka pamje nga qyteti dhe ngrohje qendrore.',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  price: 90000,
  images: [],
  createdAt,
  geoPoint: { latitude: 42.6629, longitude: 21.1655 },
  details: { area: 70 },
  ...overrides,
});

const LISTINGS = [
  entry('1', '2026-01-01'),
  entry('2', '2026-02-01', { title: 'Shtëpi me oborr', description: 'Pishinë dhe garazh.' }),
  entry('3', '2026-03-01', { description: 'Afër shkollës.' }),
  // Not shown: its words must find nothing.
  entry('4', '2026-04-01', { active: false, title: `Shtëpi ${SECRET_WORD}`, description: `${SECRET_WORD} pishinë` }),
];

async function serve(): Promise<TestApp> {
  const file = path.join(tempDir('text-search-'), 'listings.json');
  fs.writeFileSync(file, JSON.stringify({ listings: LISTINGS }));
  const server = await startTestApp({ listingsFile: file, shellDist: fakeShellDist() });
  servers.push(server);
  return server;
}

const search = (server: TestApp, query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${TEXT_SEARCH_PATH}?${new URLSearchParams([['q', query]]).toString()}`, { headers, redirect: 'manual' });

describe(`GET ${TEXT_SEARCH_PATH}`, () => {
  it('answers the ids of the shown listings whose title, description or id hold every word, newest first', async () => {
    const server = await serve();
    const answers = await Promise.all(
      ['pishine', 'banese pamje', 'SHTËPI', 'prish', '3', 'afer shkolles', SECRET_WORD].map(async (query) => {
        const response = await search(server, query);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/json');
        return response.json();
      }),
    );
    expect(answers).toEqual([
      { query: 'pishine', ids: ['2'] },
      { query: 'banese pamje', ids: ['1'] },
      { query: 'SHTËPI', ids: ['2'] },
      { query: 'prish', ids: [] },
      { query: '3', ids: ['3'] },
      { query: 'afer shkolles', ids: ['3'] },
      { query: SECRET_WORD, ids: [] },
    ]);
  });

  it('sends ids only: no title, description or point of any listing', async () => {
    const server = await serve();
    const response = await search(server, 'pishine');
    const text = await response.text();
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['ids', 'query']);
    for (const leak of ['Pishinë', 'garazh', 'Shtëpi', '42.66', '21.16', SECRET_WORD, '"4"']) expect(text).not.toContain(leak);
  });

  it('is cached per snapshot and query: the same search with its ETag is a 304', async () => {
    const server = await serve();
    const first = await fetch(`${server.origin}${textSearchUrl('banese pamje')}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const again = await fetch(`${server.origin}${textSearchUrl('banese pamje')}`, { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
    const other = await fetch(`${server.origin}${textSearchUrl('banese')}`);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers many requests at once, each its own query', async () => {
    const server = await serve();
    const queries = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'banese' : `banese ${i % 4 === 1 ? 'pamje' : 'afer'}`));
    const answers = await Promise.all(queries.map(async (query) => ((await (await search(server, query)).json()) as { ids: string[] }).ids));
    answers.forEach((ids, i) => expect(ids).toEqual(i % 2 === 0 ? ['3', '1'] : i % 4 === 1 ? ['1'] : ['3']));
  });

  it(`refuses a query past ${TEXT_QUERY_MAX_CHARS} characters, and one with no words, with a clear 400`, async () => {
    const server = await serve();
    const long = await search(server, 'a'.repeat(TEXT_QUERY_MAX_CHARS + 1));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ ok: false, error: 'query-too-long', max: TEXT_QUERY_MAX_CHARS });
    const blank = await search(server, '   ');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ ok: false, error: 'missing-query' });
    expect((await fetch(`${server.origin}${TEXT_SEARCH_PATH}`)).status).toBe(400);
    // Exactly at the cap it searches.
    expect((await search(server, 'a'.repeat(TEXT_QUERY_MAX_CHARS))).status).toBe(200);
  });

  it("leads a browser that opened the address to the search's page, never JSON", async () => {
    const server = await serve();
    const response = await search(server, 'banese  pamje', { accept: 'text/html' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pronat?page=1&q=banese+pamje');
  });

  it('answers 503 while the records cannot be read, and the search again once they can', async () => {
    const server = await serve();
    let down = true;
    const builder = projectionBuilder(Buffer.alloc(32, 7), () => {}, {
      read: async (ids, onBatch) => {
        if (down) throw new Error('the records file is gone');
        await onBatch(ids.map((id) => makeListing({ ...LISTINGS.find((listing) => listing.id === id), geoPoint: undefined })));
      },
    });
    for (const listing of LISTINGS) builder.add(listing);
    server.data.replace(builder.finish());
    const failed = await search(server, 'pishine');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({ ok: false, error: 'search-unavailable' });
    down = false;
    const back = await search(server, 'pamje');
    expect(back.status).toBe(200);
    expect(((await back.json()) as { ids: string[] }).ids).toEqual(['1']);
  });
});
