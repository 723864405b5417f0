import type { Listing } from '../contracts';
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { SQUARE_METRES_PER_ARE } from './area';
import { numberFrom } from './details';
import { formatEuro, priceAmounts, pricedPerAre, withCut } from './money';

/** A figure derived from the price: what it is now, and the higher one struck beside it (a cut). */
export interface DerivedPrice {
  text: string;
  was: string | null;
}

type PricedListing = Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice' | 'details'>;

/** The area in m² when it is a positive number; undefined when unknown. */
function knownArea(listing: Pick<Listing, 'details'>): number | undefined {
  const area = numberFrom(listing.details.area);
  return area !== undefined && area > 0 ? area : undefined;
}

/** '≈ 480.000 € gjithsej'. */
const totalText = (euros: number, locale?: Locale): string => t('price.landTotal', { amount: formatEuro(euros, locale) }, locale);

/**
 * Land for sale is priced per are; its total is that price × the area in m² / 100
 * ('≈ 480.000 € gjithsej'; '≈ €480,000 in total' in English), the higher total struck when the price was cut ('500.000 €'). Null for any other
 * listing, an unknown area, or a price by agreement.
 */
export function landTotalPrice(listing: PricedListing, locale?: Locale): DerivedPrice | null {
  const area = knownArea(listing);
  const amounts = priceAmounts(listing);
  if (!pricedPerAre(listing) || area === undefined || amounts === null) return null;
  const ares = area / SQUARE_METRES_PER_ARE;
  return withCut(amounts.amount * ares, amounts.higher * ares, (euros) => totalText(euros, locale), (euros) => formatEuro(euros, locale));
}

/** '1.320 €/m²'. */
const perSquareMetreText = (euros: number, locale?: Locale): string => `${formatEuro(euros, locale)}/m²`;

/**
 * The price per m² of a listing for sale with a known area ('1.320 €/m²'), the higher one struck
 * when the price was cut. Null for rentals, for land (priced per are already: its total is what
 * it adds), for an unknown area and for a price by agreement.
 */
export function pricePerSquareMetre(listing: PricedListing, locale?: Locale): DerivedPrice | null {
  const area = knownArea(listing);
  const amounts = priceAmounts(listing);
  if (listing.option !== 'Në Shitje' || pricedPerAre(listing) || area === undefined || amounts === null) return null;
  return withCut(amounts.amount / area, amounts.higher / area, (euros) => perSquareMetreText(euros, locale));
}

/** The figure a listing's page shows under its price: a land's total, or a sale's price per m². */
export const priceBreakdown = (listing: PricedListing, locale?: Locale): DerivedPrice | null =>
  landTotalPrice(listing, locale) ?? pricePerSquareMetre(listing, locale);
