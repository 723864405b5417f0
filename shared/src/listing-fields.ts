/**
 * A listing's details, each declared once. Everything else about a detail is derived from its
 * entry here: its key and type (`DetailKey`), the rule the listings file and the back office's
 * saves are checked with (listings/schema.ts, listings/fastCheck.ts), its label and place on the
 * detail page (format/details.ts, format/labels.ts), whether the listings index carries it
 * (listings/summary.ts), and the back office's control for it (mfe-admin's form model).
 * The store keeps the details as one JSON value, so a new detail needs no migration.
 * listing-fields.test.ts follows every entry through each of those places.
 *
 * The listing's own fields (title, price, point…) are described in `LISTING_FIELDS` below: where
 * the store keeps each, whether the index carries it, whether the back office edits it and
 * whether a detail page's data carries it. The admin API and the detail page's data take their
 * lists from it; the store's rows and the index row are checked against it by
 * listing-fields.test.ts and server/src/store/listing-fields.test.ts.
 *
 * Pure data (its labels are read from the shared catalogue, in the page's language, when they
 * are looked up): every layer of `shared` may read it.
 */
import type { Listing } from './contracts';
import type { Locale } from './i18n/locales';
import { t } from './i18n/t';

/** The kinds of property whose detail lists differ (SPEC 9): land, and everything built. */
export const DETAIL_GROUPS = ['residential', 'land'] as const;
export type DetailGroup = (typeof DETAIL_GROUPS)[number];

/**
 * How a detail's value is written. The type decides what the schema accepts, how the value
 * reads on the page and which control the back office offers:
 * - `area`: square metres (a number, or a decimal number as text), shown with the category's unit;
 * - `count`: a whole number (or one written as text);
 * - `yesNo`: true or false, shown 'Po' / 'Jo';
 * - `yesNoOrCount`: either of the two above;
 * - `floor`: a whole number or a text such as "4/10" or "P+4";
 * - `year`: a year or a date, shown as its year;
 * - `text`: a short text;
 * - `parcel`: a text or a whole number;
 * - `documents`: a list of document codes (`DOCUMENTS`); an empty list says the property has none
 *   of them, while an absent value (or '' / null) means nobody knows, and nothing is shown.
 */
