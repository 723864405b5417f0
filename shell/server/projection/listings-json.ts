/**
 * `/assets/data/listings.json` (the SPEC shape, `{ "listings": [...] }`) in pieces of a few
 * hundred listings: the same bytes as `JSON.stringify({ listings })`, without a 100 MB string
 * at 100,000 listings. Nothing in the browser reads this file (it reads the index parts and the
 * records); tools do, so it is written when first asked for (plugins/listings-json.ts).
 */
import type { Listing } from 'shared/contracts';

export function* listingsJsonPieces(listings: readonly Listing[], perPiece = 500): Generator<string> {
  yield '{"listings":[';
  for (let start = 0; start < listings.length; start += perPiece) {
    const piece = listings
      .slice(start, start + perPiece)
      .map((listing) => JSON.stringify(listing))
      .join(',');
    yield start === 0 ? piece : `,${piece}`;
  }
  yield ']}';
}

/** The whole file at once, for a small set (the preview server's sample). */
export const listingsJsonText = (listings: readonly Listing[]): string => [...listingsJsonPieces(listings)].join('');
