// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ManifestReader } from './preload';
import { serverRoutePreloads } from './listings';

const indexParts = (hints: readonly { href: string }[]) => hints.map((hint) => hint.href).filter((href) => href.startsWith('/assets/data/listings-index/'));

describe('a server-rendered page\'s preloads', () => {
  const manifests = new ManifestReader({});

  it('fetch every part of the listings index with the grid, part 0 on a detail page, none on the shell\'s pages', () => {
    const all = serverRoutePreloads(manifests, {}, ['mfe-listings/ListingsPage'], 2_500, 'all-parts');
    expect(indexParts(all)).toEqual([0, 1, 2].map((part) => `/assets/data/listings-index/${part}.json?v=v2`));
    const detail = serverRoutePreloads(manifests, {}, ['mfe-detail/DetailPage'], 2_500, 'first-part');
    expect(indexParts(detail)).toEqual(['/assets/data/listings-index/0.json?v=v2']);
    expect(indexParts(serverRoutePreloads(manifests, {}, [], 2_500, 'none'))).toEqual([]);
  });
});
