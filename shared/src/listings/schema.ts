/**
 * What a valid listings.json is (SPEC 3 and 7), as valibot schemas. One definition serves the
 * browser (normalize.ts), the server's start (server/src/listings-store.ts) and
 * `pnpm listings:check`. Messages are for the person who edits the file, in English like the
 * rest of the tooling; `validate.ts` decides what happens to a listing that fails.
 */
import * as v from 'valibot';
import {
  CATEGORIES,
  OPTIONS,
  PRICE_BY_AGREEMENT,
  PUBLIC_STATUSES,
  type GeoPoint,
  type Listing,
  type ListingDetails,
  type Price,
} from '../contracts';
import {
  DETAIL_KEYS,
  DOCUMENTS,
  TEXT_MAX_LENGTH,
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  detailField,
  type DetailField,
  type DetailKey,
  type DetailType,
} from '../listing-fields';
import { yearOf } from '../format/dates';
import { translationsEntry } from './translations';

/** SPEC 9: the map's bounds. A point outside them is not in Kosovo and is not put on the map. */
export const KOSOVO_BOUNDS = { south: 41.85, north: 43.3, west: 20.0, east: 21.9 } as const;

/** A short, readable rendering of a bad value for a message. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value === 'object' ? 'JSON object' : typeof value}`;
}

/** A message function: 'expected <what>, got <the value>'. */
const expected =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `expected ${what}, got ${describeValue(issue.input)}`;

/** For an object schema: 'missing' for an absent required key, else 'expected <what>, got …'. */
const objectMessage =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    issue.input === undefined && issue.path?.length ? 'missing' : expected(what)(issue);

/** A JSON object (valibot's object schemas also accept arrays), then `schema`. */
function plainObject<TSchema extends v.GenericSchema>(what: string, schema: TSchema) {
  const isPlainObject = (input: unknown) => typeof input === 'object' && input !== null && !Array.isArray(input);
  return v.pipe(v.custom<unknown>(isPlainObject, expected(what)), schema);
}

/**
 * Text from the file is shown, logged and put in URLs: it may hold no character a terminal or
 * a renderer interprets — C0 and C1 controls (tab and newline aside) and the bidirectional
 * embeddings, overrides and isolates that reorder what surrounds them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export { TEXT_MAX_LENGTH } from '../listing-fields';

/** No control characters, at most `max` characters. */
function plainText(max: number) {
  return [
    v.check<string, string>((text) => !CONTROL_CHARACTERS.test(text), 'contains control characters'),
    v.maxLength<string, number, (issue: v.MaxLengthIssue<string, number>) => string>(
      max,
      (issue) => `longer than ${max} characters (${issue.input.length})`,
    ),
  ] as const;
}

const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;
const WHOLE = /^\s*\d+\s*$/;

/** A finite number, or a string holding one in plain decimal notation ("42.66"), as a number. */
function numberLike(what: string) {
  const message = expected(what);
  return v.union(
    [
      v.pipe(v.number(message), v.finite(message)),
      v.pipe(v.string(message), v.regex(DECIMAL, message), v.transform(Number)),
    ],
    message,
  );
}

const nonEmptyText = (what: string, max: number) =>
  v.pipe(v.string(expected(what)), v.trim(), v.nonEmpty(expected(what)), ...plainText(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(expected('a text')), ...plainText(max)), '');

/** Ids are text ("2179-4211") or whole numbers (1824), always used as trimmed text. */
const idMessage = expected('a non-empty text or a whole number');
export const idSchema = v.union(
  [
    v.pipe(v.number(idMessage), v.integer(idMessage), v.minValue(0, idMessage), v.transform(String)),
    v.pipe(v.string(idMessage), v.trim(), v.nonEmpty(idMessage), ...plainText(TEXT_MAX_LENGTH.id)),
  ],
  idMessage,
);

// A price of 0 € (or less) is a slip, not an offer: "by agreement" is written as such.
const positive = expected('more than 0 euros');
const priceSchema = v.union(
  [v.pipe(numberLike(`a number of euros or "${PRICE_BY_AGREEMENT}"`), v.gtValue(0, positive)), v.literal(PRICE_BY_AGREEMENT)],
  expected(`a number of euros or "${PRICE_BY_AGREEMENT}"`),
);

const reducedPriceSchema = v.pipe(numberLike('a number of euros'), v.gtValue(0, positive));

// 2026-11-22, optionally with a time (T10:05, T10:05:00.000) and a zone (Z, +01:00).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for an ISO date whose day exists (V8 reads 2026-02-30 as 2 March; that is a typo here). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay && !Number.isNaN(Date.parse(text.trim()));
}

const dateMessage = expected('a date such as 2026-11-22 or 2026-11-22T10:05:00Z');
const createdAtSchema = v.pipe(v.string(dateMessage), v.trim(), v.check(isCalendarDate, dateMessage));

