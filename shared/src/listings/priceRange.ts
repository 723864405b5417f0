/**
 * The price filter's rules: what a listing's price is compared as, and the range's scales.
 *
 * Prices come in three units: a total (a house for sale), per are (land for sale, '/ari') and
 * per month (a rental, '/muaj'). A range compares like with like: a search for rentals
 * compares the monthly rent, any other search the total a buyer pays (a plot's price per are
 * times its area). So a sale range never lets a rental through on its monthly figure, and a
 * plot priced 9.000 €/ari over 3.96 ha counts as the 3.56 M€ it costs.
 */
import type { Filters, Listing } from '../contracts';
import { listingPrice, priceSuffix, type PriceBasis } from '../format/money';

export type { PriceBasis };

/** The range's bounds in EUR; either may be absent, never both (the filter is then off). */
export interface PriceRange {
  min?: number;
  max?: number;
}

const RENT = 'Me Qera';
const SALE = 'Në Shitje';
const SQUARE_METRES_PER_ARE = 100;

/** A search for rentals only compares rents; any other (sale, both or neither) compares totals. */
export function priceBasis(filters: Pick<Filters, 'option'>): PriceBasis {
  const options = filters.option ?? [];
  return options.length > 0 && options.every((option) => option === RENT) ? 'rent' : 'sale';
}

const areaOf = (listing: Pick<Listing, 'details'>): number | null => {
  const area = listing.details.area;
  return typeof area === 'number' && Number.isFinite(area) && area > 0 ? area : null;
};

/**
 * The euros a range compares for `listing` on `basis`, or null when it has none there: a listing
 * of the other kind, a price by agreement, or a plot priced per are whose area is unknown.
 * The price is what it costs now (a reduced price, when lower).
 */
export function comparablePrice(listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice' | 'details'>, basis: PriceBasis): number | null {
  if (listing.option !== (basis === 'rent' ? RENT : SALE)) return null;
  const { amount } = listingPrice(listing);
  if (amount === null) return null;
  if (priceSuffix(listing) !== '/ari') return amount;
  const area = areaOf(listing);
  return area === null ? null : Math.round((amount * area) / SQUARE_METRES_PER_ARE);
}

/**
 * A whole number of euros as a visitor types it or a query carries it ('150000', '150.000',
 * '150,000 €'); undefined when it is none. Amounts are whole euros, so dots, commas and spaces
 * only group thousands.
 */
export function parseAmount(text: string | null | undefined): number | undefined {
  const digits = text?.replace(/[\s.,\u00a0€]/g, '');
  const amount = digits ? Number(digits) : Number.NaN;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : undefined;
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * SPEC 5, as a range: a bound that is not a number above 0 is no bound, and a range without
 * bounds is no filter. Bounds given the wrong way round are swapped, as the visitor meant them.
 */
export function normalizePriceRange(value: unknown): PriceRange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { min, max } = value as Record<string, unknown>;
  let low = positive(Object.hasOwn(value, 'min') ? min : undefined);
  let high = positive(Object.hasOwn(value, 'max') ? max : undefined);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  if (low === undefined && high === undefined) return undefined;
  return { ...(low !== undefined && { min: low }), ...(high !== undefined && { max: high }) };
}

/** Whether a compared price (NaN or null: none) lies in the range, bounds included. */
export function inPriceRange(range: PriceRange, price: number | null): boolean {
  if (price === null || Number.isNaN(price)) return false;
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price <= range.max);
}
