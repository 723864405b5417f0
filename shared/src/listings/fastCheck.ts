/**
 * A quick structural check of one listings.json entry, for the common case: a listing written
 * exactly as the schema wants it. It accepts only entries `listingSchema` (schema.ts) accepts
 * too, and gives the same `Listing`; anything it is not sure about gives undefined, and the
 * entry goes through the valibot schema (validate.ts), which words the problems. So the
 * warnings are the schema's, and 10,000 good entries are checked in a few milliseconds.
 * fastCheck.test.ts holds it to the schema on the sample, the broken fixture and mutations.
 * Kept, though one validator would be simpler, because `pnpm bench:schema` measures the schema
 * alone several times slower on a large file (measured: docs/decisions/0003-speed-layer.md), and
 * the browser checks every listings file it loads, on a phone slower still.
 */
import { CATEGORIES, OPTIONS, PRICE_BY_AGREEMENT, PUBLIC_STATUSES, type GeoPoint, type Listing, type ListingDetails } from '../contracts';
import { yearOf } from '../format/dates';
import { DETAIL_KEYS, DOCUMENTS, TRANSLATED_FIELDS, TRANSLATION_LOCALES, detailField, type DetailType } from '../listing-fields';
import { CONTROL_CHARACTERS, KOSOVO_BOUNDS, TEXT_MAX_LENGTH, captionsFor, isCalendarDate } from './schema';
import { translationsEntry } from './translations';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const WHOLE = /^\s*\d+\s*$/;

const isText = (value: unknown): value is string => typeof value === 'string';
/** Text the schema takes as it is: no control characters, not too long (else the schema words why). */
const isPlain = (value: string, max: number): boolean => value.length <= max && !CONTROL_CHARACTERS.test(value);
const isDetailText = (value: unknown): boolean => isText(value) && isPlain(value, TEXT_MAX_LENGTH.detail);
const isWhole = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (isText(value) && WHOLE.test(value));
const isInteger = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value);
const isYesNo = (value: unknown): boolean => typeof value === 'boolean';
const isDocumentList = (value: unknown): boolean =>
  Array.isArray(value) && new Set(value).size === value.length && value.every((code) => (DOCUMENTS as readonly unknown[]).includes(code));
const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Per detail type (listing-fields.ts), the values the schema takes (without '' and null, which every key accepts). */
const TYPE_CHECKS: Record<DetailType, (value: unknown) => boolean> = {
  area: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  count: isWhole,
  yesNo: isYesNo,
  yesNoOrCount: (value) => isYesNo(value) || isWhole(value),
  floor: (value) => isInteger(value) || isDetailText(value),
  year: (value) => (typeof value === 'number' || isText(value)) && yearOf(value) !== undefined,
  text: isDetailText,
  parcel: (value) => isDetailText(value) || isInteger(value),
  documents: isDocumentList,
};

/** Each known detail key's check. */
const DETAIL_CHECKS: Record<string, (value: unknown) => boolean> = Object.fromEntries(
  DETAIL_KEYS.map((key) => [key, TYPE_CHECKS[detailField(key).type]]),
);

function fastDetails(value: unknown): ListingDetails | undefined {
  if (value === undefined) return {};
  if (!isRecord(value)) return undefined;
  for (const key of Object.keys(value)) {
    // Own keys only: a detail named 'valueOf' or 'constructor' is data, and unknown (the schema says so).
    if (!Object.hasOwn(DETAIL_CHECKS, key)) return undefined;
    const check = DETAIL_CHECKS[key];
    const detail = value[key];
    if (check && detail !== '' && detail !== null && !check(detail)) return undefined;
  }
  return { ...value } as ListingDetails;
}

function fastGeoPoint(value: unknown): GeoPoint | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return false;
  const { latitude, longitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return false;
  if (!(latitude >= KOSOVO_BOUNDS.south && latitude <= KOSOVO_BOUNDS.north)) return false;
  if (!(longitude >= KOSOVO_BOUNDS.west && longitude <= KOSOVO_BOUNDS.east)) return false;
  return { latitude, longitude };
}

