/**
 * What a server-rendered listings or detail page carries besides its markup: the page of cards
 * for its search (computed as the grid computes it, from the public snapshot) or the listing the
 * detail page shows, which the browser's hydrating render reads, and the hints for what the app
 * fetches next (the remotes' code, the listings index the page then reads). The detail page's
 * listing is shared/listings detailListingJson.
 */
import { firstPageJson, indexPartCount, listingsIndexUrl } from 'shared/listings';
import type { PublicSnapshot } from '../projection';
import { routePreloads, type ManifestReader, type PreloadHint, type PreloadTarget } from './preload';

/** The first page of `query`'s results (the snapshot's, kept per query), as the page's JSON (shared/listings firstPageJson). */
export function listingsFirstPage(snapshot: Pick<PublicSnapshot, 'firstPage'>, query: URLSearchParams): unknown {
  const model = snapshot.firstPage(query);
  return firstPageJson({ search: query.toString(), count: model.count, page: model.page, total: model.total, listings: model.visible });
}

/**
 * The listings index parts a page reads first: the grid reads them all before it shows its
 * cards; a detail page reads part 0 (its recommendations), the rest later.
 */
export type IndexReads = 'all-parts' | 'first-part' | 'none';

/** Preloads for a server-rendered route: its remote modules' code and the listings index parts it reads first. */
export function serverRoutePreloads(
  manifests: ManifestReader,
  remoteMap: Record<string, unknown>,
  modules: readonly string[],
  listingCount: number,
  index: IndexReads,
): PreloadHint[] {
  const targets = new Map<string, string[]>();
  for (const module of modules) {
    const [remote = '', name = ''] = module.split('/');
    targets.set(remote, [...(targets.get(remote) ?? []), name]);
  }
  const list: PreloadTarget[] = [...targets].map(([remote, exposes]) => ({ remote, exposes }));
  const parts = index === 'all-parts' ? indexPartCount(listingCount) : index === 'first-part' ? 1 : 0;
  const data = Array.from({ length: parts }, (_, part) => listingsIndexUrl(part));
  return routePreloads(manifests, remoteMap, list, data);
}
