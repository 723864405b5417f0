/**
 * What a server-rendered listings page carries besides its markup: the page of cards for its
 * search (computed as the grid computes it, from the public snapshot), which the browser's
 * hydrating render reads, and the hints for what the app fetches next (the remotes' code, the
 * listings index the grid then reads).
 */
import { firstPageJson, indexPartCount, listingsIndexUrl } from 'shared/listings';
import type { PublicSnapshot } from '../projection';
import { routePreloads, type ManifestReader, type PreloadHint, type PreloadTarget } from '../first-view/preload';

/** The first page of `query`'s results (the snapshot's, kept per query), as the page's JSON (shared/listings firstPageJson). */
export function listingsFirstPage(snapshot: Pick<PublicSnapshot, 'firstPage'>, query: URLSearchParams): unknown {
  const model = snapshot.firstPage(query);
  return firstPageJson({ search: query.toString(), count: model.count, page: model.page, total: model.total, listings: model.visible });
}

/** Preloads for a server-rendered route: its remote modules' code and, with the grid, the listings index. */
export function serverRoutePreloads(
  manifests: ManifestReader,
  remoteMap: Record<string, unknown>,
  modules: readonly string[],
  listingCount: number,
  withIndex: boolean,
): PreloadHint[] {
  const targets = new Map<string, string[]>();
  for (const module of modules) {
    const [remote = '', name = ''] = module.split('/');
    targets.set(remote, [...(targets.get(remote) ?? []), name]);
  }
  const list: PreloadTarget[] = [...targets].map(([remote, exposes]) => ({ remote, exposes }));
  const data = withIndex ? Array.from({ length: indexPartCount(listingCount) }, (_, part) => listingsIndexUrl(part)) : [];
  return routePreloads(manifests, remoteMap, list, data);
}
