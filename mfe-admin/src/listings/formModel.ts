/**
 * The listing form's values, and the listing the API is sent, both ways; pure. Which control a
 * detail gets follows from its type in the details' descriptor (shared/contracts
 * `DETAIL_FIELDS`), and which details a category has from the detail page's order (shared/format
 * `detailOrder`), so the form offers exactly what the site shows.
 */
import {
  CATEGORIES,
  DETAIL_KEYS,
  DOCUMENTS,
  OPTIONS,
  PRICE_BY_AGREEMENT,
  TEXT_MAX_LENGTH,
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  detailField,
  isDetailKey,
  type DetailKey,
  type DetailType,
  type DocumentCode,
  type GeoPoint,
  type Listing,
  type TranslatedField,
  type TranslationLocale,
} from 'shared/contracts';
import { DOCUMENT_LABELS, detailLabel, detailOrder } from 'shared/format';
import { LOCALE_NAMES } from 'shared/i18n';
import type { ListingStatus } from '../api';
import { strings } from '../strings';

/**
 * A yes/no choice, a number, a yes/no choice or a count (a balcony: 'Po', 'Jo', 1, 2…), a text,
 * or a set of documents (checkboxes).
 */
export type DetailKind = 'yesNo' | 'number' | 'yesNoOrCount' | 'text' | 'documents';
/**
 * A detail's value in the form: '' is unset; 'true'/'false' for yes/no details; for documents
 * their codes joined by commas ('possession,permit'), or `NO_DOCUMENTS` for "none of them".
 */
export type DetailInput = string;

/** The title and description in each other language, as typed: '' is none (the server drops a blank text). */
export type TranslationInputs = Record<TranslationLocale, Record<TranslatedField, string>>;

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
  /** 'Përkthimet': optional, each text its own field. */
  translations: TranslationInputs;
}

/** The control each detail type (shared/listing-fields) gets; formModel.test.ts holds each to the schema. */
const CONTROL_OF_TYPE: Record<DetailType, DetailKind> = {
  area: 'number',
  count: 'number',
  yesNo: 'yesNo',
  yesNoOrCount: 'yesNoOrCount',
  floor: 'text',
  year: 'text',
  text: 'text',
  parcel: 'text',
  documents: 'documents',
};

export const detailKind = (key: DetailKey): DetailKind => CONTROL_OF_TYPE[detailField(key).type];

export interface DetailChoice {
  value: string;
  label: string;
}

/** The choices of a yes/no detail ('' is offered apart, as unset). */
export const YES_NO: readonly DetailChoice[] = [
  { value: 'true', label: strings.form.yes },
  { value: 'false', label: strings.form.no },
];

const COUNTS_OFFERED = 5;

/** Yes, no, or a count from 1 to 5; a larger stored count is offered too, so no value is lost. */
export function yesNoOrCountChoices(current: DetailInput): DetailChoice[] {
  const counts = Array.from({ length: COUNTS_OFFERED }, (_, index) => String(index + 1));
  const stored = current.trim();
  if (/^\d+$/.test(stored) && !counts.includes(stored)) counts.push(stored);
  return [...YES_NO, ...counts.map((count) => ({ value: count, label: count }))];
}

/**
 * The documents' form value for "the property has none of them", which is known and shown
 * ('Pa dokumente'); nothing ticked ('') is unknown, which is saved as no value and shown nowhere.
 */
export const NO_DOCUMENTS = 'none';

/** The documents' checkboxes, in the site's order and words, and the "none of them" box last. */
export const DOCUMENT_CHOICES: readonly DetailChoice[] = [
  ...DOCUMENTS.map((code) => ({ value: code, label: DOCUMENT_LABELS[code] })),
  { value: NO_DOCUMENTS, label: strings.form.noDocuments },
];

/** The ticked boxes of a documents input. */
export const documentsTicked = (input: DetailInput): string[] => (input === '' ? [] : input.split(','));

