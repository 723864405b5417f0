import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KOSOVO_BOUNDS,
  describeValue,
  detailsSchema,
  geoPointSchema,
  idSchema,
  isCalendarDate,
  listingSchema,
  listingsFileSchema,
} from './schema';
import { checkListings } from './validate';

const sample = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../sample-data/public/data/listings.json'), 'utf8'),
) as { listings: unknown[] };

/** A valid entry with `overrides`; an override of undefined removes the field. */
const entry = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({
      id: '1',
      active: true,
      title: 'Banesë',
      category: 'apartment',
      option: 'Në Shitje',
      city: 'Prishtinë',
      price: 100000,
      createdAt: '2026-01-01T00:00:00Z',
      ...overrides,
    }).filter(([, value]) => value !== undefined),
  );

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const messages = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.map((issue) => issue.message);

describe('listingSchema', () => {
  it('accepts every listing of the sample data', () => {
    const failing = sample.listings.filter((listing) => !passes(listingSchema, listing));
    expect(failing).toEqual([]);
  });

  it('gives the site’s listing: defaults for optional fields, unknown fields left out', () => {
    expect(v.parse(listingSchema, entry({ note: 'x', reducedPrice: null, geoPoint: null }))).toEqual({
      id: '1',
      active: true,
      title: 'Banesë',
      description: '',
      category: 'apartment',
      option: 'Në Shitje',
      city: 'Prishtinë',
      subcity: '',
      price: 100000,
      images: [],
      createdAt: '2026-01-01T00:00:00Z',
      geoPoint: undefined,
      details: {},
    });
  });

  it("keeps a shown listing's status, reserved or sold; reports another and shows the listing without it", () => {
    expect(v.parse(listingSchema, entry({ status: 'sold' }))).toMatchObject({ id: '1', status: 'sold' });
    expect(v.parse(listingSchema, entry({ status: 'reserved' }))).toMatchObject({ status: 'reserved' });
    expect(v.parse(listingSchema, entry({}))).not.toHaveProperty('status');
    const check = checkListings([entry({ status: 'withdrawn' })]);
    expect(check.listings).toHaveLength(1);
    expect(check.listings[0]).not.toHaveProperty('status');
    expect(check.reports[0]?.problems.map((problem) => problem.path)).toEqual(['status']);
  });

  it('reads numbers written as text for price, reduced price and coordinates', () => {
    const listing = v.parse(
      listingSchema,
      entry({ price: '95000', reducedPrice: '99000.5', geoPoint: { latitude: '42.66', longitude: ' 21.17 ' } }),
    );
    expect([listing.price, listing.reducedPrice, listing.geoPoint]).toEqual([95000, 99000.5, { latitude: 42.66, longitude: 21.17 }]);
  });

  it.each([
    ['id', { id: undefined }, 'missing'],
    ['title', { title: '   ' }, 'expected a non-empty title, got ""'],
    ['title', { title: 12 }, 'expected a non-empty title, got 12'],
    ['city', { city: null }, 'expected a non-empty city, got null'],
    ['active', { active: 1 }, 'expected true or false, got 1'],
    ['category', { category: 'Banesë' }, 'unknown category "Banesë"; expected one of apartment, house, land, building, office'],
    ['option', { option: 'Me qera' }, 'unknown option "Me qera"; expected "Në Shitje" or "Me Qera"'],
    ['price', { price: '120.000 €' }, 'expected a number of euros or "Me Marrëveshje", got "120.000 €"'],
    ['price', { price: 'me marrëveshje' }, 'expected a number of euros or "Me Marrëveshje", got "me marrëveshje"'],
    ['price', { price: -1 }, 'expected more than 0 euros, got -1'],
    ['price', { price: 0 }, 'expected more than 0 euros, got 0'],
    ['price', { price: '0' }, 'expected more than 0 euros, got 0'],
    ['reducedPrice', { reducedPrice: 0 }, 'expected more than 0 euros, got 0'],
    ['images.1', { images: ['a-1200.webp', ' '] }, 'expected an image address (text), got ""'],
    ['price', { price: Number.NaN }, 'expected a number of euros or "Me Marrëveshje", got NaN'],
    ['price', { price: Number.POSITIVE_INFINITY }, 'expected a number of euros or "Me Marrëveshje", got Infinity'],
    ['price', { price: [100] }, 'expected a number of euros or "Me Marrëveshje", got a list'],
    ['description', { description: { text: 'x' } }, 'expected a text, got a JSON object'],
    ['images', { images: 'a-1200.webp' }, 'expected a list of image addresses, got "a-1200.webp"'],
    ['createdAt', { createdAt: 1767225600000 }, 'expected a date such as 2026-11-22 or 2026-11-22T10:05:00Z, got 1767225600000'],
  ])('refuses a bad %s (%j)', (field, overrides, message) => {
    const result = v.safeParse(listingSchema, entry(overrides));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([[field, message]]);
  });

  it('keeps the translations trimmed, without blank texts, and none at all as absent', () => {
    const translations = { en: { title: ' Flat in the centre ', description: '' }, de: { title: null, description: '  Eine Wohnung.\n\nMit Balkon. ' } };
    expect(v.parse(listingSchema, entry({ translations })).translations).toEqual({
      en: { title: 'Flat in the centre' },
      de: { description: 'Eine Wohnung.\n\nMit Balkon.' },
    });
    for (const none of [{}, null, { en: { title: '   ' } }, { en: null, de: {} }]) {
      expect(v.parse(listingSchema, entry({ translations: none }))).not.toHaveProperty('translations');
    }
  });

  it.each([
    ['translations', { translations: 'Flat' }, 'expected an object of translations by language, got "Flat"'],
    ['translations.fr', { translations: { fr: { title: 'Appartement' } } }, 'unknown language, not shown; expected "en" or "de"'],
    ['translations.en', { translations: { en: 'Flat' } }, 'expected an object with a "title" and a "description", got "Flat"'],
    ['translations.en.summary', { translations: { en: { summary: 'x' } } }, 'unknown field, not shown; expected "title" or "description"'],
    ['translations.en.title', { translations: { en: { title: 5 } } }, 'expected a text, got 5'],
    ['translations.de.title', { translations: { de: { title: 'a'.repeat(301) } } }, 'longer than 300 characters (301)'],
    ['translations.de.description', { translations: { de: { description: 'a\u202eb' } } }, 'contains control characters'],
  ])('refuses bad translations at %s (%j)', (field, overrides, message) => {
    const result = v.safeParse(listingSchema, entry(overrides));
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([[field, message]]);
  });

  it.each([[null], ['text'], [42], [[entry()]]])('refuses an entry that is not an object: %j', (value) => {
    expect(messages(listingSchema, value)?.[0]).toMatch(/^expected a listing \(a JSON object\), got /);
  });
});

