import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from './fixtures';
import { LISTINGS_URL, getListingById, loadListings, resetListingsCache, type FetchLike } from './service';

const body = {
  listings: [
    makeListing({ id: '1', active: true, createdAt: '2026-01-01T00:00:00Z' }),
    makeListing({ id: '2', active: true, createdAt: '2026-02-01T00:00:00Z' }),
    makeListing({ id: '3', active: false, createdAt: '2026-03-01T00:00:00Z' }),
  ],
};

const ok = (json: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(json) });

describe('listings service', () => {
  beforeEach(() => {
    resetListingsCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requests the versioned data file', async () => {
    const fetchImpl = vi.fn<FetchLike>(() => Promise.resolve(ok(body)));
    await loadListings(fetchImpl);
    expect(LISTINGS_URL).toBe('/assets/data/listings.json?v=v2');
    expect(fetchImpl).toHaveBeenCalledWith('/assets/data/listings.json?v=v2');
  });

  it('returns the normalised listings (active only, newest first)', async () => {
    const listings = await loadListings(() => Promise.resolve(ok(body)));
    expect(listings.map((l) => l.id)).toEqual(['2', '1']);
  });

  it('fetches once for two concurrent calls and once more never', async () => {
    const fetchImpl = vi.fn<FetchLike>(() => Promise.resolve(ok(body)));
    const [a, b] = await Promise.all([loadListings(fetchImpl), loadListings(fetchImpl)]);
    const c = await loadListings(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('does not cache a failure: rejects with an Error, then a retry loads', async () => {
    const fetchImpl = vi
      .fn<FetchLike>()
      .mockResolvedValueOnce({ ok: false, status: 503, json: () => Promise.resolve({}) })
      .mockResolvedValueOnce(ok(body));
    await expect(loadListings(fetchImpl)).rejects.toThrow('HTTP 503');
    await expect(loadListings(fetchImpl)).resolves.toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('treats a file without a listings array as a failed load, not an empty list', async () => {
    await expect(loadListings(() => Promise.resolve(ok({ items: [] })))).rejects.toThrow('has no "listings" array');
  });

  it('turns a non-Error rejection into an Error', async () => {
    const failing: FetchLike = () => Promise.reject('offline');
    await expect(loadListings(failing)).rejects.toBeInstanceOf(Error);
  });

  it('finds a listing by id from the cache', async () => {
    const fetchImpl = vi.fn<FetchLike>(() => Promise.resolve(ok(body)));
    expect((await getListingById('1', fetchImpl))?.id).toBe('1');
    expect((await getListingById('2', fetchImpl))?.id).toBe('2');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives undefined for an unknown or inactive id', async () => {
    const fetchImpl: FetchLike = () => Promise.resolve(ok(body));
    expect(await getListingById('99', fetchImpl)).toBeUndefined();
    expect(await getListingById('3', fetchImpl)).toBeUndefined();
  });

  it('gives undefined for an empty id without loading', async () => {
    const fetchImpl = vi.fn<FetchLike>(() => Promise.resolve(ok(body)));
    expect(await getListingById('', fetchImpl)).toBeUndefined();
    expect(await getListingById(undefined, fetchImpl)).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('uses the global fetch by default', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body)));
    await expect(loadListings()).resolves.toHaveLength(2);
    expect(spy).toHaveBeenCalledWith(LISTINGS_URL);
  });
});
