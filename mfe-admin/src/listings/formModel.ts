/**
 * The listing form's values, and the listing the API is sent, both ways; pure. Which control a
 * detail gets is asked of the public data's schema (shared/listings `detailAccepts`), and which
 * details a category has of the detail page's order (shared/format `detailOrder`), so the form
 * offers exactly what the site shows.
 */
import { CATEGORIES, DETAIL_KEYS, OPTIONS, PRICE_BY_AGREEMENT, type DetailKey, type GeoPoint, type Listing } from 'shared/contracts';
import { detailLabel, detailOrder } from 'shared/format';
import { detailAccepts } from 'shared/listings';
import type { ListingStatus } from '../api';
import { strings } from '../strings';

export type DetailKind = 'yesNo' | 'number' | 'text';
/** A detail's value in the form: '' is unset; 'true'/'false' for yes/no details. */
export type DetailInput = string;

export interface FormValues {
  title: string;
  description: string;
  category: string;
  option: string;
  city: string;
  subcity: string;
  byAgreement: boolean;
  price: number | '';
  reducedPrice: number | '';
  status: ListingStatus;
  point: GeoPoint | null;
  details: Partial<Record<DetailKey, DetailInput>>;
}

export function detailKind(key: DetailKey): DetailKind {
  if (detailAccepts(key, true)) return 'yesNo';
  if (detailAccepts(key, 1) && !detailAccepts(key, 'x')) return 'number';
  return 'text';
}

/** The details a category's form shows: the detail page's order first, then the other known keys it may hold. */
export function detailKeysFor(category: string): DetailKey[] {
  const ordered = detailOrder(category);
  if (category === 'land') return [...ordered];
  return [...ordered, ...DETAIL_KEYS.filter((key) => !ordered.includes(key) && detailOrder('land').indexOf(key) === -1)];
}

export const detailFieldLabel = (key: DetailKey): string => detailLabel(key) ?? (key === 'beds' ? strings.form.bedsLabel : key);

export function emptyForm(): FormValues {
  return {
    title: '',
    description: '',
    category: CATEGORIES[0],
    option: OPTIONS[0],
    city: '',
    subcity: '',
    byAgreement: false,
    price: '',
    reducedPrice: '',
    status: 'active',
    point: null,
    details: {},
  };
}

function detailToInput(value: unknown): DetailInput {
  if (value === null || value === undefined) return '';
  return String(value);
}

export function formFromListing(listing: Listing, status: ListingStatus): FormValues {
  const details: FormValues['details'] = {};
  for (const key of DETAIL_KEYS) {
    if (!Object.hasOwn(listing.details, key)) continue;
    const input = detailToInput(listing.details[key]);
    if (input !== '') details[key] = input;
  }
  return {
    title: listing.title,
    description: listing.description,
    category: String(listing.category),
    option: String(listing.option),
    city: listing.city,
    subcity: listing.subcity,
    byAgreement: typeof listing.price !== 'number',
    price: typeof listing.price === 'number' ? listing.price : '',
    reducedPrice: typeof listing.reducedPrice === 'number' ? listing.reducedPrice : '',
    status,
    point: listing.geoPoint ?? null,
    details,
  };
}

const NUMBER = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

function detailFromInput(key: DetailKey, input: DetailInput): unknown {
  const kind = detailKind(key);
  if (kind === 'yesNo') return input === 'true';
  if (kind === 'number' && NUMBER.test(input)) return Number(input.replace(',', '.'));
  return input.trim();
}

/** What the API's save takes: the status and the listing's editable fields (only the category's details). */
export function payloadFromForm(values: FormValues): { status: ListingStatus; listing: Record<string, unknown> } {
  const details: Record<string, unknown> = {};
  for (const key of detailKeysFor(values.category)) {
    const input = values.details[key];
    if (input === undefined || input.trim() === '') continue;
    details[key] = detailFromInput(key, input);
  }
  return {
    status: values.status,
    listing: {
      title: values.title.trim(),
      description: values.description,
      category: values.category,
      option: values.option,
      city: values.city,
      subcity: values.subcity.trim(),
      price: values.byAgreement ? PRICE_BY_AGREEMENT : values.price === '' ? null : values.price,
      reducedPrice: values.reducedPrice === '' ? null : values.reducedPrice,
      geoPoint: values.point,
      details,
    },
  };
}

/** The server's problems by form field ('price', 'details.area', 'geoPoint'), first message each. */
export function problemsByField(problems: readonly { path: string; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of problems) {
    const [first = '', second] = problem.path.split('.');
    const field = first === 'details' && second ? `details.${second}` : first;
    byField[field] ??= problem.message;
  }
  return byField;
}

const FIELD_ERRORS = strings.form.fieldErrors;
const WHOLE_NUMBER_DETAILS: readonly string[] = ['rooms', 'bedrooms', 'baths', 'beds'];

/**
 * The Albanian message for a field the server refused ('price', 'details.area'): what the
 * field takes, in words. The server's own messages are for the log and the import tools (English,
 * with the value); the form says the rule, the same for every way the value was wrong.
 */
export function fieldErrorText(field: string): string {
  if (field.startsWith('details.')) {
    const key = field.slice('details.'.length);
    if (!(DETAIL_KEYS as readonly string[]).includes(key)) return strings.form.fieldInvalid;
    if (key === 'buildingYear') return FIELD_ERRORS.detailYear;
    if (WHOLE_NUMBER_DETAILS.includes(key)) return FIELD_ERRORS.detailWhole;
    const kind = detailKind(key as DetailKey);
    return kind === 'yesNo' ? FIELD_ERRORS.detailYesNo : kind === 'number' ? FIELD_ERRORS.detailNumber : FIELD_ERRORS.detailText;
  }
  return Object.hasOwn(FIELD_ERRORS, field) ? FIELD_ERRORS[field as keyof typeof FIELD_ERRORS] : strings.form.fieldInvalid;
}
