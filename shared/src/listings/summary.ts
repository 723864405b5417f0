/**
 * The listings index: what the grid, the filters, the sort and the map need of every shown
 * listing, made once by the server at start (server/src/projection/index-parts.ts) and read by the
 * data service before anything else. Full records (description, every detail) come one by one
 * from /assets/data/listings/{id}.json. listings.json itself keeps its SPEC shape.
 *
 * Each listing is one row (a JSON array, see ROW), which is less than half the bytes of the
 * objects. The server has already checked every entry against the schema, so the browser only
 * checks the rows' shape; the warnings for the file's invalid entries travel in the index and
 * are printed by the browser exactly as if it had read listings.json.
 */
import { PUBLIC_STATUSES, type GeoPoint, type Listing, type ListingDetails, type ListingTranslations, type Price, type PublicStatus } from '../contracts';
import { INDEXED_DETAILS, TRANSLATION_LOCALES, type TranslationLocale } from '../listing-fields';
import { forEachInTasks } from './tasks';

/** The index comes in parts of PART_SIZE listings, each its own file, so no one part takes long to parse. */
export const LISTINGS_INDEX_PREFIX = '/assets/data/listings-index/';
export const PART_SIZE = 1000;
export const LISTING_RECORD_PREFIX = '/assets/data/listings/';

/** The address of one part of the index; part 0 tells how many parts there are. */
export const listingsIndexUrl = (part: number): string => `${LISTINGS_INDEX_PREFIX}${part}.json?v=v${INDEX_VERSION}`;

/** The address of one listing's full record. */
export const listingRecordUrl = (id: string): string => `${LISTING_RECORD_PREFIX}${encodeURIComponent(id)}.json?v=v2`;

/**
 * The format's version; a reader that meets another one falls back to listings.json. It is
 * also the parts' cache key (listingsIndexUrl), so a browser never reads a part of another format.
 * 2: a reserved or sold listing's row ends with its status.
 * 3: a listing whose photos have captions ends with them (its status null when available).
 * 4: a listing with a translated title ends with its titles by language (its status and
 *    captions null when it has none), so a card on an English or German page is titled as the
 *    listing's page is.
 */
export const INDEX_VERSION = 4;

/** The details a row carries (a card's chips and those a filter reads); the rest come with the full record. */
const SUMMARY_DETAILS = INDEXED_DETAILS;

export type Row = [
  id: string,
  title: string,
  category: string,
  option: string,
  city: string,
  subcity: string,
  price: Price,
  reducedPrice: number | null,
  createdAt: string,
  latitude: number | null,
  longitude: number | null,
  images: string[],
  details: ListingDetails,
  /** 'reserved' or 'sold' on a listing that is no longer available; null when captions or titles follow. */
  status?: PublicStatus | null,
  /** On a listing whose photos have captions (`Listing.captions`): the cards' alt text; null when titles follow. */
  captions?: string[] | null,
  /** Only on a listing with a translated title: the titles by language ({ "en": "…" }), never a description. */
  titles?: TranslatedTitles,
];
const ROW_LENGTH = 13;

/** A listing's translated titles by language, as its index row carries them. */
export type TranslatedTitles = Partial<Record<TranslationLocale, string>>;

export interface ListingsIndex {
  version: typeof INDEX_VERSION;
  /** How many parts the index has (at least 1). */
  parts: number;
  /** The warning lines for the file's shown entries with problems (shownEntryWarnings); in part 0 only. */
  warnings: string[];
  /** This part's listings, newest first (part 1 follows part 0, and so on). */
  rows: Row[];
}

function summaryDetails(details: ListingDetails): ListingDetails {
  const kept: ListingDetails = {};
  for (const key of SUMMARY_DETAILS) if (details[key] !== undefined) kept[key] = details[key];
  return kept;
}

/** How many parts the index of `listingCount` listings has (at least 1). */
export const indexPartCount = (listingCount: number, partSize = PART_SIZE): number => Math.max(1, Math.ceil(listingCount / partSize));

/** The index of normalised listings (active, newest first) and their warnings, in parts. */
export function toListingsIndex(listings: readonly Listing[], warnings: readonly string[], partSize = PART_SIZE): ListingsIndex[] {
  const parts = indexPartCount(listings.length, partSize);
  return Array.from({ length: parts }, (_, part) => ({
    version: INDEX_VERSION,
    parts,
    warnings: part === 0 ? [...warnings] : [],
    rows: listings.slice(part * partSize, (part + 1) * partSize).map(toRow),
  }));
}

