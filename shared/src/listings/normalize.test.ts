import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeListings, toNumber } from './normalize';

const brokenFixture = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/broken-listings.json'), 'utf8'),
) as unknown;

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: '1',
  active: true,
  title: 'Banesë',
  description: 'Përshkrim',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  subcity: 'Arbëri',
  price: 120000,
  images: ['a-1200.webp'],
  createdAt: '2026-01-01T00:00:00Z',
  geoPoint: { latitude: 42.66, longitude: 21.17 },
  details: { area: 85 },
  ...overrides,
});

describe('normalizeListings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([[null], [undefined], ['text'], [42], [[]], [{}], [{ listings: 'no' }]])('gives [] for %j, with one warning', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeListings(raw)).toEqual([]);
    expect(warn.mock.calls).toEqual([['listings.json: has no "listings" array; no listings shown']]);
  });

  it('keeps only listings with active === true; warns about an active flag that is not true or false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = {
      listings: [entry({ id: 'a' }), entry({ id: 'b', active: false }), entry({ id: 'c', active: 'true' }), entry({ id: 'd', active: undefined })],
    };
    expect(normalizeListings(raw).map((l) => l.id)).toEqual(['a']);
    expect(warn.mock.calls).toEqual([
      ['listings.json: listings[2] (id "c") skipped: active: expected true or false, got "true"'],
      ['listings.json: listings[3] (id "d") skipped: active: expected true or false, got nothing'],
    ]);
  });

  it('converts coordinates given as strings to numbers', () => {
    const [listing] = normalizeListings({ listings: [entry({ geoPoint: { latitude: '42.66', longitude: '21.17' } })] });
    expect(listing?.geoPoint).toEqual({ latitude: 42.66, longitude: 21.17 });
  });

  it('shows a listing without geoPoint, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [listing] = normalizeListings({ listings: [entry({ geoPoint: undefined })] });
    expect(listing?.geoPoint).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not an object', 'x', 'geoPoint: expected { "latitude": …, "longitude": … }, got "x"'],
    ['unparsable latitude', { latitude: 'abc', longitude: 21.17 }, 'geoPoint.latitude: expected the latitude as a number, got "abc"'],
    ['empty longitude', { latitude: 42.66, longitude: '' }, 'geoPoint.longitude: expected the longitude as a number, got ""'],
    ['missing longitude', { latitude: 42.66 }, 'geoPoint.longitude: missing'],
    ['NaN', { latitude: Number.NaN, longitude: 21.17 }, 'geoPoint.latitude: expected the latitude as a number, got NaN'],
    ['outside Kosovo', { latitude: 41.1, longitude: 21.17 }, 'geoPoint.latitude: 41.1 is outside Kosovo (latitude 41.85 to 43.3)'],
  ])('drops the geoPoint when %s, with one warning', (_, geoPoint, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [listing] = normalizeListings({ listings: [entry({ geoPoint })] });
    expect(listing?.id).toBe('1');
    expect(listing?.geoPoint).toBeUndefined();
    expect(warn.mock.calls).toEqual([[`listings.json: listings[0] (id "1") shown without geoPoint: ${problem}`]]);
  });

  it('sorts by createdAt, newest first', () => {
    const raw = {
      listings: [
        entry({ id: 'old', createdAt: '2025-01-01T00:00:00Z' }),
        entry({ id: 'new', createdAt: '2026-06-01T00:00:00Z' }),
        entry({ id: 'mid', createdAt: '2025-09-01T00:00:00Z' }),
      ],
    };
    expect(normalizeListings(raw).map((l) => l.id)).toEqual(['new', 'mid', 'old']);
  });

  it('turns numeric ids into strings', () => {
    expect(normalizeListings({ listings: [entry({ id: 1234 })] })[0]?.id).toBe('1234');
  });

  it('skips entries that are not objects or have no usable id, warning once for each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = { listings: [null, 'x', entry({ id: undefined }), entry({ id: '' }), entry({ id: { x: 1 } }), entry({ id: '7' })] };
    expect(normalizeListings(raw).map((l) => l.id)).toEqual(['7']);
    expect(warn.mock.calls).toEqual([
      ['listings.json: listings[0] skipped: expected a listing (a JSON object), got null'],
      ['listings.json: listings[1] skipped: expected a listing (a JSON object), got "x"'],
      ['listings.json: listings[2] skipped: id: expected a non-empty text or a whole number, got nothing'],
      ['listings.json: listings[3] skipped: id: expected a non-empty text or a whole number, got ""'],
      ['listings.json: listings[4] skipped: id: expected a non-empty text or a whole number, got a JSON object'],
    ]);
  });

  it('reports to the given function instead of the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines: string[] = [];
    normalizeListings({ listings: [entry({ title: '' }), entry({ id: '2' })] }, (line) => lines.push(line));
    normalizeListings({}, (line) => lines.push(line));
    expect(lines).toEqual([
      'listings[0] (id "1") skipped: title: expected a non-empty title, got ""',
      'has no "listings" array; no listings shown',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the listing fields', () => {
    expect(normalizeListings({ listings: [entry({ reducedPrice: 130000 })] })[0]).toEqual({
      id: '1',
      active: true,
      title: 'Banesë',
      description: 'Përshkrim',
      category: 'apartment',
      option: 'Në Shitje',
      city: 'Prishtinë',
      subcity: 'Arbëri',
      price: 120000,
      reducedPrice: 130000,
      images: ['a-1200.webp'],
      createdAt: '2026-01-01T00:00:00Z',
      geoPoint: { latitude: 42.66, longitude: 21.17 },
      details: { area: 85 },
    });
  });

  it('keeps "Me Marrëveshje" and reads a numeric price string as a number', () => {
    const raw = { listings: [entry({ id: 'a', price: 'Me Marrëveshje' }), entry({ id: 'b', price: '95000' })] };
    expect(normalizeListings(raw).map((l) => l.price)).toEqual(['Me Marrëveshje', 95000]);
  });

  it('fills missing optional fields with safe empty values', () => {
    const required = {
      id: '1',
      active: true,
      title: 'Banesë',
      category: 'apartment',
      option: 'Në Shitje',
      city: 'Prishtinë',
      price: 120000,
      createdAt: '2026-01-01T00:00:00Z',
    };
    const [listing] = normalizeListings({ listings: [required] });
    expect(listing).toMatchObject({ description: '', subcity: '', images: [], details: {} });
    expect(listing?.reducedPrice).toBeUndefined();
    expect(listing?.geoPoint).toBeUndefined();
  });
});

