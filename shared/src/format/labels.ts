/**
 * The words a listing is shown with: categories, offers, statuses, details, documents, the
 * search's choices. Each comes from the shared catalogue (src/messages) in the page's language,
 * read when drawn; every function also takes a `locale` for code that draws another language
 * than the page's (the server's own pages). The tables (`CATEGORY_LABELS`…) read the page's
 * language on each look-up.
 */
import type { Category, DetailKey, Listing, ListingOption, PublicStatus, SortOrder } from '../contracts';
import type { Locale } from '../i18n/locales';
import { labelTable, t, type SharedMessageId } from '../i18n/t';
import { DETAIL_KEYS, detailField, isDetailKey, type DETAIL_FIELDS, type DocumentCode } from '../listing-fields';

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);

const CATEGORY_IDS = {
  apartment: 'category.apartment',
  house: 'category.house',
  land: 'category.land',
  building: 'category.building',
  office: 'category.office',
} as const satisfies Record<Category, SharedMessageId>;

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = labelTable(CATEGORY_IDS);

/** The name of a category; an unknown category is shown as it is. */
export function categoryLabel(category: string, locale?: Locale): string {
  return has(CATEGORY_IDS, category) ? t(CATEGORY_IDS[category], undefined, locale) : category;
}

/** The offer's own words ('Në Shitje', 'Me Qera' are also the data's values: never translated there). */
const OPTION_IDS = { 'Në Shitje': 'option.sale', 'Me Qera': 'option.rent' } as const satisfies Record<ListingOption, SharedMessageId>;

/** A listing's option as a visitor reads it ('For sale'); an unknown one as it is. */
export function optionLabel(option: string, locale?: Locale): string {
  return has(OPTION_IDS, option) ? t(OPTION_IDS[option], undefined, locale) : option;
}

const OPTION_BADGE_IDS = { 'Në Shitje': 'badge.sale', 'Me Qera': 'badge.rent' } as const satisfies Record<ListingOption, SharedMessageId>;

/** The badge on a listing card. */
export const OPTION_BADGES: Readonly<Record<ListingOption, string>> = labelTable(OPTION_BADGE_IDS);

export function optionBadge(option: string, locale?: Locale): string {
  return has(OPTION_BADGE_IDS, option) ? t(OPTION_BADGE_IDS[option], undefined, locale) : option;
}

const STATUS_IDS = { reserved: 'status.reserved', sold: 'status.sold' } as const satisfies Record<PublicStatus, SharedMessageId>;

/**
 * The badge of a listing that is no longer available: every public place a listing
 * shows (card, map card, detail, preview, the server's first view, the SEO page) and the back
 * office's status names read this one table.
 */
export const STATUS_BADGES: Readonly<Record<PublicStatus, string>> = labelTable(STATUS_IDS);

/** The listing's status badge text, or undefined for an available listing. */
export function statusBadge(listing: Pick<Listing, 'status'>, locale?: Locale): string | undefined {
  const { status } = listing;
  return status !== undefined && has(STATUS_IDS, status) ? t(STATUS_IDS[status], undefined, locale) : undefined;
}

/**
 * The one badge in the place of a listing's option (card, map card, preview, detail page,
 * recommendations, the SEO page): a reserved or sold listing shows its status there in place of
 * 'NË SHITJE' / 'ME QERA', never both side by side; an available listing its option.
 */
export function offerBadge(listing: Pick<Listing, 'option' | 'status'>, locale?: Locale): { text: string; status: PublicStatus | undefined } {
  const status = statusBadge(listing, locale);
  return status === undefined ? { text: optionBadge(listing.option, locale), status: undefined } : { text: status, status: listing.status };
}

type Labelled = { [K in DetailKey]: (typeof DETAIL_FIELDS)[K] extends { label: string } ? K : never }[DetailKey];
export type LabelledDetailKey = Labelled;

const isLabelled = (key: string): key is LabelledDetailKey => isDetailKey(key) && 'label' in detailField(key);

