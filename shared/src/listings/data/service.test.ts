import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../contracts';
import { makeListing } from '../fixtures';
import { LISTINGS_URL, getListingById, loadListings, resetListingsCache, type FetchLike } from './service';
import { listingRecordUrl, listingsIndexUrl, toListingsIndex } from '../summary';

const one = makeListing({ id: '1', createdAt: '2026-01-01T00:00:00Z', description: 'Përshkrimi i plotë', details: { area: 80, floor: 3 } });
const two = makeListing({ id: '2', createdAt: '2026-02-01T00:00:00Z' });
const body = {
  listings: [one, two, makeListing({ id: '3', active: false, createdAt: '2026-03-01T00:00:00Z' })],
};
const index = toListingsIndex([two, one], ['listings[7] (id "9") skipped: title: missing']);
const INDEX_URL = listingsIndexUrl(0);

const ok = (json: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(json) });
const notFound = { ok: false, status: 404, json: () => Promise.resolve({}) };

/** A server by address: `routes` maps a URL to its answer; anything else is a 404. */
function server(routes: Record<string, unknown>) {
  return vi.fn<FetchLike>((url) => Promise.resolve(url in routes ? ok(routes[url]) : notFound));
}
const fileOnly = () => server({ [LISTINGS_URL]: body });
const withIndex = (records: Record<string, Listing> = {}) =>
  server({
    [INDEX_URL]: index[0],
    ...Object.fromEntries(Object.entries(records).map(([id, listing]) => [listingRecordUrl(id), listing])),
  });

