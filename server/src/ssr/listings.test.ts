import { describe, expect, it } from 'vitest';
import { ManifestReader } from './preload';
import type { Listing } from 'shared/contracts';
import { readFirstPage } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { listingsFirstPage, serverRoutePreloads } from './listings';

const indexParts = (hints: readonly { href: string }[]) => hints.map((hint) => hint.href).filter((href) => href.startsWith('/assets/data/listings-index/'));

describe('a server-rendered page\'s preloads', () => {
  const manifests = new ManifestReader({});

  it('fetch every part of the listings index with the grid, part 0 on a detail page, none on the shell\'s pages', () => {
    const all = serverRoutePreloads(manifests, {}, ['mfe-listings/ListingsPage'], 2_500, 'all-parts');
    expect(indexParts(all)).toEqual([0, 1, 2].map((part) => `/assets/data/listings-index/${part}.json?v=v4`));
    const detail = serverRoutePreloads(manifests, {}, ['mfe-detail/DetailPage'], 2_500, 'first-part');
    expect(indexParts(detail)).toEqual(['/assets/data/listings-index/0.json?v=v4']);
    expect(indexParts(serverRoutePreloads(manifests, {}, [], 2_500, 'none'))).toEqual([]);
  });
});

describe('a server-rendered grid\'s first page', () => {
  const card = (id: string, images: string[]): Listing => ({ ...makeListing({ id }), images });
  const model = (visible: Listing[]) => Object.freeze({ count: visible.length, page: 1, total: 1, visible, neighbourhoods: [] });

  it('carries every photo of each card\'s listing, not only the cover the snapshot holds', async () => {
    const records = new Map([['a', card('a', ['a1-1200.webp', 'a2-1200.webp', 'a3-1200.webp'])]]);
    const snapshot = {
      firstPage: () => model([card('a', ['a1-1200.webp']), card('b', [])]),
      record: async (id: string) => records.get(id),
      textMatches: () => Promise.reject(new Error('no text search here')),
    };
    const page = readFirstPage(await listingsFirstPage(snapshot, new URLSearchParams('page=1')));
    expect(page?.listings.map((listing) => listing.images)).toEqual([['a1-1200.webp', 'a2-1200.webp', 'a3-1200.webp'], []]);
  });

  it('keeps a card\'s cover when its record cannot be read: the page still renders', async () => {
    const snapshot = {
      firstPage: () => model([card('a', ['a1-1200.webp'])]),
      record: () => Promise.reject(new Error('the store is down')),
      textMatches: () => Promise.reject(new Error('no text search here')),
    };
    const page = readFirstPage(await listingsFirstPage(snapshot, new URLSearchParams('page=1')));
    expect(page?.listings.map((listing) => listing.images)).toEqual([['a1-1200.webp']]);
  });

  it("is made with the text search's matches for `q`, and from the cards alone when they cannot be read", async () => {
    const contexts: unknown[] = [];
    const matches = { query: 'pamje', ids: new Set(['a']) };
    const snapshot = (textMatches: () => Promise<typeof matches>) => ({
      firstPage: (_query: URLSearchParams, context?: unknown) => {
        contexts.push(context);
        return model([card('a', [])]);
      },
      record: async () => undefined,
      textMatches,
    });
    await listingsFirstPage(snapshot(async () => matches), new URLSearchParams('page=1&q=pamje'));
    const failed = await listingsFirstPage(snapshot(() => Promise.reject(new Error('the records file is gone'))), new URLSearchParams('page=1&q=pamje'));
    await listingsFirstPage(snapshot(async () => matches), new URLSearchParams('page=1'));
    expect(contexts).toEqual([{ text: matches }, {}, {}]);
    expect(readFirstPage(failed)?.count).toBe(1);
  });
});
