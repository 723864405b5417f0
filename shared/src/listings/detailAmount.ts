import type { DetailKey, Listing } from '../contracts';
import { numberFrom } from '../format/details';

/**
 * A detail's amount when it is a number above 0 (the area in m², a count of rooms; a count may
 * be written as text, '3'), else null: unknown, so a filter bound on it, the price per are's
 * total or the sort by area leave the listing out.
 */
export function detailAmount(listing: Pick<Listing, 'details'>, key: DetailKey): number | null {
  const amount = numberFrom(listing.details[key]);
  return amount !== undefined && amount > 0 ? amount : null;
}