describe('listings service', () => {
  beforeEach(() => {
    resetListingsCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('with the index', () => {
    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });

    it('reads the index only, newest first, and prints its warnings once as listings.json warnings', async () => {
      const warn = vi.mocked(console.warn);
      const fetchImpl = withIndex();
      const listings = await loadListings(fetchImpl);
      expect(listings.map((l) => l.id)).toEqual(['2', '1']);
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([INDEX_URL]);
      expect(warn.mock.calls).toEqual([['listings.json: listings[7] (id "9") skipped: title: missing']]);
      expect(Object.isFrozen(listings)).toBe(true);
    });

    it('gives summaries: the card fields, without the description and the other details', async () => {
      const listings = await loadListings(withIndex());
      const summary = listings.find((l) => l.id === '1');
      expect(summary).toEqual({ ...one, description: '', details: { area: 80 } });
    });

    it('shares one fetch of a record between asks made while it is on its way (the preview asks ahead of its remote)', async () => {
      const fetchImpl = withIndex({ '1': one });
      const [first, second] = await Promise.all([getListingById('1', fetchImpl), getListingById('1', fetchImpl)]);
      expect(first).toEqual(one);
      expect(second).toBe(first);
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([listingRecordUrl('1')]);
    });

    it('fetches a full record once, by its own address', async () => {
      const fetchImpl = withIndex({ '1': one });
      expect(await getListingById('1', fetchImpl)).toEqual(one);
      expect(await getListingById('1', fetchImpl)).toEqual(one);
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([listingRecordUrl('1')]);
    });

    it('knows an id missing from the loaded index without asking', async () => {
      const fetchImpl = withIndex();
      await loadListings(fetchImpl);
      expect(await getListingById('99', fetchImpl)).toBeUndefined();
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('gives undefined when neither the record nor the index has the id', async () => {
      expect(await getListingById('99', withIndex())).toBeUndefined();
    });

    it('takes the server\'s null record as "not found" without loading anything else', async () => {
      const fetchImpl = server({ [listingRecordUrl('99')]: null });
      expect(await getListingById('99', fetchImpl)).toBeUndefined();
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('fails (rather than says "not found") when a listed record does not load', async () => {
      await expect(getListingById('1', withIndex())).rejects.toThrow('Loading listing 1 failed');
    });

    it('reads an index of several parts in order', async () => {
      const many = Array.from({ length: 5 }, (_, n) => makeListing({ id: String(n), createdAt: `2026-01-0${5 - n}T00:00:00Z` }));
      const parts = toListingsIndex(many, [], 2);
      const fetchImpl = server(Object.fromEntries(parts.map((part, n) => [listingsIndexUrl(n), part])));
      expect((await loadListings(fetchImpl)).map((l) => l.id)).toEqual(['0', '1', '2', '3', '4']);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('falls back to listings.json when the index is not the expected shape', async () => {
      const broken = { ...index[0], rows: [['1', 'title only']] };
      const fetchImpl = server({ [INDEX_URL]: broken, [LISTINGS_URL]: body });
      expect((await loadListings(fetchImpl)).map((l) => l.id)).toEqual(['2', '1']);
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([INDEX_URL, LISTINGS_URL]);
    });
  });

  describe('without an index (listings.json)', () => {
    it('requests the versioned data file after the index', async () => {
      const fetchImpl = fileOnly();
      await loadListings(fetchImpl);
      expect(LISTINGS_URL).toBe('/assets/data/listings.json?v=v2');
      expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([INDEX_URL, LISTINGS_URL]);
    });

    it('returns the normalised listings (active only, newest first)', async () => {
      const listings = await loadListings(fileOnly());
      expect(listings.map((l) => l.id)).toEqual(['2', '1']);
      expect(listings[1]).toEqual(one);
    });

    it('fetches once for two concurrent calls and once more never', async () => {
      const fetchImpl = fileOnly();
      const [a, b] = await Promise.all([loadListings(fetchImpl), loadListings(fetchImpl)]);
      const c = await loadListings(fetchImpl);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(a).toBe(b);
      expect(c).toBe(a);
    });

    it('does not cache a failure: rejects with an Error, then a retry loads', async () => {
      const fetchImpl = vi
        .fn<FetchLike>()
        .mockResolvedValueOnce(notFound)
        .mockResolvedValueOnce({ ok: false, status: 503, json: () => Promise.resolve({}) })
        .mockResolvedValueOnce(notFound)
        .mockResolvedValueOnce(ok(body));
      await expect(loadListings(fetchImpl)).rejects.toThrow('HTTP 503');
      await expect(loadListings(fetchImpl)).resolves.toHaveLength(2);
      expect(fetchImpl).toHaveBeenCalledTimes(4);
    });

    it('treats a file without a listings array as a failed load, not an empty list', async () => {
      await expect(loadListings(server({ [LISTINGS_URL]: { items: [] } }))).rejects.toThrow('has no "listings" array');
    });

    it('turns a non-Error rejection into an Error', async () => {
      const failing: FetchLike = () => Promise.reject('offline');
      await expect(loadListings(failing)).rejects.toBeInstanceOf(Error);
    });

    it('finds a whole listing by id in the loaded file', async () => {
      const fetchImpl = fileOnly();
      expect(await getListingById('1', fetchImpl)).toEqual(one);
      expect((await getListingById('2', fetchImpl))?.id).toBe('2');
      // The record's address (404 here), the index (404), the file; then memory.
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('gives undefined for an unknown or inactive id', async () => {
      const fetchImpl = fileOnly();
      expect(await getListingById('99', fetchImpl)).toBeUndefined();
      expect(await getListingById('3', fetchImpl)).toBeUndefined();
    });
  });

  it('gives undefined for an empty id without loading', async () => {
    const fetchImpl = fileOnly();
    expect(await getListingById('', fetchImpl)).toBeUndefined();
    expect(await getListingById(undefined, fetchImpl)).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('uses the global fetch by default', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url) =>
        Promise.resolve(String(url) === LISTINGS_URL ? new Response(JSON.stringify(body)) : new Response('', { status: 404 })),
      );
    await expect(loadListings()).resolves.toHaveLength(2);
    expect(spy).toHaveBeenCalledWith(LISTINGS_URL);
  });
});
