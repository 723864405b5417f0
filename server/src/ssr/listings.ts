/**
 * What a server-rendered listings or detail page carries besides its markup: the page of cards
 * for its search (computed as the grid computes it, from the public snapshot) or the listing the
 * detail page shows, which the browser's hydrating render reads, and the hints for what the app
 * fetches next (the remotes' code, the listings index the page then reads). The detail page's
 * listing is shared/listings detailListingJson.
 */
import type { Listing } from 'shared/contracts';
import { firstPageJson, indexPartCount, listingsIndexUrl, searchParamsToFilters, type MapOpening, type SearchContext } from 'shared/listings/rules';
import type { PublicSnapshot } from '../projection';
import { routePreloads, type ManifestReader, type PreloadHint, type PreloadTarget } from './preload';

/**
 * The first page of `query`'s results (the snapshot's, kept per query), as the page's JSON
 * (shared/listings firstPageJson), each card with every photo of its listing. The snapshot's
 * cards hold only the cover (memory at 100,000 listings), but the browser's cards show every
 * photo once the listings index has loaded: a card rendered with the cover alone would gain its
 * arrows and slides only then, and each of those galleries starts again (measured:
 * docs/decisions/0001-server-render.md). A record that cannot be read leaves its card with the
 * cover: the page still renders.
 */
export async function listingsFirstPage(snapshot: Pick<PublicSnapshot, 'firstPage' | 'record' | 'textMatches'>, query: URLSearchParams): Promise<unknown> {
  const model = snapshot.firstPage(query, await textContext(snapshot, query));
  const listings = await Promise.all(model.visible.map((card) => withEveryPhoto(card, snapshot.record)));
  return firstPageJson({ search: query.toString(), count: model.count, page: model.page, total: model.total, listings, neighbourhoods: model.neighbourhoods });
}

/**
 * Map mode's opening markers for `query`'s search (shared/listings mapOpening.ts), as its JSON:
 * the markers the server draws with the opening tiles and the browser's hydrating render reads.
 */
export async function listingsMapOpening(snapshot: Pick<PublicSnapshot, 'mapOpening' | 'textMatches'>, query: URLSearchParams): Promise<MapOpening> {
  return snapshot.mapOpening(query, await textContext(snapshot, query));
}

/**
 * The text search's matches for the query's `q`, as the browser's grid gets them: found in the
 * descriptions too. When the records cannot be read the page is still made, from the cards'
 * titles and ids (the browser then asks for the matches itself and says what it could search).
 */
async function textContext(snapshot: Pick<PublicSnapshot, 'textMatches'>, query: URLSearchParams): Promise<SearchContext> {
  const { text } = searchParamsToFilters(query).filters;
  if (text === undefined) return {};
  return snapshot.textMatches(text).then(
    (matches) => ({ text: matches }),
    () => ({}),
  );
}

async function withEveryPhoto(card: Listing, record: PublicSnapshot['record']): Promise<Listing> {
  const full = await record(card.id).catch(() => undefined);
  return full && full.images.length > card.images.length ? { ...card, images: full.images } : card;
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
