import type { Category, DetailKey, Listing, ListingOption, PublicStatus, SortOrder } from '../contracts';
import { DETAIL_KEYS, detailField, type DETAIL_FIELDS, type DocumentCode } from '../listing-fields';

export const CATEGORY_LABELS: Record<Category, string> = {
  apartment: 'Banesë',
  house: 'Shtëpi',
  land: 'Truall',
  building: 'Objekt',
  office: 'Lokal',
};

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);

/** The Albanian name of a category; an unknown category is shown as it is. */
export function categoryLabel(category: string): string {
  return has(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : category;
}

/** The badge on a listing card. */
export const OPTION_BADGES: Record<ListingOption, string> = {
  'Në Shitje': 'NË SHITJE',
  'Me Qera': 'ME QERA',
};

export function optionBadge(option: string): string {
  return has(OPTION_BADGES, option) ? OPTION_BADGES[option] : option;
}

/**
 * The badge of a listing that is no longer available: every public place a listing
 * shows (card, map card, detail, preview, the server's first view, the SEO page) and the back
 * office's status names read this one table.
 */
export const STATUS_BADGES: Record<PublicStatus, string> = {
  reserved: 'E rezervuar',
  sold: 'E shitur',
};

/** The listing's status badge text, or undefined for an available listing. */
export function statusBadge(listing: Pick<Listing, 'status'>): string | undefined {
  const { status } = listing;
  return status !== undefined && has(STATUS_BADGES, status) ? STATUS_BADGES[status] : undefined;
}

/**
 * The one badge in the place of a listing's option (card, map card, preview, detail page,
 * recommendations, the SEO page): a reserved or sold listing shows its status there in place of
 * 'NË SHITJE' / 'ME QERA', never both side by side; an available listing its option.
 */
export function offerBadge(listing: Pick<Listing, 'option' | 'status'>): { text: string; status: PublicStatus | undefined } {
  const status = statusBadge(listing);
  return status === undefined ? { text: optionBadge(listing.option), status: undefined } : { text: status, status: listing.status };
}

type Labelled = { [K in DetailKey]: (typeof DETAIL_FIELDS)[K] extends { label: string } ? K : never }[DetailKey];
export type LabelledDetailKey = Labelled;

/** SPEC 3 'Detail keys', exactly its table (it has no label for `beds`), from the details' descriptor. */
export const DETAIL_LABELS = Object.fromEntries(
  DETAIL_KEYS.flatMap((key) => {
    const { label } = detailField(key);
    return label === undefined ? [] : [[key, label]];
  }),
) as Record<LabelledDetailKey, string>;

export function detailLabel(key: string): string | undefined {
  return has(DETAIL_LABELS, key) ? DETAIL_LABELS[key] : undefined;
}

/** The Albanian names of the documents a `documents` detail lists (listing-fields `DOCUMENTS`). */
export const DOCUMENT_LABELS: Record<DocumentCode, string> = {
  possession: 'Fletë poseduese',
  permit: 'Leje ndërtimi',
  occupancy: 'Certifikatë e përdorimit',
  legalisation: 'Në proces legalizimi',
};

/** A `documents` detail that is known to list none of them (an unknown one shows nothing). */
export const NO_DOCUMENTS_LABEL = 'Pa dokumente';

export function documentLabel(code: string): string {
  return has(DOCUMENT_LABELS, code) ? DOCUMENT_LABELS[code] : code;
}

export const BOOLEAN_LABELS = { true: 'Po', false: 'Jo' } as const;

export const booleanLabel = (value: boolean): string => (value ? BOOLEAN_LABELS.true : BOOLEAN_LABELS.false);

/** The 'all cities' entry of the city select. */
export const CITY_ALL_LABEL = 'Të gjitha';

export const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Më të rejat',
  oldest: 'Më të vjetrat',
  cheapest: 'Çmimi: nga më i ulëti',
  priciest: 'Çmimi: nga më i larti',
  largest: 'Sipërfaqja: nga më e madhja',
};

/** The removable chip of the map's area ('Kërko në këtë zonë'). */
export const MAP_AREA_CHIP_LABEL = 'Zona e hartës';

/** A least count as a choice and a chip says it: '2+'. */
export const minimumCountLabel = (count: number): string => `${count}+`;

/** The removable chip of a least count of a detail ('Dhoma: 2+', 'Dhoma gjumi: 3+'), named by the detail's label. */
export function minimumCountChipLabel(key: DetailKey, count: number): string {
  return `${detailLabel(key) ?? key}: ${minimumCountLabel(count)}`;
}

/** The 'Fshih të shiturat' choice and its removable chip: reserved and sold listings are hidden. */
export const HIDE_SOLD_LABEL = 'Fshih të shiturat';
/** The removable chip of a text search ('Kërko'): the words as typed, in Albanian quotes. */
export const textSearchChipLabel = (text: string): string => `“${text}”`;