describe('idSchema', () => {
  it.each([
    ['1824', '1824'],
    ['2179-4211', '2179-4211'],
    [' 7 ', '7'],
    [1824, '1824'],
  ])('%j → %j', (input, output) => {
    expect(v.parse(idSchema, input)).toBe(output);
  });

  it.each(['', '   ', -1, 1.5, null, {}, true])('refuses %j', (input) => {
    expect(passes(idSchema, input)).toBe(false);
  });
});

describe('geoPointSchema', () => {
  const { south, north, west, east } = KOSOVO_BOUNDS;

  it('accepts the corners of Kosovo’s bounds', () => {
    expect(passes(geoPointSchema, { latitude: south, longitude: west })).toBe(true);
    expect(passes(geoPointSchema, { latitude: north, longitude: east })).toBe(true);
  });

  it.each([
    [{ latitude: 41.84, longitude: 21 }, ['41.84 is outside Kosovo (latitude 41.85 to 43.3)']],
    [{ latitude: 43.31, longitude: 21 }, ['43.31 is outside Kosovo (latitude 41.85 to 43.3)']],
    [{ latitude: 42.5, longitude: 19.99 }, ['19.99 is outside Kosovo (longitude 20 to 21.9)']],
    [{ latitude: 42.5, longitude: '22.5' }, ['22.5 is outside Kosovo (longitude 20 to 21.9)']],
    [{ latitude: Number.NaN, longitude: 21 }, ['expected the latitude as a number, got NaN']],
    [{ latitude: 'NaN', longitude: 21 }, ['expected the latitude as a number, got "NaN"']],
    [{ latitude: '42,66', longitude: 21 }, ['expected the latitude as a number, got "42,66"']],
    [{ latitude: '', longitude: 21 }, ['expected the latitude as a number, got ""']],
    [{ latitude: 42.5 }, ['missing']],
    ['42.66,21.17', ['expected { "latitude": …, "longitude": … }, got "42.66,21.17"']],
    [[42.66, 21.17], ['expected { "latitude": …, "longitude": … }, got a list']],
  ])('refuses %j', (input, expectedMessages) => {
    expect(messages(geoPointSchema, input)).toEqual(expectedMessages);
  });
});

