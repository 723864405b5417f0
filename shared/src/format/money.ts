import { PRICE_BY_AGREEMENT, type Listing } from '../contracts';
import { formatDecimal } from './number';

/** SPEC 5 and 9: the price slider. */
export const PRICE_SLIDER = { min: 0, max: 1_000_000, step: 10_000 } as const;

/**
 * EUR, de-DE, no decimals: 120000 → '120.000 €', as Intl's currency format writes it. The space
 * before '€' is the no-break space (U+00A0), so the sign never wraps onto its own line.
 */
export function formatEuro(amount: number): string {
  return `${formatDecimal(amount)}\u00a0€`;
}

/** '/muaj' for rentals, '/ari' for land for sale (priced per are), otherwise ''. */
export function priceSuffix(listing: Pick<Listing, 'category' | 'option'>): string {
  if (listing.option === 'Me Qera') return '/muaj';
  if (listing.category === 'land' && listing.option === 'Në Shitje') return '/ari';
  return '';
}

/** '120.000 €', '450 €/muaj', '12.000 €/ari', or 'Me Marrëveshje'. */
export function formatListingPrice(listing: Pick<Listing, 'category' | 'option' | 'price'>): string {
  const { price } = listing;
  if (typeof price !== 'number' || !Number.isFinite(price)) return PRICE_BY_AGREEMENT;
  return formatEuro(price) + priceSuffix(listing);
}

/** The struck-through old price, or null when reducedPrice is not a finite number. */
export function formatReducedPrice(listing: Pick<Listing, 'category' | 'option' | 'reducedPrice'>): string | null {
  const { reducedPrice } = listing;
  if (typeof reducedPrice !== 'number' || !Number.isFinite(reducedPrice)) return null;
  return formatEuro(reducedPrice) + priceSuffix(listing);
}

/** SPEC 5: slider label. 0 → '0 €'; under a million → '250K €'; otherwise '1M+ €' (no-break spaces). */
export function priceFilterLabel(value: number): string {
  if (!(value > 0)) return '0\u00a0€';
  if (value < PRICE_SLIDER.max) return `${Math.floor(value / 1000)}K\u00a0€`;
  return '1M+\u00a0€';
}

/** The removable price chip: 'Deri në 250.000 €'. */
export function maxPriceChipLabel(price: number): string {
  return `Deri në ${formatEuro(price)}`;
}
