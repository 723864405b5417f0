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
import { priceAmounts, pricedPerAre, type PriceBasis } from '../format/money';
import { detailAmount } from './detailAmount';
import type { AmountRange } from './range';

export type { PriceBasis };

/** The price range, in EUR (range.ts: its bounds, its parse and its test are every range's). */
export type PriceRange = AmountRange;

const RENT = 'Me Qera';
const SALE = 'Në Shitje';
const SQUARE_METRES_PER_ARE = 100;

/** A search for rentals only compares rents; any other (sale, both or neither) compares totals. */
export function priceBasis(filters: Pick<Filters, 'option'>): PriceBasis {
  const options = filters.option ?? [];
  return options.length > 0 && options.every((option) => option === RENT) ? 'rent' : 'sale';
}

/**
 * The euros a range compares for `listing` on `basis`, or null when it has none there: a listing
 * of the other kind, a price by agreement, or a plot priced per are whose area is unknown.
 * The price is what it costs now (a reduced price, when lower).
 */
export function comparablePrice(listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice' | 'details'>, basis: PriceBasis): number | null {
  if (listing.option !== (basis === 'rent' ? RENT : SALE)) return null;
  // The figures alone: what a visitor reads (the price's words, in a language) decides nothing here.
  const amount = priceAmounts(listing)?.amount;
  if (amount === undefined) return null;
  if (!pricedPerAre(listing)) return amount;
  const area = detailAmount(listing, 'area');
  return area === null ? null : Math.round((amount * area) / SQUARE_METRES_PER_ARE);
}