const coordinate = (name: 'latitude' | 'longitude', min: number, max: number) =>
  v.pipe(
    numberLike(`the ${name} as a number`),
    v.check(
      (value: number) => value >= min && value <= max,
      (issue) => `${String(issue.input)} is outside Kosovo (${name} ${min} to ${max})`,
    ),
  );

const geoPointWhat = '{ "latitude": …, "longitude": … }';
export const geoPointSchema = plainObject(
  geoPointWhat,
  v.object(
    {
      latitude: coordinate('latitude', KOSOVO_BOUNDS.south, KOSOVO_BOUNDS.north),
      longitude: coordinate('longitude', KOSOVO_BOUNDS.west, KOSOVO_BOUNDS.east),
    },
    objectMessage(geoPointWhat),
  ),
);

// Details: every known key is optional and may be empty ('' or null: hidden, SPEC 5). Values are
// kept as written (the formatters read them); only their types are checked.
type Message = ReturnType<typeof expected>;
const empty = v.union([v.literal(''), v.null()]);
const detail = (what: string, ...options: ((message: Message) => v.GenericSchema)[]) => {
  const message = expected(what);
  return v.optional(v.union([...options.map((option) => option(message)), empty], message));
};

const wholeNumber = (message: Message) =>
  v.union(
    [
      v.pipe(v.number(message), v.integer(message), v.minValue(0, message)),
      v.pipe(v.string(message), v.regex(WHOLE, message)),
    ],
    message,
  );
const integer = (message: Message) => v.pipe(v.number(message), v.integer(message));
const yesNo = (message: Message) => v.boolean(message);
const text = (message: Message) => v.pipe(v.string(message), ...plainText(TEXT_MAX_LENGTH.detail));
const area = (message: Message) => v.pipe(numberLike('an area in square metres'), v.minValue(0, message));
// Each document once: a list naming one twice is a slip in the data, not a second certificate.
const documents = (message: Message) =>
  v.pipe(
    v.array(v.picklist(DOCUMENTS, message), message),
    v.check((codes) => new Set(codes).size === codes.length, message),
  );
const year = (message: Message) =>
  v.pipe(v.union([v.number(message), v.string(message)], message), v.check((value) => yearOf(value) !== undefined, message));

/** Per detail type (listing-fields.ts): what its message says it takes, and the forms it accepts. */
const DETAIL_TYPE_RULES: Record<DetailType, (field: DetailField) => v.GenericSchema> = {
  area: () => detail('an area in square metres', area),
  count: (field) => detail(`a whole number of ${field.counts ?? 'items'}`, wholeNumber),
  yesNo: () => detail('true or false', yesNo),
  yesNoOrCount: (field) => detail(`true or false, or a whole number of ${field.counts ?? 'items'}`, yesNo, wholeNumber),
  floor: () => detail('a floor number or a text such as "4/10" or "P+4"', integer, text),
  year: () => detail('a year such as 2018 or a date such as 2018-05-01', year),
  text: () => detail('a text', text),
  parcel: () => detail('a parcel number (text or whole number)', text, integer),
  documents: () => detail(`a list of documents, each once, of ${DOCUMENTS.join(', ')} ([] for none)`, documents),
};

// Only the known keys: any other is reported and left out (a key named 'valueOf' is data too).
const detailsMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? 'unknown detail, not shown' : expected('an object of details')(issue);
export const detailsSchema = plainObject(
  'an object of details',
  v.strictObject(
    Object.fromEntries(DETAIL_KEYS.map((key) => [key, DETAIL_TYPE_RULES[detailField(key).type](detailField(key))])) as Record<
      DetailKey,
      v.OptionalSchema<v.GenericSchema, undefined>
    >,
    detailsMessage,
  ),
);

// Translations: the title and description in the site's other languages, each optional and held
// to the Albanian field's limit. Trimmed; a blank text or null is no text (translations.ts drops
// it), so an agent who empties a field removes the translation. Unknown languages and fields are
// reported and left out, as unknown details are.
const unknownKey = (what: string, known: readonly string[]) => (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? `unknown ${what}, not shown; expected ${known.map((key) => `"${key}"`).join(' or ')}` : expected(`an object of ${what}s`)(issue);
const translationText = (field: (typeof TRANSLATED_FIELDS)[number]) =>
  v.optional(v.nullable(v.pipe(v.string(expected('a text')), v.trim(), ...plainText(TEXT_MAX_LENGTH[field]))));
const translationSchema = plainObject(
  'an object with a "title" and a "description"',
  v.strictObject(
    Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, translationText(field)])) as Record<string, v.OptionalSchema<v.GenericSchema, undefined>>,
    unknownKey('field', TRANSLATED_FIELDS),
  ),
);
export const translationsSchema = plainObject(
  'an object of translations by language',
  v.strictObject(
    Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, v.optional(v.nullable(translationSchema))])) as Record<
      string,
      v.OptionalSchema<v.GenericSchema, undefined>
    >,
    unknownKey('language', TRANSLATION_LOCALES),
  ),
);

