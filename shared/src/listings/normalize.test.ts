import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeListings, toNumber } from './normalize';

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

  it.each([null, undefined, 'text', 42, [], {}, { listings: 'no' }])('gives [] for %j', (raw) => {
    expect(normalizeListings(raw)).toEqual([]);
  });

  it('keeps only listings with active === true', () => {
    const raw = {
      listings: [entry({ id: 'a' }), entry({ id: 'b', active: false }), entry({ id: 'c', active: 'true' }), entry({ id: 'd', active: undefined })],
    };
    expect(normalizeListings(raw).map((l) => l.id)).toEqual(['a']);
  });

  it('converts coordinates given as strings to numbers', () => {
    const [listing] = normalizeListings({ listings: [entry({ geoPoint: { latitude: '42.66', longitude: '21.17' } })] });
    expect(listing?.geoPoint).toEqual({ latitude: 42.66, longitude: 21.17 });
  });

  it.each([
    ['missing', undefined],
    ['not an object', 'x'],
    ['unparsable latitude', { latitude: 'abc', longitude: 21.17 }],
    ['empty longitude', { latitude: 42.66, longitude: '' }],
    ['missing longitude', { latitude: 42.66 }],
  ])('drops the geoPoint when %s', (_, geoPoint) => {
    const [listing] = normalizeListings({ listings: [entry({ geoPoint })] });
    expect(listing?.geoPoint).toBeUndefined();
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
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]?.[0]).toContain('entry 0');
    expect(warn.mock.calls[2]?.[0]).toContain('entry 2');
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

  it('fills missing fields with safe empty values', () => {
    const [listing] = normalizeListings({ listings: [{ id: 'x', active: true }] });
    expect(listing).toMatchObject({ title: '', images: [], details: {}, price: 'Me Marrëveshje', createdAt: '' });
    expect(listing?.reducedPrice).toBeUndefined();
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
