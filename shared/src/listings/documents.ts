/**
 * A listing's papers (its `documents` detail, listing-fields `DOCUMENTS`) and the one rule the
 * card's 'papers complete' mark follows. Pure.
 */
import type { Listing } from '../contracts';
import { DOCUMENTS, detailGroupOf, type DetailGroup, type DocumentCode } from '../listing-fields';

/**
 * The documents a listing has, in `DOCUMENTS` order: [] when it is known to have none of them,
 * undefined when nobody said (no value, '' or null), which is never read as "none".
 */
export function listingDocuments(listing: Pick<Listing, 'details'>): DocumentCode[] | undefined {
  const value = listing.details.documents;
  if (!Array.isArray(value)) return undefined;
  return DOCUMENTS.filter((code) => value.includes(code));
}

/**
 * The papers that make a listing's documentation complete, per kind of property:
 * - anything built (apartment, house, building, office): the possession certificate, the
 *   building permit and the occupancy certificate, the three a buyer's bank and notary ask for;
 * - land: the possession certificate (nothing is built, so there is nothing to permit or certify).
 */
export const COMPLETE_DOCUMENTS: Record<DetailGroup, readonly DocumentCode[]> = {
  residential: ['possession', 'permit', 'occupancy'],
  land: ['possession'],
};

/**
 * Whether the listing's papers are complete: it has every document `COMPLETE_DOCUMENTS` asks of
 * its kind, and no legalisation is under way (a property still being legalised is not in order
 * yet, whatever else it holds). Unknown papers are never complete.
 */
export function hasCompleteDocuments(listing: Pick<Listing, 'category' | 'details'>): boolean {
  const documents = listingDocuments(listing);
  if (documents === undefined || documents.includes('legalisation')) return false;
  return COMPLETE_DOCUMENTS[detailGroupOf(listing.category)].every((code) => documents.includes(code));
}
