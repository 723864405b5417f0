import type { Listing } from '../contracts';
import type { Locale } from '../i18n/locales';
import { detailValue } from './details';
import { categoryLabel } from './labels';

/** The separator between the parts of a headline. */
export const HEADLINE_SEPARATOR = ' · ';

/**
 * SPEC 2 'Listing detail page', overlay text: the category name, the area and the city,
 * e.g. 'Shtëpi · 165 m² · Gjilan' or 'Truall · 12,50 ari · Lipjan'. Missing parts are left out.
 */
export function listingHeadline(listing: Pick<Listing, 'category' | 'city' | 'details'>, locale?: Locale): string {
  const category = listing.category ? categoryLabel(listing.category, locale) : '';
  const area = detailValue('area', listing.details?.area, listing.category, locale);
  return [category, area, listing.city]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(HEADLINE_SEPARATOR);
}