/** A detail's label's message id: `detail.<key>` (listing-fields.ts reads the same ids). */
const detailLabelId = (key: LabelledDetailKey) => `detail.${key}` as const satisfies SharedMessageId;

/** SPEC 3 'Detail keys', exactly its table (it has no label for `beds`), from the details' descriptor. */
export const DETAIL_LABELS: Readonly<Record<LabelledDetailKey, string>> = labelTable(
  Object.fromEntries(DETAIL_KEYS.filter(isLabelled).map((key) => [key, detailLabelId(key)])) as Record<LabelledDetailKey, SharedMessageId>,
);

export function detailLabel(key: string, locale?: Locale): string | undefined {
  return isLabelled(key) ? t(detailLabelId(key), undefined, locale) : undefined;
}

/** The details shown as a count with its noun ('3 Dhoma', '1 Bathroom'): each has `detail.count.<key>`. */
const COUNTED = ['rooms', 'baths', 'bedrooms'] as const;
type CountedDetailKey = (typeof COUNTED)[number];
const isCounted = (key: string): key is CountedDetailKey => (COUNTED as readonly string[]).includes(key);

/**
 * A count of a detail with its noun in the number the language wants: '1 Bathroom', '2 Bathrooms'
 * (English), '3 Dhoma', '1 Banjo' (SPEC's labels, as Albanian chips have always read). Undefined
 * for a detail that is no count.
 */
export function countedDetail(key: string, count: number, locale?: Locale): string | undefined {
  return isCounted(key) ? t(`detail.count.${key}`, { count }, locale) : undefined;
}

const DOCUMENT_IDS = {
  possession: 'document.possession',
  permit: 'document.permit',
  occupancy: 'document.occupancy',
  legalisation: 'document.legalisation',
} as const satisfies Record<DocumentCode, SharedMessageId>;

/** The names of the documents a `documents` detail lists (listing-fields `DOCUMENTS`). */
export const DOCUMENT_LABELS: Readonly<Record<DocumentCode, string>> = labelTable(DOCUMENT_IDS);

/** A `documents` detail that is known to list none of them (an unknown one shows nothing). */
export const noDocumentsLabel = (locale?: Locale): string => t('document.none', undefined, locale);

export function documentLabel(code: string, locale?: Locale): string {
  return has(DOCUMENT_IDS, code) ? t(DOCUMENT_IDS[code], undefined, locale) : code;
}

export const BOOLEAN_LABELS: Readonly<Record<'true' | 'false', string>> = labelTable({ true: 'boolean.yes', false: 'boolean.no' });

/** 'Po' / 'Jo'. */
export const booleanLabel = (value: boolean, locale?: Locale): string => t(value ? 'boolean.yes' : 'boolean.no', undefined, locale);

/** The 'all cities' entry of the city select. */
export const cityAllLabel = (locale?: Locale): string => t('filter.allCities', undefined, locale);

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = labelTable({
  newest: 'sort.newest',
  oldest: 'sort.oldest',
  cheapest: 'sort.cheapest',
  priciest: 'sort.priciest',
  largest: 'sort.largest',
});

/** The removable chip of the map's area ('Kërko në këtë zonë'). */
export const mapAreaChipLabel = (locale?: Locale): string => t('chip.mapArea', undefined, locale);

/** A least count as a choice and a chip says it: '2+'. */
export const minimumCountLabel = (count: number): string => `${count}+`;

/** The removable chip of a least count of a detail ('Dhoma: 2+', 'Dhoma gjumi: 3+'), named by the detail's label. */
export function minimumCountChipLabel(key: DetailKey, count: number, locale?: Locale): string {
  return `${detailLabel(key, locale) ?? key}: ${minimumCountLabel(count)}`;
}

/** The 'Fshih të shiturat' choice and its removable chip: reserved and sold listings are hidden. */
export const hideSoldLabel = (locale?: Locale): string => t('chip.hideSold', undefined, locale);

/** The removable chip of a text search ('Kërko'): the words as typed, in the language's quotes. */
export const textSearchChipLabel = (text: string, locale?: Locale): string => t('chip.text', { text }, locale);
