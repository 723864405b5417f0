import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fastListing } from './fastCheck';
import { listingSchema } from './schema';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { listings: unknown[] }).listings;
const sample = read('sample-data/public/data/listings.json');
const broken = read('shared/test/fixtures/broken-listings.json');

/** The fast check may pass an entry to the schema, but never accept what the schema refuses or differ from it. */
function agreesWithSchema(entry: unknown): void {
  const fast = fastListing(entry);
  if (fast === undefined) return;
  const parsed = v.safeParse(listingSchema, entry);
  expect(parsed.success).toBe(true);
  if (parsed.success) expect(fast).toEqual(parsed.output);
}

const MUTATIONS: Record<string, unknown[]> = {
  id: [undefined, '', '  ', 12, -1, 1.5, '  77 ', null],
  active: [undefined, 'true', 1],
  status: [undefined, 'sold', 'reserved', 'withdrawn', 'active', 'Sold', null, 2],
  title: [undefined, '', '  ', ' Titull ', 5],
  description: [undefined, null, 3],
  category: ['villa', undefined, 'Apartment'],
  option: ['Shitje', undefined],
  city: ['', ' Pejë '],
  subcity: [null, 4],
  price: [0, -5, '120000', 'Me Marrëveshje', 'falas', Number.NaN, null],
  reducedPrice: [null, 0, '90000', 90000, 'x'],
  images: [undefined, null, 'a.webp', [' a-1200.webp '], ['', 'b'], [3]],
  createdAt: [undefined, '2026-02-30', ' 2026-01-05 ', '2026-01-05T10:00', 'yesterday'],
  geoPoint: [undefined, null, { latitude: '42.6', longitude: 21.1 }, { latitude: 50, longitude: 21 }, { latitude: 42.6, longitude: 21.1, x: 1 }, []],
  translations: [
    undefined,
    null,
    'x',
    [],
    {},
    { en: { title: ' Flat ' } },
    { en: { title: '', description: null }, de: null },
    { en: { title: 'a'.repeat(301) } },
    { en: { title: ` ${'a'.repeat(300)} ` } },
    { en: { title: 'a\u0000b' } },
    { en: { summary: 'x' } },
    { fr: { title: 'x' } },
    { en: 'Flat' },
    { de: { description: 4 } },
    JSON.parse('{"__proto__": {"title": "x"}}'),
  ],
  details: [undefined, null, [], { area: '120' }, { area: -1 }, { rooms: '3' }, { rooms: 2.5 }, { balcony: 2 }, { floor: 'P+4' }, { floor: 1.5 }, { buildingYear: '2018-05-01' }, { buildingYear: 'old' }, { heatingSystem: '' }, { garage: null }, { custom: 'x' }, { parcelNumber: 12 }],
};

describe('fastListing (the quick check before the schema)', () => {
  it('accepts the valid sample entries and gives what the schema gives', () => {
    const accepted = sample.filter((entry) => fastListing(entry) !== undefined);
    expect(accepted.length).toBeGreaterThan(150);
    sample.forEach(agreesWithSchema);
  });

  it('never accepts an entry of the broken fixture that the schema refuses', () => {
    broken.forEach(agreesWithSchema);
  });

  it('agrees with the schema on single-field changes of a valid entry', () => {
    const base = sample.find((entry) => fastListing(entry) !== undefined) as Record<string, unknown>;
    for (const [field, values] of Object.entries(MUTATIONS)) {
      for (const value of values) agreesWithSchema({ ...base, [field]: value });
    }
  });

  it('is not a listing for non-objects', () => {
    for (const entry of [null, 3, 'x', []]) expect(fastListing(entry)).toBeUndefined();
  });
});