/**
 * The documents input after the boxes became `ticked`: ticking "none of them" unticks the
 * documents, and ticking a document unticks "none of them".
 */
export function documentsInput(before: DetailInput, ticked: readonly string[]): DetailInput {
  const wasNone = documentsTicked(before).includes(NO_DOCUMENTS);
  if (ticked.includes(NO_DOCUMENTS) && (!wasNone || ticked.length === 1)) return NO_DOCUMENTS;
  return DOCUMENTS.filter((code) => ticked.includes(code)).join(',');
}

/** The details a category's form shows, in the detail page's order. */
export const detailKeysFor = (category: string): DetailKey[] => [...detailOrder(category)];

export const detailFieldLabel = (key: DetailKey): string => detailLabel(key) ?? (key === 'beds' ? strings.form.bedsLabel : key);

/** Every language's title and description, in the descriptor's order, from `text`. */
const translationInputs = (text: (locale: TranslationLocale, field: TranslatedField) => string): TranslationInputs =>
  Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, text(locale, field)]))]),
  ) as TranslationInputs;

/** Each translation field of the form, as a path the server names a refused one by ('translations.en.title'). */
export const TRANSLATION_PATHS: readonly { locale: TranslationLocale; field: TranslatedField; path: string }[] = TRANSLATION_LOCALES.flatMap((locale) =>
  TRANSLATED_FIELDS.map((field) => ({ locale, field, path: `translations.${locale}.${field}` })),
);

/** 'Titulli (English)', 'Përshkrimi (Deutsch)': the field's own label and the language by its own name. */
export const translationLabel = (locale: TranslationLocale, field: TranslatedField): string =>
  strings.form.translated(field === 'title' ? strings.form.title : strings.form.description, LOCALE_NAMES[locale]);

/** How many of the translation fields have text. */
export const translationsFilled = (inputs: TranslationInputs): number =>
  TRANSLATION_PATHS.filter(({ locale, field }) => inputs[locale][field].trim() !== '').length;

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
    // A new listing is a draft until 'Publiko': the public sees it only with its photos in.
    status: 'draft',
    point: null,
    details: {},
    translations: translationInputs(() => ''),
  };
}

function detailToInput(value: unknown): DetailInput {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.length === 0 ? NO_DOCUMENTS : value.join(',');
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
    translations: translationInputs((locale, field) => listing.translations?.[locale]?.[field] ?? ''),
  };
}

const NUMBER = /^\s*-?\d+(?:[.,]\d+)?\s*$/;
const WHOLE = /^\s*\d+\s*$/;

function detailFromInput(key: DetailKey, input: DetailInput): unknown {
  const kind = detailKind(key);
  if (kind === 'documents') return input === NO_DOCUMENTS ? [] : DOCUMENTS.filter((code: DocumentCode) => documentsTicked(input).includes(code));
  if (kind === 'yesNo') return input === 'true';
  if (kind === 'yesNoOrCount') return input === 'true' || input === 'false' ? input === 'true' : WHOLE.test(input) ? Number(input) : input.trim();
  if (kind === 'number' && NUMBER.test(input)) return Number(input.replace(',', '.'));
  // A floor or a year typed as a whole number is kept as one, as the listings file writes it
  // (floor 2, year 2018; '4/10' or a date stay text): a save that changes nothing changes nothing.
  const type = detailField(key).type;
  if ((type === 'floor' || type === 'year') && WHOLE.test(input)) return Number(input);
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
      // As typed: the server trims each text and keeps a blank one as none, so emptying a field removes it.
      translations: translationInputs((locale, field) => values.translations[locale][field]),
    },
  };
}

/** The form field a refused translation's path names: one of its fields, or the translations as a whole. */
const translationField = (path: string): string => (TRANSLATION_PATHS.some((known) => known.path === path) ? path : 'translations');

