/**
 * The listings index parts (shared/listings summary.ts) made from each listing's row as JSON,
 * taken when the listing is projected: the row needs every image of the listing, which the
 * snapshot's cards do not keep (project.ts). The bytes are those of
 * `JSON.stringify(toListingsIndex(listings, warnings)[n])` (tested).
 */
import type { Listing } from 'shared/contracts';
import { indexPartCount, toListingsIndex, toRow, type Row } from 'shared/listings/rules';

/** The index's format version and part size, as toListingsIndex writes them. */
const INDEX_VERSION = toListingsIndex([], [])[0]?.version ?? 2;
const PART_SIZE = 1_000_000 / indexPartCount(1_000_000);

/** The listing's index row (shared/listings summary.ts `Row`). */
export function indexRow(listing: Listing): Row {
  return toRow(listing);
}

/** The parts of the index whose rows, in the index's order, are `rows`. */
export function indexPartsOf(rows: readonly string[], warnings: readonly string[], partSize = PART_SIZE): Buffer[] {
  const parts = indexPartCount(rows.length, partSize);
  return Array.from({ length: parts }, (_, part) =>
    Buffer.from(
      `{"version":${INDEX_VERSION},"parts":${parts},"warnings":${JSON.stringify(part === 0 ? warnings : [])},"rows":[` +
        `${rows.slice(part * partSize, (part + 1) * partSize).join(',')}]}`,
    ),
  );
}