/** The fields of one listing in the file. `validate.ts` lists which of them can be dropped. */
const listingEntries = {
  id: idSchema,
  active: v.boolean(expected('true or false')),
  // A shown listing that is no longer available carries its badge's status (the public projection writes it).
  status: v.optional(
    v.picklist(PUBLIC_STATUSES, (issue) => `unknown status ${describeValue(issue.input)}; expected "${PUBLIC_STATUSES.join('" or "')}"`),
  ),
  title: nonEmptyText('a non-empty title', TEXT_MAX_LENGTH.title),
  description: optionalText(TEXT_MAX_LENGTH.description),
  category: v.picklist(CATEGORIES, (issue) => `unknown category ${describeValue(issue.input)}; expected one of ${CATEGORIES.join(', ')}`),
  option: v.picklist(OPTIONS, (issue) => `unknown option ${describeValue(issue.input)}; expected "${OPTIONS.join('" or "')}"`),
  city: nonEmptyText('a non-empty city', TEXT_MAX_LENGTH.city),
  subcity: optionalText(TEXT_MAX_LENGTH.subcity),
  price: priceSchema,
  reducedPrice: v.optional(v.nullable(reducedPriceSchema)),
  images: v.optional(v.array(nonEmptyText('an image address (text)', TEXT_MAX_LENGTH.image), expected('a list of image addresses')), []),
  // The photos' captions (their alt text) in the images' order, '' for none: from the back office.
  captions: v.optional(
    v.array(v.pipe(v.string(expected('a caption (text)')), ...plainText(TEXT_MAX_LENGTH.caption)), expected('a list of captions')),
  ),
  createdAt: createdAtSchema,
  geoPoint: v.optional(v.nullable(geoPointSchema)),
  details: v.optional(detailsSchema, {}),
  translations: v.optional(v.nullable(translationsSchema)),
};

type ListingEntry = v.InferOutput<v.ObjectSchema<typeof listingEntries, undefined>>;

/**
 * The captions when they go with the images: one per image (a list made for other images, say
 * after a broken image was dropped, would name the wrong photos) and at least one not empty.
 */
export function captionsFor(images: readonly string[], captions: readonly string[] | undefined): { captions?: string[] } {
  return captions && captions.length === images.length && captions.some((caption) => caption !== '') ? { captions: [...captions] } : {};
}

/** The parsed entry as the site uses it: numbers for coordinates and prices, no nulls. */
function toListing(entry: Omit<ListingEntry, 'createdAt'> & { createdAt?: string }): Listing {
  const geoPoint: GeoPoint | undefined = entry.geoPoint ?? undefined;
  return {
    id: entry.id,
    active: entry.active,
    ...(entry.status === undefined ? {} : { status: entry.status }),
    title: entry.title,
    description: entry.description,
    category: entry.category,
    option: entry.option,
    city: entry.city,
    subcity: entry.subcity,
    price: entry.price as Price,
    ...(typeof entry.reducedPrice === 'number' ? { reducedPrice: entry.reducedPrice } : {}),
    images: entry.images,
    ...captionsFor(entry.images, entry.captions),
    createdAt: entry.createdAt ?? '',
    geoPoint,
    details: entry.details as ListingDetails,
    ...translationsEntry(entry.translations),
  };
}

/** One listing in listings.json, as the file must have it; its output is the site's `Listing`. */
const listingWhat = 'a listing (a JSON object)';

export const listingSchema = v.pipe(
  plainObject(listingWhat, v.object(listingEntries, objectMessage(listingWhat))),
  v.transform((entry) => toListing(entry)),
);

/**
 * The same listing once the fields that failed and can be dropped are removed: as
 * `listingSchema`, except that a missing creation date is allowed (it becomes '', sorted last).
 */
export const repairedListingSchema = v.pipe(
  plainObject(listingWhat, v.object({ ...listingEntries, createdAt: v.optional(createdAtSchema) }, objectMessage(listingWhat))),
  v.transform((entry) => toListing(entry)),
);

/** The whole file: an object with a `listings` array. Entries are checked one by one. */
export const listingsFileSchema = plainObject(
  'an object with a "listings" array',
  v.object({ listings: v.array(v.unknown(), 'has no "listings" array') }, 'has no "listings" array'),
);

/**
 * Whether the schema accepts `value` for the detail `key`: the back office's form asks it which
 * control a detail gets (a yes/no choice, a number or a text), so the form and the public data
 * never disagree on a detail's type.
 */
export function detailAccepts(key: string, value: unknown): boolean {
  return v.safeParse(detailsSchema, { [key]: value }).success;
}