/** The server's problems by form field ('price', 'details.area', 'geoPoint', 'translations.en.title'), first message each. */
export function problemsByField(problems: readonly { path: string; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of problems) {
    const [first = '', second] = problem.path.split('.');
    const field = first === 'details' && second ? `details.${second}` : first === 'translations' ? translationField(problem.path) : first;
    byField[field] ??= problem.message;
  }
  return byField;
}

const FIELD_ERRORS = strings.form.fieldErrors;

/**
 * The Albanian message for a field the server refused ('price', 'details.area'): what the
 * field takes, in words. The server's own messages are for the log and the import tools (English,
 * with the value); the form says the rule, the same for every way the value was wrong.
 */
export function fieldErrorText(field: string): string {
  if (field.startsWith('details.')) {
    const key = field.slice('details.'.length);
    if (!isDetailKey(key)) return strings.form.fieldInvalid;
    const { type } = detailField(key);
    if (type === 'year') return FIELD_ERRORS.detailYear;
    if (type === 'count') return FIELD_ERRORS.detailWhole;
    const kind = detailKind(key);
    if (kind === 'yesNoOrCount') return FIELD_ERRORS.detailYesNoOrCount;
    if (kind === 'documents') return FIELD_ERRORS.detailDocuments;
    return kind === 'yesNo' ? FIELD_ERRORS.detailYesNo : kind === 'number' ? FIELD_ERRORS.detailNumber : FIELD_ERRORS.detailText;
  }
  const translation = TRANSLATION_PATHS.find((known) => known.path === field);
  if (translation) return translation.field === 'title' ? FIELD_ERRORS.translatedTitle : FIELD_ERRORS.translatedDescription;
  return Object.hasOwn(FIELD_ERRORS, field) ? FIELD_ERRORS[field as keyof typeof FIELD_ERRORS] : strings.form.fieldInvalid;
}

/** The form's label of each field the server may refuse; a detail is named by its own label. */
const FIELD_LABELS: Record<string, string> = {
  title: strings.form.title,
  description: strings.form.description,
  category: strings.form.category,
  option: strings.form.option,
  city: strings.form.city,
  subcity: strings.form.subcity,
  price: strings.form.price,
  reducedPrice: strings.form.reducedPrice,
  status: strings.form.status,
  geoPoint: strings.form.location,
  createdAt: strings.table.columns.createdAt,
  translations: strings.form.translations,
  ...Object.fromEntries(TRANSLATION_PATHS.map(({ locale, field, path }) => [path, translationLabel(locale, field)])),
};

/** The label an agent sees for a refused field ('title' → 'Titulli', 'details.area' → 'Sipërfaqe'). */
export function fieldLabel(field: string): string {
  if (field.startsWith('details.')) {
    const key = field.slice('details.'.length);
    return isDetailKey(key) ? detailFieldLabel(key) : key;
  }
  return Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] as string) : field;
}

/** The form as saved, or as it is now: equal when nothing would change (the unsaved-changes question follows it). */
export function sameForm(a: FormValues, b: FormValues): boolean {
  const canonical = (values: FormValues) =>
    JSON.stringify({
      ...values,
      details: Object.fromEntries(Object.entries(values.details).filter(([, value]) => value !== '').sort(([x], [y]) => x.localeCompare(y))),
      translations: TRANSLATION_PATHS.map(({ locale, field }) => values.translations[locale][field]),
    });
  return canonical(a) === canonical(b);
}

/**
 * A new listing's form from a stored one (agencies list similar flats): every field, the title
 * marked as a copy (cut to fit), the status a new listing starts with. Photos are not copied:
 * a similar flat has its own, and a photo's files belong to one listing.
 */
export function formForCopy(listing: Listing): FormValues {
  const mark = strings.form.copyMark;
  const title = listing.title.trim().slice(0, TEXT_MAX_LENGTH.title - mark.length).trimEnd();
  return { ...formFromListing(listing, emptyForm().status), title: `${title}${mark}` };
}
