import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from './fixtures';
import { INDEX_VERSION, isListingsIndex, listingRecordUrl, readListingsIndex, toListingsIndex } from './summary';

const full = makeListing({
  id: '7-a',
  description: 'Tekst i gjatë',
  reducedPrice: 90_000,
  images: ['/assets/images/a-1200.webp', '/assets/images/b-1200.webp'],
  geoPoint: { latitude: 42.66, longitude: 21.17 },
  details: { area: 80, rooms: 3, baths: 1, floor: 2, heatingSystem: 'Qendror' },
});
const bare = makeListing({ id: '8', price: 'Me Marrëveshje', geoPoint: undefined, details: {} });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the listings index', () => {
  it("carries a reserved or sold listing's status (its badge), and none for an available one", async () => {
    const sold = { ...bare, id: '9', status: 'sold' as const };
    const reserved = { ...bare, id: '10', status: 'reserved' as const };
    const [index] = JSON.parse(JSON.stringify(toListingsIndex([full, sold, reserved], []))) as { rows: unknown[][] }[];
    expect(index?.rows.map((row) => row.length)).toEqual([13, 14, 14]);
    const read = await readListingsIndex([index as never]);
    expect(read?.map((listing) => listing.status)).toEqual([undefined, 'sold', 'reserved']);
    expect(read?.[0]).not.toHaveProperty('status');
    const unknown = { ...(index as object), rows: [[...(index?.rows[1] ?? []).slice(0, 13), 'withdrawn']] };
    expect(await readListingsIndex([unknown as never])).toBeUndefined();
  });

  it("carries a listing's captions (its cards' alt text) after its status, null when it is available", async () => {
    const captioned = { ...full, id: '11', captions: ['Dhoma e ndenjes', ''] };
    const soldCaptioned = { ...captioned, id: '12', status: 'sold' as const };
    const [index] = JSON.parse(JSON.stringify(toListingsIndex([captioned, soldCaptioned, bare], []))) as { rows: unknown[][] }[];
    expect(index?.rows.map((row) => row.slice(13))).toEqual([[null, ['Dhoma e ndenjes', '']], ['sold', ['Dhoma e ndenjes', '']], []]);
    const read = await readListingsIndex([index as never]);
    expect(read?.map((listing) => [listing.status, listing.captions])).toEqual([
      [undefined, ['Dhoma e ndenjes', '']],
      ['sold', ['Dhoma e ndenjes', '']],
      [undefined, undefined],
    ]);
    expect(read?.[0]).not.toHaveProperty('status');
    expect(read?.[2]).not.toHaveProperty('captions');
    const badCaptions = { ...(index as object), rows: [[...(index?.rows[0] ?? []).slice(0, 14), [7]]] };
    expect(await readListingsIndex([badCaptions as never])).toBeUndefined();
    const nullWithoutCaptions = { ...(index as object), rows: [[...(index?.rows[0] ?? []).slice(0, 13), null]] };
    expect(await readListingsIndex([nullWithoutCaptions as never])).toBeUndefined();
  });

  it("carries a listing's translated titles after its status and captions (null when it has none), never a description", async () => {
    const translations = { en: { title: 'Flat in the centre', description: 'Words' }, de: { description: 'Worte' } };
    const translated = { ...full, id: '13', translations };
    const descriptionOnly = { ...full, id: '14', translations: { de: { description: 'Worte' } } };
    const all = { ...full, id: '15', status: 'sold' as const, captions: ['Ballkoni', ''], translations: { de: { title: 'Wohnung' }, en: { title: 'Flat' } } };
    const [index] = JSON.parse(JSON.stringify(toListingsIndex([translated, descriptionOnly, all], []))) as { rows: unknown[][] }[];
    expect(index?.rows.map((row) => row.slice(13))).toEqual([[null, null, { en: 'Flat in the centre' }], [], ['sold', ['Ballkoni', ''], { en: 'Flat', de: 'Wohnung' }]]);
    const read = await readListingsIndex([index as never]);
    expect(read?.map((listing) => listing.translations)).toEqual([{ en: { title: 'Flat in the centre' } }, undefined, { en: { title: 'Flat' }, de: { title: 'Wohnung' } }]);
    expect(read?.[0]).not.toHaveProperty('captions');
    expect(read?.[1]).not.toHaveProperty('translations');
    expect(read?.[2]).toMatchObject({ status: 'sold', captions: ['Ballkoni', ''] });
    const row = index?.rows[0] ?? [];
    for (const titles of [{}, { fr: 'Appartement' }, { en: '' }, { en: 5 }, 'Flat', null]) {
      expect(await readListingsIndex([{ ...(index as object), rows: [[...row.slice(0, 15), titles]] } as never]), JSON.stringify(titles)).toBeUndefined();
    }
    expect(await readListingsIndex([{ ...(index as object), rows: [[...row.slice(0, 14), [7], { en: 'Flat' }]] } as never])).toBeUndefined();
  });

  it('round-trips the card fields through JSON, without the description and the other details', async () => {
    const [index] = JSON.parse(JSON.stringify(toListingsIndex([full, bare], ['w']))) as unknown[];
    expect(isListingsIndex(index)).toBe(true);
    const read = await readListingsIndex([index as never]);
    expect(read).toEqual([
      { ...full, description: '', details: { area: 80, rooms: 3, baths: 1 } },
      { ...bare, description: '', geoPoint: undefined },
    ]);
  });

  it('refuses another version or a malformed row', async () => {
    expect(isListingsIndex({ version: INDEX_VERSION + 1, parts: 1, warnings: [], rows: [] })).toBe(false);
    expect(isListingsIndex({ version: INDEX_VERSION, parts: 0, warnings: [], rows: [] })).toBe(false);
    expect(isListingsIndex({ listings: [] })).toBe(false);
    expect(await readListingsIndex([{ version: INDEX_VERSION, parts: 1, warnings: [], rows: [['1']] as never }])).toBeUndefined();
  });

  it('splits into parts of the given size, the warnings in the first only', () => {
    const parts = toListingsIndex([full, bare, full], ['w'], 2);
    expect(parts.map((part) => [part.parts, part.rows.length, part.warnings])).toEqual([
      [2, 2, ['w']],
      [2, 1, []],
    ]);
    expect(toListingsIndex([], [])).toHaveLength(1);
  });

  it('reads many small parts in slices of the time budget, not part by part', async () => {
    const parts = toListingsIndex(Array.from({ length: 640 }, (_, index) => makeListing({ id: String(index) })), [], 64);
    // A clock that moves 3 ms at each reading: a slice ends after three readings (96 rows), and
    // a part of 64 rows takes two, so a clock that restarted with each part would never yield.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    expect(await readListingsIndex(parts)).toHaveLength(640);
    expect(yields).toHaveBeenCalledTimes(6);
  });

  it('addresses a record by its encoded id', () => {
    expect(listingRecordUrl('7 a/b')).toBe('/assets/data/listings/7%20a%2Fb.json?v=v2');
  });
});
