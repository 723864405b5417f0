/**
 * The listings data the browser reads: listings.json as the file is (SPEC shape), the parts of
 * the listings index made at start, and one listing's full record by id (shared/listings
 * summary.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LISTINGS_INDEX_PREFIX, LISTING_RECORD_PREFIX } from 'shared/listings';
import type { ListingsSnapshot } from './listings-store';
import { sendBody } from './static';

const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_FOUND = '{"error":"not found"}';

/** Changes whenever the data does: the file and its modification time. */
function dataVersion(listings: ListingsSnapshot, listingsFile: string): string {
  return `${listingsFile}:${listings.mtimeMs}`;
}

const listingsFileKey = (version: string) => `listings:${version}`;
const indexPartKey = (version: string, part: number) => `listings-index:${version}:${part}`;

/** The bodies every visitor of the listings asks for, with the cache keys they are sent under. */
export function sharedListingsBodies(listings: ListingsSnapshot, listingsFile: string): { cacheKey: string; body: Buffer; ext: string }[] {
  const version = dataVersion(listings, listingsFile);
  return [
    { cacheKey: listingsFileKey(version), body: listings.body, ext: '.json' },
    ...listings.indexParts.map((body, part) => ({ cacheKey: indexPartKey(version, part), body, ext: '.json' })),
  ];
}

/**
 * Answers a request for listings data; false when `pathname` is not one. A listing's record
 * is `null` when no shown listing has that id.
 */
export function sendListingsData(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  listings: ListingsSnapshot,
  listingsFile: string,
): boolean {
  const version = dataVersion(listings, listingsFile);
  if (pathname === '/assets/data/listings.json') {
    sendBody(req, res, listings.body, { contentType: JSON_TYPE, cache: 'revalidate', cacheKey: listingsFileKey(version), ext: '.json' });
    return true;
  }
  const part = pathname.startsWith(LISTINGS_INDEX_PREFIX) ? /^(\d+)\.json$/.exec(pathname.slice(LISTINGS_INDEX_PREFIX.length)) : null;
  if (part) {
    const number = Number(part[1]);
    const body = listings.indexParts[number];
    if (body) {
      sendBody(req, res, body, { contentType: JSON_TYPE, cache: 'revalidate', cacheKey: indexPartKey(version, number), ext: '.json' });
    } else {
      sendBody(req, res, Buffer.from(NOT_FOUND), { status: 404, contentType: JSON_TYPE, cache: 'no-store', ext: '.json' });
    }
    return true;
  }
  if (!pathname.startsWith(LISTING_RECORD_PREFIX) || !pathname.endsWith('.json')) return false;
  let id: string;
  try {
    id = decodeURIComponent(pathname.slice(LISTING_RECORD_PREFIX.length, -'.json'.length));
  } catch {
    id = '';
  }
  // `null` for an id that is not shown: the browser asks before it knows, and a missing
  // listing is an answer (the 404 page), not a failed request in the console.
  const listing = listings.byId.get(id) ?? null;
  sendBody(req, res, Buffer.from(JSON.stringify(listing)), {
    contentType: JSON_TYPE,
    cache: 'revalidate',
    cacheKey: `listing:${version}:${id}`,
    ext: '.json',
  });
  return true;
}