/** One listing as an index row (the card's fields), e.g. for a server-rendered page's data. */
export function toRow(listing: Listing): Row {
  const row: Row = [
    listing.id,
    listing.title,
    listing.category,
    listing.option,
    listing.city,
    listing.subcity,
    listing.price,
    typeof listing.reducedPrice === 'number' ? listing.reducedPrice : null,
    listing.createdAt,
    listing.geoPoint?.latitude ?? null,
    listing.geoPoint?.longitude ?? null,
    listing.images,
    summaryDetails(listing.details),
  ];
  // The optional elements take bytes only on the listings that have them: the status on one
  // no longer available, the captions on one whose photos have them, the titles on one translated.
  const titles = translatedTitles(listing.translations);
  if (titles !== undefined) row.push(listing.status ?? null, listing.captions ?? null, titles);
  else if (listing.captions !== undefined) row.push(listing.status ?? null, listing.captions);
  else if (listing.status !== undefined) row.push(listing.status);
  return row;
}

/** The translated titles of a listing's translations, or undefined when none has a title. */
function translatedTitles(translations: ListingTranslations | undefined): TranslatedTitles | undefined {
  const titles: TranslatedTitles = {};
  for (const locale of TRANSLATION_LOCALES) {
    const title = translations?.[locale]?.title;
    if (title !== undefined) titles[locale] = title;
  }
  return Object.keys(titles).length > 0 ? titles : undefined;
}

/** The titles back as the listing's translations (titles only: the index carries no description). */
function translationsOfTitles(titles: TranslatedTitles): ListingTranslations {
  const translations: ListingTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const title = titles[locale];
    if (title !== undefined) translations[locale] = { title };
  }
  return translations;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isPublicStatus = (value: unknown): value is PublicStatus => (PUBLIC_STATUSES as readonly unknown[]).includes(value);

const isTitles = (value: unknown): value is TranslatedTitles =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([locale, title]) => (TRANSLATION_LOCALES as readonly string[]).includes(locale) && isText(title) && title !== '');

export function isRow(row: unknown): row is Row {
  if (!Array.isArray(row) || row.length < ROW_LENGTH || row.length > ROW_LENGTH + 3) return false;
  const [id, title, category, option, city, subcity, price, , createdAt, , , images, details, status, captions, titles] = row as unknown[];
  const extra = row.length - ROW_LENGTH;
  const captionsOk = Array.isArray(captions) && captions.every(isText);
  const tail =
    extra === 3
      ? (status === null || isPublicStatus(status)) && (captions === null || captionsOk) && isTitles(titles)
      : extra === 2
        ? (status === null || isPublicStatus(status)) && captionsOk
        : status === undefined || isPublicStatus(status);
  return (
    tail &&
    isText(id) &&
    isText(title) &&
    isText(category) &&
    isText(option) &&
    isText(city) &&
    isText(subcity) &&
    (typeof price === 'number' || isText(price)) &&
    isText(createdAt) &&
    Array.isArray(images) &&
    typeof details === 'object' &&
    details !== null
  );
}

/** A summary as the site's Listing: no description, only the card's details. */
export function fromRow(row: Row): Listing {
  const [id, title, category, option, city, subcity, price, reducedPrice, createdAt, latitude, longitude, images, details, status, captions, titles] =
    row;
  const geoPoint: GeoPoint | undefined =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
  return {
    id,
    active: true,
    ...(status == null ? {} : { status }),
    title,
    description: '',
    category,
    option,
    city,
    subcity,
    price,
    ...(typeof reducedPrice === 'number' ? { reducedPrice } : {}),
    images,
    ...(captions == null ? {} : { captions }),
    createdAt,
    geoPoint,
    details,
    ...(titles === undefined ? {} : { translations: translationsOfTitles(titles) }),
  };
}

/** True when `raw` looks like an index this reader understands (the rows are checked while read). */
export function isListingsIndex(raw: unknown): raw is ListingsIndex {
  if (typeof raw !== 'object' || raw === null) return false;
  const index = raw as Partial<ListingsIndex>;
  return (
    index.version === INDEX_VERSION &&
    Number.isInteger(index.parts) &&
    (index.parts as number) >= 1 &&
    Array.isArray(index.rows) &&
    Array.isArray(index.warnings) &&
    index.warnings.every(isText)
  );
}

/**
 * The listings of the index's parts, in order (newest first, as the server wrote them), read
 * in slices of a few milliseconds; undefined when a row is not the expected shape.
 */
export async function readListingsIndex(parts: readonly ListingsIndex[]): Promise<Listing[] | undefined> {
  const listings: Listing[] = [];
  let valid = true;
  // One walk over all the rows: walked part by part, the slice's clock restarted with each part
  // and never ran out within one, so a large site's rows were decoded in a single long task.
  await forEachInTasks(
    parts.flatMap((part) => part.rows as unknown[]),
    (row) => {
      if (valid && isRow(row)) listings.push(fromRow(row));
      else valid = false;
    },
  );
  return valid ? listings : undefined;
}
