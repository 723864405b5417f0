import { describe, expect, it, vi } from 'vitest';
import { makeListing } from '../fixtures';
import { loadListings, resetListingsCache, type FetchLike } from './service';
import { listingsIndexUrl, toListingsIndex } from '../summary';
import type * as Table from '../table';
import type * as Tasks from '../tasks';

const steps: string[] = [];

// What the service does, in order: every yield to the browser and the table's building.
vi.mock('../tasks', async (importOriginal) => {
  const actual = await importOriginal<typeof Tasks>();
  return {
    ...actual,
    yieldToBrowser: () => {
      steps.push('yield');
      return actual.yieldToBrowser();
    },
  };
});
vi.mock('../table', async (importOriginal) => {
  const actual = await importOriginal<typeof Table>();
  return {
    ...actual,
    buildListingTable: (...args: Parameters<typeof actual.buildListingTable>) => {
      steps.push('build table');
      return actual.buildListingTable(...args);
    },
  };
});

describe('the listings service, read from the index', () => {
  it('builds the filter and sort table in a task of its own, after the rows are decoded', async () => {
    resetListingsCache();
    const listings = [makeListing({ id: '2', createdAt: '2026-02-01T00:00:00Z' }), makeListing({ id: '1', createdAt: '2026-01-01T00:00:00Z' })];
    const [part] = toListingsIndex(listings, []);
    const fetchImpl = vi.fn<FetchLike>((url) =>
      Promise.resolve(url === listingsIndexUrl(0) ? { ok: true, status: 200, json: () => Promise.resolve(part) } : { ok: false, status: 404, json: () => Promise.resolve({}) }),
    );
    await expect(loadListings(fetchImpl)).resolves.toHaveLength(2);
    expect(steps.slice(-2)).toEqual(['yield', 'build table']);
  });
});