export const DETAIL_TYPES = ['area', 'count', 'yesNo', 'yesNoOrCount', 'floor', 'year', 'text', 'parcel', 'documents'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

/**
 * The property's papers a `documents` detail lists, by stable ASCII codes (the data's and the
 * URL's words; their names, in each language, are format/labels.ts `DOCUMENT_LABELS`): the possession
 * certificate, the building permit, the occupancy certificate, a legalisation under way.
 */
export const DOCUMENTS = ['possession', 'permit', 'occupancy', 'legalisation'] as const;
export type DocumentCode = (typeof DOCUMENTS)[number];

export interface DetailField {
  type: DetailType;
  /** For a count: what is counted, in the English of the import tools' messages ('rooms'). */
  counts?: string;
  /**
   * Its label on the site (SPEC 3 'Detail keys'), in the page's language (the shared catalogue's
   * `detail.<key>`, read each time); without one it is shown nowhere public.
   */
  label?: string;
  /** The groups whose detail list shows it, in this table's order (SPEC 9). */
  groups: readonly DetailGroup[];
  /** Its place in the main-details row (1 is first), per group it is in there. */
  main?: Partial<Record<DetailGroup, number>>;
  /** Its place among a card's chips (1 is first), per group. The listings index carries every chip. */
  chip?: Partial<Record<DetailGroup, number>>;
  /** Carried by the listings index though it is no chip: a filter, the sort or the map reads it. */
  indexed?: true;
}

const BOTH = ['residential', 'land'] as const satisfies readonly DetailGroup[];
const RESIDENTIAL = ['residential'] as const satisfies readonly DetailGroup[];
const LAND = ['land'] as const satisfies readonly DetailGroup[];

/** Every detail a listing may have, in the detail page's order. */
export const DETAIL_FIELDS = {
  area: { type: 'area', get label() { return t('detail.area'); }, groups: BOTH, main: { residential: 1, land: 1 }, chip: { residential: 1, land: 1 } },
  // The 'Dhoma gjumi' filter reads it.
  bedrooms: { type: 'count', counts: 'bedrooms', get label() { return t('detail.bedrooms'); }, groups: RESIDENTIAL, indexed: true },
  baths: { type: 'count', counts: 'bathrooms', get label() { return t('detail.baths'); }, groups: RESIDENTIAL, main: { residential: 3 }, chip: { residential: 3 } },
  rooms: { type: 'count', counts: 'rooms', get label() { return t('detail.rooms'); }, groups: RESIDENTIAL, main: { residential: 2 }, chip: { residential: 2 } },
  // SPEC 3's table gives `beds` no label: the site does not show it; the back office names it.
  beds: { type: 'count', counts: 'beds', groups: RESIDENTIAL },
  furnished: { type: 'yesNo', get label() { return t('detail.furnished'); }, groups: RESIDENTIAL, main: { residential: 4 } },
  garage: { type: 'yesNo', get label() { return t('detail.garage'); }, groups: RESIDENTIAL },
  floor: { type: 'floor', get label() { return t('detail.floor'); }, groups: RESIDENTIAL },
  parking: { type: 'yesNo', get label() { return t('detail.parking'); }, groups: RESIDENTIAL },
  buildingYear: { type: 'year', get label() { return t('detail.buildingYear'); }, groups: RESIDENTIAL },
  balcony: { type: 'yesNoOrCount', counts: 'balconies', get label() { return t('detail.balcony'); }, groups: RESIDENTIAL },
  elevator: { type: 'yesNo', get label() { return t('detail.elevator'); }, groups: RESIDENTIAL },
  heatingSystem: { type: 'text', get label() { return t('detail.heatingSystem'); }, groups: RESIDENTIAL },
  wifi: { type: 'yesNo', get label() { return t('detail.wifi'); }, groups: RESIDENTIAL },
  wastewater: { type: 'yesNo', get label() { return t('detail.wastewater'); }, groups: LAND, main: { land: 2 } },
  water: { type: 'yesNo', get label() { return t('detail.water'); }, groups: LAND, main: { land: 3 }, chip: { land: 2 } },
  parcelNumber: { type: 'parcel', get label() { return t('detail.parcelNumber'); }, groups: LAND },
  keds: { type: 'yesNo', get label() { return t('detail.keds'); }, groups: LAND, main: { land: 4 }, chip: { land: 3 } },
  // The card's 'papers complete' mark and the 'Dokumentacioni' filter read it.
  documents: { type: 'documents', get label() { return t('detail.documents'); }, groups: BOTH, indexed: true },
} as const satisfies Record<string, DetailField>;

export type DetailKey = keyof typeof DETAIL_FIELDS;

/** Every detail key, in the table's order. */
export const DETAIL_KEYS = Object.keys(DETAIL_FIELDS) as DetailKey[];

/** The entry of a detail key. */
export const detailField = (key: DetailKey): DetailField => DETAIL_FIELDS[key];

export const isDetailKey = (key: string): key is DetailKey => Object.hasOwn(DETAIL_FIELDS, key);

/** The group a category's details follow: land, or (for every other, known or not) residential. */
export const detailGroupOf = (category: string): DetailGroup => (category === 'land' ? 'land' : 'residential');

/** The keys of a group with a place in `place` ('main' or 'chip'), in that place's order. */
export function detailsPlacedIn(place: 'main' | 'chip', group: DetailGroup): DetailKey[] {
  const position = (key: DetailKey): number | undefined => (detailField(key)[place] as Partial<Record<DetailGroup, number>> | undefined)?.[group];
  return DETAIL_KEYS.filter((key) => position(key) !== undefined).sort((a, b) => (position(a) as number) - (position(b) as number));
}

/** The details the listings index carries: every chip, and those marked `indexed`. */
export const INDEXED_DETAILS: readonly DetailKey[] = DETAIL_KEYS.filter((key) => {
  const field = detailField(key);
  return field.chip !== undefined || field.indexed === true;
});

/** Where one of a listing's own fields lives and who reads it. */
export interface ListingField {
  /** The store's columns on `listings` that hold it; none when another table does (the photos). */
  columns: readonly string[];
  /** Carried by a row of the listings index (a detail: its own `indexed` or `chip` decides). */
  indexed: boolean;
  /** Sent by the back office's listing form and taken by the admin API's save. */
  editable: boolean;
  /** Carried in a server-rendered detail page's data (never the point, which the page does not show). */
  onDetailPage: boolean;
}

/**
 * The longest text each field may hold: a 5 MB title is a broken export, not a listing. A
 * translated title or description (`TRANSLATED_FIELDS`) has the limit of the Albanian one.
 */
export const TEXT_MAX_LENGTH = { id: 100, title: 300, city: 200, subcity: 200, description: 20_000, image: 2_000, detail: 200, caption: 120 } as const;

/**
 * The languages a listing's own words may also be given in (the back office's optional
 * 'Përkthimet'): every language of the site but the agency's own, Albanian, which the title and
 * description are written in (`LISTING_LANGUAGE`, shared/i18n). listing-fields.test.ts holds this
 * list to the site's `LOCALES`.
 */
export const TRANSLATION_LOCALES = ['en', 'de'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** What of a listing may be translated: its own words, never a detail, a city or a photo's caption. */
export const TRANSLATED_FIELDS = ['title', 'description'] as const satisfies readonly (keyof Listing)[];
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** Every field of a `Listing`: the compiler asks for each. */
export const LISTING_FIELDS = {
  id: { columns: ['id'], indexed: true, editable: false, onDetailPage: true },
  active: { columns: ['status'], indexed: false, editable: false, onDetailPage: true },
  status: { columns: ['status'], indexed: true, editable: false, onDetailPage: true },
  title: { columns: ['title'], indexed: true, editable: true, onDetailPage: true },
  description: { columns: ['description'], indexed: false, editable: true, onDetailPage: true },
  category: { columns: ['category'], indexed: true, editable: true, onDetailPage: true },
  option: { columns: ['option'], indexed: true, editable: true, onDetailPage: true },
  city: { columns: ['city'], indexed: true, editable: true, onDetailPage: true },
  subcity: { columns: ['subcity'], indexed: true, editable: true, onDetailPage: true },
  price: { columns: ['price_eur'], indexed: true, editable: true, onDetailPage: true },
  reducedPrice: { columns: ['reduced_price_eur'], indexed: true, editable: true, onDetailPage: true },
  // The photos' own table keeps them.
  images: { columns: [], indexed: true, editable: false, onDetailPage: true },
  // The photos' captions (their alt text), kept on the photos' rows too; a card's photos are
  // named by them as the listing's page's are (an index row carries them when there are any).
  captions: { columns: [], indexed: true, editable: false, onDetailPage: true },
  createdAt: { columns: ['created_at'], indexed: true, editable: true, onDetailPage: true },
  geoPoint: { columns: ['latitude', 'longitude'], indexed: true, editable: true, onDetailPage: false },
  details: { columns: ['details_json'], indexed: true, editable: true, onDetailPage: true },
  // The title and description in English and German, each optional; the store keeps them as one
  // JSON value (as the details), so another language needs no migration. An index row carries
  // the translated titles only, as it carries the Albanian title and no description: a card in
  // English or German is titled as the listing's page is (listings/summary.ts).
  translations: { columns: ['translations_json'], indexed: true, editable: true, onDetailPage: true },
} as const satisfies { [K in keyof Required<Listing>]: ListingField };

export type ListingFieldName = keyof typeof LISTING_FIELDS;

const fieldsWhere = (test: (field: ListingField) => boolean): ListingFieldName[] =>
  (Object.keys(LISTING_FIELDS) as ListingFieldName[]).filter((name) => test(LISTING_FIELDS[name]));

/** The fields the back office's form edits; the id, the photos and `active` are the server's. */
export const EDITABLE_FIELDS = fieldsWhere((field) => field.editable);

/** The fields a server-rendered detail page carries in its data. */
export const DETAIL_PAGE_FIELDS = fieldsWhere((field) => field.onDetailPage);

/** The fields a row of the listings index carries. */
export const INDEXED_FIELDS = fieldsWhere((field) => field.indexed);
