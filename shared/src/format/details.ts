import type { Category, DetailKey, Listing } from '../contracts';
import type { Locale } from '../i18n/locales';
import { DETAIL_KEYS, DOCUMENTS, detailField, detailGroupOf, detailsPlacedIn, type DetailGroup } from '../listing-fields';
import { formatArea } from './area';
import { yearOf } from './dates';
import { booleanLabel, countedDetail, detailLabel, documentLabel, noDocumentsLabel } from './labels';

export interface DetailRow {
  key: DetailKey;
  label: string;
  value: string;
}

/** The keys of a group's detail list, in the descriptor's order (SPEC 9). */
const inGroup = (group: DetailGroup): readonly DetailKey[] =>
  DETAIL_KEYS.filter((key) => (detailField(key).groups as readonly DetailGroup[]).includes(group));
const RESIDENTIAL = inGroup('residential');
const LAND = inGroup('land');

/** SPEC 9: the order of the full details list per category. */
export const DETAIL_ORDER: Record<Category, readonly DetailKey[]> = {
  apartment: RESIDENTIAL,
  house: RESIDENTIAL,
  land: LAND,
  building: RESIDENTIAL,
  office: RESIDENTIAL,
};

/** SPEC 9: the main-details row. */
export const MAIN_DETAILS: { land: readonly DetailKey[]; other: readonly DetailKey[] } = {
  land: detailsPlacedIn('main', 'land'),
  other: detailsPlacedIn('main', 'residential'),
};

/** SPEC 2 'Listing card' chips. Buildings and offices get the apartment/house chips. */
export const CARD_CHIPS: { land: readonly DetailKey[]; other: readonly DetailKey[] } = {
  land: detailsPlacedIn('chip', 'land'),
  other: detailsPlacedIn('chip', 'residential'),
};

const isLand = (category: string): boolean => detailGroupOf(category) === 'land';

/** The detail order for a category; an unknown category uses the apartment/house order. */
export function detailOrder(category: string): readonly DetailKey[] {
  return isLand(category) ? LAND : RESIDENTIAL;
}

/** A detail's number, given as a number or as a decimal number in text; undefined otherwise. */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * The display value of one detail, or undefined when it is to be hidden (SPEC 5 'Display rules'),
 * in the page's language or `locale`.
 */
export function detailValue(key: DetailKey, value: unknown, category: string, locale?: Locale): string | undefined {
  if (typeof value === 'boolean') return booleanLabel(value, locale);
  const { type } = detailField(key);
  if (type === 'documents') {
    // Not a list: unknown, and never guessed. An empty list is known: none of them.
    if (!Array.isArray(value)) return undefined;
    const codes = DOCUMENTS.filter((code) => value.includes(code));
    return codes.length === 0 ? noDocumentsLabel(locale) : codes.map((code) => documentLabel(code, locale)).join(', ');
  }
  if (type === 'year') {
    const year = yearOf(value);
    return year === undefined ? undefined : String(year);
  }
  if (type === 'area') {
    const area = numberFrom(value);
    if (area !== undefined) return formatArea(area, category, locale);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return undefined;
}

/** Labelled, non-empty details in the given order (default: the category's full order). */
export function detailRows(listing: Pick<Listing, 'category' | 'details'>, keys?: readonly DetailKey[], locale?: Locale): DetailRow[] {
  return (keys ?? detailOrder(listing.category)).flatMap((key) => {
    const label = detailLabel(key, locale);
    const value = detailValue(key, listing.details[key], listing.category, locale);
    return label === undefined || value === undefined ? [] : [{ key, label, value }];
  });
}

export function mainDetailRows(listing: Pick<Listing, 'category' | 'details'>, locale?: Locale): DetailRow[] {
  return detailRows(listing, isLand(listing.category) ? MAIN_DETAILS.land : MAIN_DETAILS.other, locale);
}

export function cardChips(listing: Pick<Listing, 'category' | 'details'>, locale?: Locale): DetailRow[] {
  return detailRows(listing, isLand(listing.category) ? CARD_CHIPS.land : CARD_CHIPS.other, locale);
}

/** A chip's text: '120 m²', '3 Dhoma' / '1 Bathroom' (a count with its noun), 'Ujë: Po'. */
export function chipText(row: DetailRow, locale?: Locale): string {
  if (row.key === 'area') return row.value;
  const counted = /^\d+$/.test(row.value) ? countedDetail(row.key, Number(row.value), locale) : undefined;
  if (counted !== undefined) return counted;
  return /^\d+$/.test(row.value) ? `${row.value} ${row.label}` : `${row.label}: ${row.value}`;
}
