import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listingRecordUrl, listingsIndexUrl } from 'shared/listings/rules';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

const servers: TestApp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const entry = (id: string, createdAt: string, overrides: Record<string, unknown> = {}) => ({
  id,
  active: true,
  title: `Banesë ${id}`,
  description: 'Përshkrim i gjatë.',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  price: 90000,
  images: [`/assets/images/p${id}-1200.webp`],
  createdAt,
  details: { area: 70, floor: 2 },
  ...overrides,
});

async function serve(listings: unknown[]): Promise<string> {
  const file = path.join(tempDir('listings-data-'), 'listings.json');
  fs.writeFileSync(file, JSON.stringify({ listings }));
  const server = await startTestApp({ listingsFile: file, shellDist: fakeShellDist() });
  servers.push(server);
  return server.origin;
}

describe('the listings data endpoints', () => {
  it('serves the index: shown listings newest first, as rows; problems of the file were the start log\'s, not the browser\'s', async () => {
    const site = await serve([entry('1', '2026-01-01'), entry('2', '2026-02-01'), entry('3', '2026-03-01', { title: '' })]);
    const response = await fetch(`${site}${listingsIndexUrl(0)}`);
    expect(response.status).toBe(200);
    const index = (await response.json()) as { version: number; parts: number; warnings: string[]; rows: unknown[][] };
    expect(index.version).toBe(4); // 4: rows end with a reserved or sold listing's status, then its photos' captions, then its translated titles
    expect(index.parts).toBe(1);
    expect((await fetch(`${site}${listingsIndexUrl(1)}`)).status).toBe(404);
    expect(index.rows.map((row) => row[0])).toEqual(['2', '1']);
    expect(JSON.stringify(index)).not.toContain('Përshkrim');
    // The file went into the store at start, which reported the skipped entry in the server's log;
    // what the store holds is clean, so the browser has nothing to warn about.
    expect(index.warnings).toEqual([]);
  });

  it('holds an index part only compressed once its copies exist, and inflates it for a client that takes no encoding', async () => {
    const file = path.join(tempDir('listings-data-'), 'listings.json');
    fs.writeFileSync(file, JSON.stringify({ listings: Array.from({ length: 30 }, (_, n) => entry(String(n + 1), `2026-01-${String(n + 1).padStart(2, '0')}`)) }));
    const server = await startTestApp({ listingsFile: file, shellDist: fakeShellDist() });
    servers.push(server);
    const parts = server.data.current().indexParts;
    // A compressed answer waits for the part's copies.
    const gzipped = await fetch(`${server.origin}${listingsIndexUrl(0)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const text = await gzipped.text();
    expect(parts.plainBytes()).toBe(0);

    const plain = await fetch(`${server.origin}${listingsIndexUrl(0)}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    expect((JSON.parse(text) as { rows: unknown[] }).rows).toHaveLength(30);
    expect((await parts.plain(0)).toString()).toBe(text);
  });

  it('serves one full record by id, and null for an id that is not shown', async () => {
    const site = await serve([entry('7-a', '2026-01-01'), entry('8', '2026-01-02', { active: false })]);
    const record = await fetch(`${site}${listingRecordUrl('7-a')}`);
    expect(record.status).toBe(200);
    expect(await record.json()).toMatchObject({ id: '7-a', description: 'Përshkrim i gjatë.', details: { area: 70, floor: 2 } });
    for (const missing of [listingRecordUrl('8'), listingRecordUrl('99')]) {
      const response = await fetch(`${site}${missing}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toBeNull();
    }
    // A path no browser of ours asks for (a broken escape) is not a record: the 404 page.
    expect((await fetch(`${site}/assets/data/listings/%E0%A4%A.json`)).status).toBe(404);
  });

  it('serves listings.json in the SPEC shape, with the active listings only and only the known detail keys', async () => {
    const listings = [
      entry('1', '2026-01-01', { details: { area: 70, floor: 2, ownerPhone: '+383 44 000 000', valueOf: 1 } }),
      entry('2', '2026-01-02', { active: false }),
    ];
    const site = await serve(listings);
    const served = (await (await fetch(`${site}/assets/data/listings.json`)).json()) as { listings: Record<string, unknown>[] };
    expect(served.listings.map((listing) => listing.id)).toEqual(['1']);
    expect(served.listings[0]).toMatchObject({ id: '1', active: true, title: 'Banesë 1', category: 'apartment', price: 90000 });
    expect(served.listings[0]?.details).toEqual({ area: 70, floor: 2 });
  });
});
