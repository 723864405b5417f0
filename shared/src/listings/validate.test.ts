import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkListings, createListingsChecker, entryLabel, entryWarning, listingsFileEntries, problemLines, type EntryReport } from './validate';

const fixtureFile = path.resolve(import.meta.dirname, '../../test/fixtures/broken-listings.json');
const fixture = JSON.parse(fs.readFileSync(fixtureFile, 'utf8')) as { listings: unknown[] };
const sample = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../sample-data/public/data/listings.json'), 'utf8'),
) as { listings: unknown[] };

const valid = {
  id: '1',
  active: true,
  title: 'Banesë',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  price: 100000,
  createdAt: '2026-01-01T00:00:00Z',
};

/** The defined outcome of every entry of the fixture: what is shown, what is dropped, which paths are named. */
const OUTCOMES: [index: number, outcome: 'kept' | 'skipped' | 'shown-without', paths: string[], dropped?: string[]][] = [
  [0, 'kept', []],
  [1, 'kept', []],
  [2, 'kept', []],
  [3, 'skipped', ['id']],
  [4, 'skipped', ['id']],
  [5, 'skipped', ['title']],
  [6, 'skipped', ['category']],
  [7, 'skipped', ['option']],
  [8, 'skipped', ['price']],
  [9, 'shown-without', ['geoPoint.latitude'], ['geoPoint']],
  [10, 'shown-without', ['geoPoint.latitude', 'geoPoint.longitude'], ['geoPoint']],
  [11, 'shown-without', ['geoPoint.latitude', 'geoPoint.longitude'], ['geoPoint']],
  [12, 'shown-without', ['images'], ['images']],
  [13, 'shown-without', ['images[1]'], ['images[1]']],
  [14, 'shown-without', ['details.area', 'details.rooms', 'details.furnished'], ['details.area', 'details.rooms', 'details.furnished']],
  [15, 'shown-without', ['details'], ['details']],
  [16, 'shown-without', ['details.buildingYear'], ['details.buildingYear']],
  [17, 'skipped', ['id']],
  [18, 'shown-without', ['createdAt'], ['createdAt']],
  [19, 'shown-without', ['createdAt'], ['createdAt']],
  [20, 'skipped', ['']],
  [21, 'skipped', ['']],
  [22, 'skipped', ['active']],
  [23, 'shown-without', ['reducedPrice'], ['reducedPrice']],
  [24, 'skipped', ['price']],
  [25, 'skipped', ['city']],
  [26, 'skipped', ['title']],
  [27, 'skipped', ['title', 'category', 'price', 'geoPoint.latitude', 'geoPoint.longitude']],
];

