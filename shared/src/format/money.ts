import type { Listing } from '../contracts';
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { formatDecimal } from './number';
import { rangeLabel } from './range';

/** What a price range compares: the total of a sale, or the monthly rent of a rental (listings/priceRange.ts). */
export type PriceBasis = 'sale' | 'rent';

/**
 * Each basis's slider, the shortcut beside the range's two fields; its top means "no upper
 * bound". SPEC 5's slider (0 to 1,000,000 in steps of 10,000) for totals, steps that suit rents.
 */
export const PRICE_SCALES: Record<PriceBasis, { max: number; step: number }> = {
  sale: { max: 1_000_000, step: 10_000 },
  rent: { max: 3_000, step: 50 },
};

/**
 * A figure already written ('120.000', '250K', '3.000+') with the euro sign where the language
 * puts it: '120.000 €' on Albanian and German pages, '€120,000' on English ones. The space before
 * '€' is the no-break space (U+00A0), so the sign never wraps onto its own line.
 */
const euros = (figure: string, locale?: Locale): string => t('price.euros', { amount: figure }, locale);

/**
 * EUR, no decimals, as Intl's currency format writes it in the language's convention:
 * 120000 → '120.000 €' (Albanian pages, SPEC 9's de-DE; German pages), '€120,000' (English, en-GB).
 */
export function formatEuro(amount: number, locale?: Locale): string {
  return euros(formatDecimal(amount, undefined, locale), locale);
}

/** Land for sale is priced per are (SPEC 9). */
export const pricedPerAre = (listing: Pick<Listing, 'category' | 'option'>): boolean =>
  listing.category === 'land' && listing.option === 'Në Shitje';

const perMonth = (locale?: Locale): string => t('price.perMonth', undefined, locale);

/** '/muaj' for rentals, '/ari' for land for sale (priced per are), otherwise '' (in the page's language). */
export function priceSuffix(listing: Pick<Listing, 'category' | 'option'>, locale?: Locale): string {
  if (listing.option === 'Me Qera') return perMonth(locale);
  if (pricedPerAre(listing)) return t('price.perAre', undefined, locale);
  return '';
}

/** A listing's price as a visitor reads it: what it costs now, and the figure it was cut from. */
export interface ListingPrice {
  /** The euros it costs now (the offer), or null when the price is by agreement. */
  amount: number | null;
  /** '120.000 €', '450 €/muaj', '12.000 €/ari', or 'Me Marrëveshje' (in the page's language: '€450/month'). */
  text: string;
  /** The higher figure, struck through beside `text`, or null when there is none. */
  was: string | null;
}

const finiteAmount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The one price rule: of `price` and a numeric `reducedPrice`, the lower is the price
 * and the higher is struck through, whichever field holds which, so a cut never reads as a rise.
 * A price by agreement with a numeric reducedPrice costs that reducedPrice, with nothing struck.
 * Null when the price is by agreement. Every figure derived from the price (a land's total, the
 * price per m²) scales these two, so it falls with the price.
 */
export function priceAmounts(listing: Pick<Listing, 'price' | 'reducedPrice'>): { amount: number; higher: number } | null {
  const amounts = [finiteAmount(listing.price), finiteAmount(listing.reducedPrice)].filter((n): n is number => n !== null);
  if (amounts.length === 0) return null;
  return { amount: Math.min(...amounts), higher: Math.max(...amounts) };
}

/**
 * `amount` as `format` writes it, and `higher` to strike beside it (as `formatWas` writes it)
 * unless both print the same (no cut).
 */
export function withCut(
  amount: number,
  higher: number,
  format: (euros: number) => string,
  formatWas = format,
): { text: string; was: string | null } {
  const text = format(amount);
  return { text, was: format(higher) === text ? null : formatWas(higher) };
}

/**
 * A listing's price as a visitor reads it (see priceAmounts), in the page's language or `locale`.
 * A price by agreement is the data's 'Me Marrëveshje' (PRICE_BY_AGREEMENT), said in that language.
 */
export function listingPrice(listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice'>, locale?: Locale): ListingPrice {
  const amounts = priceAmounts(listing);
  if (amounts === null) return { amount: null, text: t('price.byAgreement', undefined, locale), was: null };
  const suffix = priceSuffix(listing, locale);
  return { amount: amounts.amount, ...withCut(amounts.amount, amounts.higher, (amount) => formatEuro(amount, locale) + suffix) };
}

/** SPEC 5: slider label. 0 → '0 €'; under a million → '250K €'; otherwise '1M+ €' (no-break spaces; '€250K' in English). */
export function priceFilterLabel(value: number, locale?: Locale): string {
  if (!(value > 0)) return euros('0', locale);
  if (value < PRICE_SCALES.sale.max) return euros(`${Math.floor(value / 1000)}K`, locale);
  return euros('1M+', locale);
}

/** A slider's label on its basis: SPEC 5's for totals; for rents '450 €/muaj', the top '3.000+ €/muaj'. */
export function priceScaleLabel(value: number, basis: PriceBasis, locale?: Locale): string {
  if (basis === 'sale') return priceFilterLabel(value, locale);
  const top = value >= PRICE_SCALES.rent.max ? '+' : '';
  return euros(`${formatDecimal(Math.max(0, Math.min(value, PRICE_SCALES.rent.max)), undefined, locale)}${top}`, locale) + perMonth(locale);
}

/** '150K', '1,25M', '900': a total short enough for a chip with two of them. */
function shortAmount(amount: number, locale?: Locale): string {
  if (amount >= 1_000_000) return `${formatDecimal(amount / 1_000_000, { min: 0, max: 2 }, locale)}M`;
  if (amount >= 1_000) return `${formatDecimal(amount / 1_000, { min: 0, max: 1 }, locale)}K`;
  return formatDecimal(amount, undefined, locale);
}

/**
 * The removable price chip. A bound alone is said in full ('Deri në 250.000 €', SPEC 2;
 * 'Nga 150.000 €'), two as a span ('150K – 300K €'; '€150K – €300K' in English); rents say their
 * month ('Deri në 500 €/muaj', '300 – 500 €/muaj').
 */
export function priceRangeChipLabel(range: { min?: number; max?: number }, rent: boolean, locale?: Locale): string {
  const month = rent ? perMonth(locale) : '';
  const short = (amount: number) => (rent ? formatDecimal(amount, undefined, locale) : shortAmount(amount, locale));
  return rangeLabel(
    range,
    (amount) => `${formatEuro(amount, locale)}${month}`,
    (min, max) => `${t('price.eurosSpan', { min: short(min), max: short(max) }, locale)}${month}`,
    locale,
  );
}