describe('detailsSchema', () => {
  it.each([
    { area: 85, rooms: 3, bedrooms: 2, baths: 1, beds: 4 },
    { area: '85.5', rooms: '3' },
    { furnished: true, garage: false, parking: true, elevator: false, wifi: true },
    { wastewater: true, water: false, keds: true, parcelNumber: '1234-5' },
    { parcelNumber: 1234 },
    { balcony: true },
    { balcony: 2 },
    { floor: 3 },
    { floor: -1 },
    { floor: '4/10' },
    { floor: 'P+4' },
    { buildingYear: 2018 },
    { buildingYear: '2018' },
    { buildingYear: '2015-04-01' },
    { buildingYear: '' },
    { heatingSystem: 'Ngrohje qendrore' },
    { area: null, rooms: '', furnished: null },
  ])('accepts %j as written', (details) => {
    expect(v.parse(detailsSchema, details)).toEqual(typeof details.area === 'string' ? { ...details, area: 85.5 } : details);
  });

  it.each(['somethingElse', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'toString'])(
    'reports an unknown detail key %s as such, never as a property every object has',
    (key) => {
      const details = JSON.parse(`{"area": 70, ${JSON.stringify(key)}: {"any": "value"}}`) as unknown;
      const result = v.safeParse(detailsSchema, details);
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message])).toEqual([
        [key, 'unknown detail, not shown'],
      ]);
    },
  );

  it.each([
    [{ area: 'e madhe' }, 'area', 'expected an area in square metres, got "e madhe"'],
    [{ area: -5 }, 'area', 'expected an area in square metres, got -5'],
    [{ rooms: 2.5 }, 'rooms', 'expected a whole number of rooms, got 2.5'],
    [{ baths: 'një' }, 'baths', 'expected a whole number of bathrooms, got "një"'],
    [{ furnished: 'po' }, 'furnished', 'expected true or false, got "po"'],
    [{ keds: 1 }, 'keds', 'expected true or false, got 1'],
    [{ balcony: 'po' }, 'balcony', 'expected true or false, or a whole number of balconies, got "po"'],
    [{ floor: true }, 'floor', 'expected a floor number or a text such as "4/10" or "P+4", got true'],
    [{ buildingYear: 'së shpejti' }, 'buildingYear', 'expected a year such as 2018 or a date such as 2018-05-01, got "së shpejti"'],
    [{ buildingYear: 18 }, 'buildingYear', 'expected a year such as 2018 or a date such as 2018-05-01, got 18'],
    [{ heatingSystem: ['gaz'] }, 'heatingSystem', 'expected a text, got a list'],
    [{ parcelNumber: {} }, 'parcelNumber', 'expected a parcel number (text or whole number), got a JSON object'],
  ])('refuses %j', (details, key, message) => {
    const result = v.safeParse(detailsSchema, details);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([[key, message]]);
  });

  it.each([['3 dhoma'], [[1, 2]], [7]])('refuses details that are not an object: %j', (details) => {
    expect(messages(detailsSchema, details)?.[0]).toMatch(/^expected an object of details, got /);
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-11-22', '2026-11-22T10:05', '2026-11-22T10:05:00Z', '2026-11-22T10:05:00.000Z', '2026-11-22T10:05:00+01:00', '2028-02-29'])(
    'accepts %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each(['dje', '', '22.11.2026', '2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-11-22T25:00:00Z', '2026/11/22', '1'])(
    'refuses %j',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});

describe('listingsFileSchema', () => {
  it('accepts an object with a listings array', () => {
    expect(passes(listingsFileSchema, { listings: [] })).toBe(true);
  });

  it.each([[null], ['text'], [[]], [{}], [{ listings: {} }], [{ listings: 'x' }]])('refuses %j', (value) => {
    expect(passes(listingsFileSchema, value)).toBe(false);
  });
});

describe('describeValue', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'null'],
    ['abc', '"abc"'],
    ['x'.repeat(50), `"${'x'.repeat(40)}…"`],
    [3.5, '3.5'],
    [Number.NaN, 'NaN'],
    [false, 'false'],
    [[1], 'a list'],
    [{ a: 1 }, 'a JSON object'],
  ])('%j → %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
});
