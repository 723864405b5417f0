/**
 * The filter → sort → page time of one change on the listings page: `searchListings` (the
 * filters, then the sort, as the grid and the server's first page run them) and `pageItems` from
 * shared/listings, in Node and in the page itself (the module instance the site loaded, found in
 * the federation share scope), at full speed and with Lighthouse's 4x CPU slowdown of a
 * mid-range phone. The filter dialog's count on 'Shto' is the filter pass alone, so within it.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Filters, SortOrder } from 'shared/contracts';
import { normalizeListings, pageItems, searchListings } from 'shared/listings';
import { max, median } from './stats';

export interface Change {
  name: string;
  filters: Filters;
  sort: SortOrder;
  page: number;
}

/** Changes a visitor makes in the filter strip, the sort selector and the pagination. */
export const CHANGES: Change[] = [
  { name: 'no filter, newest, page 1', filters: {}, sort: 'newest', page: 1 },
  { name: 'apartments', filters: { category: ['apartment'] }, sort: 'newest', page: 1 },
  { name: 'for rent up to 600 €/muaj', filters: { option: ['Me Qera'], price: { max: 600 } }, sort: 'newest', page: 1 },
  { name: 'Prishtinë, oldest first', filters: { place: 'Prishtinë' }, sort: 'oldest', page: 1 },
  { name: 'houses and land for sale, page 3', filters: { category: ['house', 'land'], option: ['Në Shitje'] }, sort: 'newest', page: 3 },
  { name: 'no filter, oldest, page 5', filters: {}, sort: 'oldest', page: 5 },
  { name: 'for sale 150K – 300K €, cheapest first', filters: { option: ['Në Shitje'], price: { min: 150_000, max: 300_000 } }, sort: 'cheapest', page: 1 },
  { name: 'rent 300 – 800 €/muaj, priciest first', filters: { option: ['Me Qera'], price: { min: 300, max: 800 } }, sort: 'priciest', page: 1 },
  { name: 'Prishtinë, Ulpiana', filters: { place: 'Prishtinë', neighbourhood: 'Ulpiana' }, sort: 'newest', page: 1 },
  { name: 'with a building permit, largest first, page 2', filters: { documents: ['permit'] }, sort: 'largest', page: 2 },
  { name: '80 – 120 m², 3+ rooms, 2+ bedrooms, no sold', filters: { area: { min: 80, max: 120 }, rooms: 3, bedrooms: 2, available: true }, sort: 'newest', page: 1 },
];

const REPEATS = 15;

export interface OpsTiming {
  listings: number;
  /** Median over the changes of each change's median time. */
  medianMs: number;
  /** The slowest single measurement. */
  maxMs: number;
  perChange: { name: string; matches: number; medianMs: number; maxMs: number }[];
}

type Ops = {
  searchListings: typeof searchListings;
  pageItems: typeof pageItems;
};

function summarize(listings: number, perChange: OpsTiming['perChange']): OpsTiming {
  return {
    listings,
    medianMs: median(perChange.map((change) => change.medianMs)),
    maxMs: max(perChange.map((change) => change.maxMs)),
    perChange,
  };
}

function timeChanges(ops: Ops, all: Parameters<typeof searchListings>[0]): OpsTiming['perChange'] {
  return CHANGES.map((change) => {
    const times: number[] = [];
    let matches = 0;
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const started = performance.now();
      const found = ops.searchListings(all, change.filters, change.sort);
      ops.pageItems(found, change.page);
      times.push(performance.now() - started);
      matches = found.length;
    }
    return { name: change.name, matches, medianMs: median(times), maxMs: max(times) };
  });
}

/** In Node, with the same data file the server serves. */
export function timeInNode(listingsFile: string): OpsTiming {
  const all = normalizeListings(JSON.parse(fs.readFileSync(listingsFile, 'utf8')));
  timeChanges({ searchListings, pageItems }, all); // warm-up for the JIT
  return summarize(all.length, timeChanges({ searchListings, pageItems }, all));
}

/**
 * In the page (already on /pronat), with its own shared/listings module and data; null when
 * the page has not loaded that module or its loadListings no longer gives an array.
 */
export async function timeInPage(page: Page, cpuSlowdown: number): Promise<OpsTiming | null> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    const result = await page.evaluate(
      async ({ changes, repeats }) => {
        type Share = { loaded?: boolean; lib?: () => unknown };
        const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } }).__FEDERATION__;
        let listingsModule: Record<string, (...args: unknown[]) => unknown> | undefined;
        for (const scope of Object.values(federation?.__SHARE__ ?? {}))
          for (const shares of Object.values(scope))
            for (const version of Object.values(shares['shared/listings'] ?? {}))
              if (version.loaded && version.lib) listingsModule = version.lib() as typeof listingsModule;
        if (!listingsModule?.loadListings || !listingsModule.searchListings || !listingsModule.pageItems) return null;
        const all = await listingsModule.loadListings();
        if (!Array.isArray(all)) return null;
        const { searchListings: search, pageItems: pageOf } = listingsModule;
        const run = () =>
          changes.map((change) => {
            const times: number[] = [];
            let matches = 0;
            for (let repeat = 0; repeat < repeats; repeat++) {
              const started = performance.now();
              const found = search(all, change.filters, change.sort) as unknown[];
              pageOf(found, change.page);
              times.push(performance.now() - started);
              matches = found.length;
            }
            return { name: change.name, matches, times };
          });
        run(); // warm-up for the JIT
        return { listings: all.length, changes: run() };
      },
      { changes: CHANGES, repeats: REPEATS },
    );
    if (!result) return null;
    return summarize(
      result.listings,
      result.changes.map((change) => ({ name: change.name, matches: change.matches, medianMs: median(change.times), maxMs: max(change.times) })),
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
