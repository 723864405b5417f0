/**
 * `/assets/data/listings.json` (the SPEC shape, `{ "listings": [...] }`) in pieces of a few
 * hundred listings: the same bytes as `JSON.stringify({ listings })`, without one huge string
 * at 100,000 listings. Nothing in the browser reads this file (it reads the index parts and the
 * records); tools do, so it is written when first asked for (plugins/listings-json.ts).
 */
import type { Listing } from 'shared/contracts';
import type { PublicSnapshot } from './project';

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

/**
 * The snapshot's listings.json from its full records (read a batch at a time: the snapshot keeps
 * only cards), handed to `write` in pieces; the same bytes as listingsJsonPieces of the records.
 */
export async function writeListingsJson(
  snapshot: Pick<PublicSnapshot, 'records'>,
  write: (piece: string) => void | Promise<void>,
): Promise<void> {
  await write('{"listings":[');
  let first = true;
  await snapshot.records(async (batch) => {
    if (batch.length === 0) return;
    const piece = batch.map((listing) => JSON.stringify(listing)).join(',');
    await write(first ? piece : `,${piece}`);
    first = false;
  });
  await write(']}');
}

/** The whole file at once (a small site, or the disk cannot take the files). */
export async function listingsJsonOf(snapshot: Pick<PublicSnapshot, 'records'>): Promise<string> {
  const pieces: string[] = [];
  await writeListingsJson(snapshot, (piece) => void pieces.push(piece));
  return pieces.join('');
}