function fastImages(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const images: string[] = [];
  for (const image of value) {
    if (!isText(image)) return undefined;
    const trimmed = image.trim();
    if (trimmed === '' || !isPlain(trimmed, TEXT_MAX_LENGTH.image)) return undefined;
    images.push(trimmed);
  }
  return images;
}

/** Captions of text within the limit, or undefined when any is not (the full check then decides). */
function fastCaptions(value: unknown): string[] | undefined | false {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((caption) => isText(caption) && isPlain(caption, TEXT_MAX_LENGTH.caption))) return false;
  return value as string[];
}

/** Whether `value`'s own keys are all among `known` (a key named 'valueOf' is data, and unknown). */
const onlyKeys = (value: Entry, known: readonly string[]): boolean => Object.keys(value).every((key) => known.includes(key));

/**
 * Translations the schema takes as they are: known languages and fields only, each text (trimmed)
 * within its limit, or null; false when anything else (the full check then words why).
 */
function fastTranslations(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (!isRecord(value) || !onlyKeys(value, TRANSLATION_LOCALES)) return false;
  return Object.values(value).every((translation) => {
    if (translation === undefined || translation === null) return true;
    if (!isRecord(translation) || !onlyKeys(translation, TRANSLATED_FIELDS)) return false;
    return TRANSLATED_FIELDS.every((field) => {
      const text = translation[field];
      return text === undefined || text === null || (isText(text) && isPlain(text.trim(), TEXT_MAX_LENGTH[field]));
    });
  });
}

function fastId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? String(value) : undefined;
  if (!isText(value)) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || !isPlain(trimmed, TEXT_MAX_LENGTH.id) ? undefined : trimmed;
}

const nonEmptyTrimmed = (value: unknown, max: number): string | undefined => {
  if (!isText(value)) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || !isPlain(trimmed, max) ? undefined : trimmed;
};

const optionalText = (value: unknown, max: number): string | undefined =>
  value === undefined ? '' : isText(value) && isPlain(value, max) ? value : undefined;

/** The entry as `listingSchema` would give it, or undefined when only the schema can tell. */
export function fastListing(entry: unknown): Listing | undefined {
  if (!isRecord(entry)) return undefined;
  const id = fastId(entry.id);
  const title = nonEmptyTrimmed(entry.title, TEXT_MAX_LENGTH.title);
  const city = nonEmptyTrimmed(entry.city, TEXT_MAX_LENGTH.city);
  const description = optionalText(entry.description, TEXT_MAX_LENGTH.description);
  const subcity = optionalText(entry.subcity, TEXT_MAX_LENGTH.subcity);
  const { active, status, category, option, price, reducedPrice } = entry;
  if (id === undefined || title === undefined || city === undefined || description === undefined || subcity === undefined) {
    return undefined;
  }
  if (typeof active !== 'boolean') return undefined;
  if (status !== undefined && !(PUBLIC_STATUSES as readonly unknown[]).includes(status)) return undefined;
  if (!(CATEGORIES as readonly unknown[]).includes(category) || !(OPTIONS as readonly unknown[]).includes(option)) return undefined;
  if (!isPositive(price) && price !== PRICE_BY_AGREEMENT) return undefined;
  if (reducedPrice !== undefined && reducedPrice !== null && !isPositive(reducedPrice)) return undefined;
  if (!isText(entry.createdAt) || !isCalendarDate(entry.createdAt)) return undefined;
  const images = fastImages(entry.images);
  const geoPoint = fastGeoPoint(entry.geoPoint);
  const details = fastDetails(entry.details);
  const captions = fastCaptions(entry.captions);
  if (images === undefined || geoPoint === false || details === undefined || captions === false || !fastTranslations(entry.translations)) {
    return undefined;
  }
  return {
    id,
    active,
    ...(status === undefined ? {} : { status: status as Listing['status'] }),
    title,
    description,
    category: category as string,
    option: option as string,
    city,
    subcity,
    price: price as Listing['price'],
    ...(isPositive(reducedPrice) ? { reducedPrice } : {}),
    images,
    ...captionsFor(images, captions),
    createdAt: entry.createdAt.trim(),
    geoPoint,
    details,
    ...translationsEntry(entry.translations),
  };
}