describe('checkListings on the broken fixture', () => {
  const check = checkListings(fixture.listings);
  const reportAt = (index: number): EntryReport | undefined => check.reports.find((report) => report.index === index);

  it('covers every entry of the fixture', () => {
    expect(OUTCOMES.map(([index]) => index)).toEqual(fixture.listings.map((_, index) => index));
  });

  it.each(OUTCOMES)('entry %i: %s, naming %j', (index, outcome, paths, dropped = []) => {
    const report = reportAt(index);
    if (outcome === 'kept') {
      expect(report).toBeUndefined();
      return;
    }
    expect(report?.outcome).toBe(outcome);
    expect(report?.problems.map((problem) => problem.path)).toEqual(paths);
    expect(report?.dropped).toEqual(dropped);
  });

  it('shows exactly the valid and the repaired entries, in file order', () => {
    expect(check.listings.map((listing) => listing.id)).toEqual([
      '9001', '9002', '9003', '9010', '9011', '9012', '9013', '9014', '9015', '9016', '9017', '9019', '9020', '9024',
    ]);
  });

  it('keeps the first of two entries with one id', () => {
    expect(check.listings.find((listing) => listing.id === '9001')?.title).toBe('Banesë prove e rregullt');
    expect(reportAt(17)?.problems[0]?.message).toBe('duplicate id "9001": listings[0] already uses it');
  });

  it('converts coordinates given as numeric strings', () => {
    expect(check.listings.find((listing) => listing.id === '9003')?.geoPoint).toEqual({ latitude: 42.6512, longitude: 21.1498 });
  });

  it('drops exactly the bad field of a repaired listing', () => {
    const byId = new Map(check.listings.map((listing) => [listing.id, listing]));
    expect(byId.get('9010')?.geoPoint).toBeUndefined();
    expect(byId.get('9011')?.geoPoint).toBeUndefined();
    expect(byId.get('9012')?.geoPoint).toBeUndefined();
    expect(byId.get('9013')?.images).toEqual([]);
    expect(byId.get('9014')?.images).toEqual(['/assets/images/interior-living-03-1200.webp']);
    expect(byId.get('9015')?.details).toEqual({ baths: 1, floor: '3/6' });
    expect(byId.get('9016')?.details).toEqual({});
    expect(byId.get('9017')?.details).toEqual({ area: 70 });
    expect(byId.get('9019')?.createdAt).toBe('');
    expect(byId.get('9024')?.reducedPrice).toBeUndefined();
    // Everything else of a repaired listing is as written.
    expect(byId.get('9012')).toMatchObject({ title: 'Banesë prove jashtë Kosovës', price: 95000, images: expect.any(Array) });
  });

  it('reports an inactive broken entry, marked inactive', () => {
    expect(reportAt(26)).toMatchObject({ inactive: true, outcome: 'skipped', id: '9027' });
    expect(check.reports.filter((report) => report.inactive)).toHaveLength(1);
  });

  it('explains each problem for the person who edits the file', () => {
    expect(check.reports.map(entryWarning)).toEqual([
      'listings[3] skipped: id: missing',
      'listings[4] skipped: id: expected a non-empty text or a whole number, got ""',
      'listings[5] (id "9006") skipped: title: missing',
      'listings[6] (id "9007") skipped: category: unknown category "villa"; expected one of apartment, house, land, building, office',
      'listings[7] (id "9008") skipped: option: unknown option "Në shitje"; expected "Në Shitje" or "Me Qera"',
      'listings[8] (id "9009") skipped: price: expected a number of euros or "Me Marrëveshje", got "120.000 €"',
      'listings[9] (id "9010") shown without geoPoint: geoPoint.latitude: expected the latitude as a number, got "abc"',
      'listings[10] (id "9011") shown without geoPoint: geoPoint.latitude: expected the latitude as a number, got "NaN"; geoPoint.longitude: expected the longitude as a number, got "NaN"',
      'listings[11] (id "9012") shown without geoPoint: geoPoint.latitude: 48.8566 is outside Kosovo (latitude 41.85 to 43.3); geoPoint.longitude: 2.3522 is outside Kosovo (longitude 20 to 21.9)',
      'listings[12] (id "9013") shown without images: images: expected a list of image addresses, got "/assets/images/interior-living-03-1200.w…"',
      'listings[13] (id "9014") shown without images[1]: images[1]: expected an image address (text), got 42',
      'listings[14] (id "9015") shown without details.area, details.rooms, details.furnished: details.area: expected an area in square metres, got "e madhe"; details.rooms: expected a whole number of rooms, got "tri"; details.furnished: expected true or false, got "po"',
      'listings[15] (id "9016") shown without details: details: expected an object of details, got "3 dhoma"',
      'listings[16] (id "9017") shown without details.buildingYear: details.buildingYear: expected a year such as 2018 or a date such as 2018-05-01, got "së shpejti"',
      'listings[17] (id "9001") skipped: id: duplicate id "9001": listings[0] already uses it',
      'listings[18] (id "9019") shown without createdAt: createdAt: expected a date such as 2026-11-22 or 2026-11-22T10:05:00Z, got "dje"',
      'listings[19] (id "9020") shown without createdAt: createdAt: expected a date such as 2026-11-22 or 2026-11-22T10:05:00Z, got "2026-02-30"',
      'listings[20] skipped: expected a listing (a JSON object), got "not a listing"',
      'listings[21] skipped: expected a listing (a JSON object), got null',
      'listings[22] (id "9023") skipped: active: expected true or false, got "true"',
      'listings[23] (id "9024") shown without reducedPrice: reducedPrice: expected a number of euros, got "lirë"',
      'listings[24] (id "9025") skipped: price: missing',
      'listings[25] (id "9026") skipped: city: missing',
      'listings[26] (id "9027") skipped: title: missing',
      'listings[27] (id "9028") skipped: title: missing; category: unknown category "castle"; expected one of apartment, house, land, building, office; price: expected a number of euros or "Me Marrëveshje", got "shumë"; geoPoint.latitude: 0 is outside Kosovo (latitude 41.85 to 43.3); geoPoint.longitude: 0 is outside Kosovo (longitude 20 to 21.9)',
    ]);
  });

  it('gives one check line per problem, with the entry, the id, the path and the outcome', () => {
    const lines = check.reports.flatMap(problemLines);
    expect(lines).toHaveLength(check.reports.reduce((sum, report) => sum + report.problems.length, 0));
    expect(lines).toContain(
      'listings[11] (id "9012") geoPoint.longitude: 2.3522 is outside Kosovo (longitude 20 to 21.9) (shown without geoPoint)',
    );
    expect(lines).toContain('listings[26] (id "9027") title: missing (listing skipped, inactive)');
    expect(lines).toContain('listings[3] id: missing (listing skipped)');
  });
});