describe('normalizeListings on the broken fixture', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every valid and repaired listing, newest first, undated last', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeListings(brokenFixture).map((listing) => listing.id)).toEqual([
      '9001', '9002', '9003', '9010', '9011', '9012', '9013', '9014', '9015', '9016', '9017', '9024', '9019', '9020',
    ]);
  });

  it('warns once per invalid active entry, naming it and every bad field; never about the inactive one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    normalizeListings(brokenFixture);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    // 25 entries have problems; one of them is inactive and not shown anyway.
    expect(warnings).toHaveLength(24);
    expect(warnings.every((warning) => warning.startsWith('listings.json: listings['))).toBe(true);
    expect(warnings.some((warning) => warning.includes('"9027"'))).toBe(false);
    expect(warnings).toContain('listings.json: listings[3] skipped: id: missing');
    expect(warnings).toContain('listings.json: listings[17] (id "9001") skipped: id: duplicate id "9001": listings[0] already uses it');
    expect(warnings).toContain(
      'listings.json: listings[11] (id "9012") shown without geoPoint: geoPoint.latitude: 48.8566 is outside Kosovo (latitude 41.85 to 43.3); geoPoint.longitude: 2.3522 is outside Kosovo (longitude 20 to 21.9)',
    );
  });
});

describe('toNumber', () => {
  it.each([
    [42.66, 42.66],
    ['42.66', 42.66],
    [' 21 ', 21],
    ['', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
  ])('%j → %j', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});