describe('checkListings', () => {
  it('finds no problem in the sample data', () => {
    const check = checkListings(sample.listings);
    expect(check.reports).toEqual([]);
    expect(check.listings).toHaveLength(sample.listings.length);
  });

  it('treats a numeric id and the same id as text as one id', () => {
    const check = checkListings([{ ...valid, id: 1234 }, { ...valid, id: '1234' }]);
    expect(check.listings.map((listing) => listing.id)).toEqual(['1234']);
    expect(check.reports[0]).toMatchObject({ index: 1, id: '1234', outcome: 'skipped' });
  });

  it('skips a later duplicate even when the first entry is inactive or itself broken', () => {
    const check = checkListings([
      { ...valid, id: 'a', active: false },
      { ...valid, id: 'a' },
      { ...valid, id: 'b', title: '' },
      { ...valid, id: 'b' },
    ]);
    expect(check.listings.map((listing) => [listing.id, listing.active])).toEqual([['a', false]]);
    expect(check.reports.map((report) => [report.index, report.problems.map((problem) => problem.path)])).toEqual([
      [1, ['id']],
      [2, ['title']],
      [3, ['id']],
    ]);
  });

  it('lists the duplicate first, then the entry’s own problems', () => {
    const [report] = checkListings([valid, { ...valid, category: 'villa' }]).reports;
    expect(report?.problems.map((problem) => problem.path)).toEqual(['id', 'category']);
  });

  it('drops a bad image and keeps the others in order', () => {
    const [listing] = checkListings([{ ...valid, images: ['a-1200.webp', null, 'b-1200.webp', {}] }]).listings;
    expect(listing?.images).toEqual(['a-1200.webp', 'b-1200.webp']);
  });

  it('keeps the other fields when several droppable fields fail together', () => {
    const check = checkListings([{ ...valid, geoPoint: 'x', images: 'y', details: { area: 'z', rooms: 2 }, subcity: 5, description: [] }]);
    expect(check.listings[0]).toMatchObject({ id: '1', subcity: '', description: '', images: [], details: { rooms: 2 } });
    expect(check.reports[0]?.dropped).toEqual(['description', 'subcity', 'images', 'geoPoint', 'details.area']);
  });

  it('drops exactly the bad translation, a text or a language, and keeps the others', () => {
    const translations = { en: { title: 'Flat', description: 7 }, de: { title: 'Wohnung' }, fr: { title: 'Appartement' } };
    const check = checkListings([{ ...valid, translations }]);
    expect(check.listings[0]?.translations).toEqual({ en: { title: 'Flat' }, de: { title: 'Wohnung' } });
    expect(check.reports[0]).toMatchObject({ outcome: 'shown-without', dropped: ['translations.en.description', 'translations.fr'] });
    const whole = checkListings([{ ...valid, translations: ['Flat'] }]);
    expect(whole.listings[0]).not.toHaveProperty('translations');
    expect(whole.reports[0]?.dropped).toEqual(['translations']);
    // A language named with a dot cannot be named alone: the translations go, the listing stays.
    const dotted = checkListings([{ ...valid, translations: { 'e.n': { title: 'x' }, de: { title: 'Wohnung' } } }]);
    expect(dotted.listings[0]).not.toHaveProperty('translations');
    expect(dotted.reports[0]?.dropped).toEqual(['translations']);
  });

  it('gives an empty check for an empty list', () => {
    expect(checkListings([])).toEqual({ listings: [], reports: [] });
  });
});

describe('createListingsChecker with a listener', () => {
  it('hands over exactly the listings checkListings keeps, in order, and keeps the same reports', () => {
    const handed: unknown[] = [];
    const checker = createListingsChecker((listing) => handed.push(listing));
    fixture.listings.forEach(checker.add);
    const whole = checkListings(fixture.listings);
    expect(handed).toEqual(whole.listings);
    expect(checker.result().listings).toEqual([]);
    expect(checker.result().reports).toEqual(whole.reports);
  });
});

describe('listingsFileEntries', () => {
  it('gives the listings array', () => {
    expect(listingsFileEntries({ listings: [1, 2] })).toEqual({ ok: true, entries: [1, 2] });
  });

  it.each([[null], ['text'], [42], [[]], [{}], [{ listings: 'no' }], [{ listings: {} }], [{ items: [] }]])('refuses %j', (raw) => {
    expect(listingsFileEntries(raw)).toEqual({ ok: false, problem: 'has no "listings" array' });
  });
});

describe('entryLabel', () => {
  it('names the entry by position and, when it has one, by id', () => {
    expect(entryLabel({ index: 4 })).toBe('listings[4]');
    expect(entryLabel({ index: 4, id: '17' })).toBe('listings[4] (id "17")');
  });
});
