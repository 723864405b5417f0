/**
 * Every detail of the descriptor (listing-fields.ts) reaches each place of `shared` that reads
 * a detail: the schema and its quick twin, the detail page's rows, the main row and the card's
 * chips, and the listings index. A detail declared in the descriptor and handled by hand
 * somewhere else fails here.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './contracts';
import { cardChips, detailRows, mainDetailRows } from './format/details';
import { DETAIL_LABELS, detailLabel } from './format/labels';
import { LISTING_LANGUAGE, LOCALES } from './i18n/locales';
import {
  DETAIL_GROUPS,
  DETAIL_KEYS,
  DETAIL_PAGE_FIELDS,
  EDITABLE_FIELDS,
  INDEXED_DETAILS,
  INDEXED_FIELDS,
  LISTING_FIELDS,
  TEXT_MAX_LENGTH,
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  type ListingFieldName,
  detailField,
  detailGroupOf,
  type DetailGroup,
  type DetailKey,
} from './listing-fields';
import { detailListingJson, readDetailListing } from './listings/detailListing';
import { fastListing } from './listings/fastCheck';
import { DETAIL_TYPE_SAMPLES, allDetails, makeListing } from './listings/fixtures';
import { detailAccepts, listingSchema } from './listings/schema';
import { fromRow, toRow } from './listings/summary';

const categoryOf = (group: DetailGroup): string => CATEGORIES.find((category) => detailGroupOf(category) === group) as string;
const withDetail = (key: DetailKey, value: unknown, group: DetailGroup = 'residential') =>
  ({ ...makeListing({ category: categoryOf(group) }), details: { [key]: value } }) as unknown as Record<string, unknown>;
const inGroup = (key: DetailKey, group: DetailGroup) => (detailField(key).groups as readonly DetailGroup[]).includes(group);
const placeIn = (key: DetailKey, place: 'main' | 'chip', group: DetailGroup) =>
  (detailField(key)[place] as Partial<Record<DetailGroup, number>> | undefined)?.[group];

describe.each(DETAIL_KEYS)('the detail %s, declared once', (key) => {
  const field = detailField(key);
  const { good, bad } = DETAIL_TYPE_SAMPLES[field.type];

  it("is taken by the schema and the quick check alike, with its type's values", () => {
    const parsed = v.safeParse(listingSchema, withDetail(key, good));
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.output.details[key]).toEqual(good);
    expect(fastListing(withDetail(key, good))?.details[key]).toEqual(good);
    expect(detailAccepts(key, '')).toBe(true);
    expect(detailAccepts(key, null)).toBe(true);
  });

  it("is refused by both with a value of another type, the schema naming the detail", () => {
    const parsed = v.safeParse(listingSchema, withDetail(key, bad));
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.map((issue) => issue.path?.map((item) => String(item.key)).join('.'))).toContain(`details.${key}`);
    expect(fastListing(withDetail(key, bad))).toBeUndefined();
  });

  it.each(DETAIL_GROUPS)('is on the detail page of a %s listing exactly when it is in that group, labelled', (group) => {
    const listing = makeListing({ category: categoryOf(group), details: allDetails() });
    const row = detailRows(listing).find((shown) => shown.key === key);
    if (inGroup(key, group) && field.label !== undefined) {
      expect(row).toMatchObject({ key, label: field.label });
      expect(row?.value).not.toBe('');
    } else {
      expect(row).toBeUndefined();
    }
    expect(mainDetailRows(listing).some((shown) => shown.key === key)).toBe(placeIn(key, 'main', group) !== undefined && field.label !== undefined);
    expect(cardChips(listing).some((shown) => shown.key === key)).toBe(placeIn(key, 'chip', group) !== undefined && field.label !== undefined);
  });

  it('is carried by the listings index when a chip or marked indexed, and only then', () => {
    const listing = makeListing({ details: { [key]: good } });
    const carried = fromRow(toRow(listing)).details[key];
    const indexed = field.chip !== undefined || ('indexed' in field && field.indexed === true);
    expect(INDEXED_DETAILS.includes(key)).toBe(indexed);
    expect(carried).toEqual(indexed ? good : undefined);
  });

  it("is in a detail page's data and its label table", () => {
    const listing = makeListing({ details: { [key]: good } });
    expect(readDetailListing(JSON.parse(JSON.stringify(detailListingJson(listing))))?.details[key]).toEqual(good);
    expect(detailLabel(key)).toBe(field.label);
  });
});

describe('the descriptor itself', () => {
  it('gives each detail at least one group, and places main and chip entries only in its groups, each place once', () => {
    for (const group of DETAIL_GROUPS) {
      for (const place of ['main', 'chip'] as const) {
        const positions = DETAIL_KEYS.flatMap((key) => {
          const position = placeIn(key, place, group);
          if (position !== undefined) expect(inGroup(key, group)).toBe(true);
          return position === undefined ? [] : [position];
        });
        expect(new Set(positions).size).toBe(positions.length);
      }
    }
    for (const key of DETAIL_KEYS) expect(detailField(key).groups.length).toBeGreaterThan(0);
  });

  it('labels exactly the details with a label', () => {
    expect(Object.keys(DETAIL_LABELS).sort()).toEqual(DETAIL_KEYS.filter((key) => detailField(key).label !== undefined).sort());
  });
});

describe("a listing's own fields (LISTING_FIELDS)", () => {
  const full = makeListing({
    id: '42',
    active: true,
    status: 'reserved',
    description: 'Një përshkrim',
    reducedPrice: 90_000,
    images: ['a-1200.webp'],
    captions: ['Ballkoni nga jugu'],
    geoPoint: { latitude: 42.6, longitude: 21.1 },
    details: allDetails(),
    translations: { en: { title: 'Flat in the centre', description: 'A description' }, de: { description: 'Eine Beschreibung' } },
  });
  const names = Object.keys(LISTING_FIELDS) as ListingFieldName[];

  it('the index row carries exactly the indexed fields', () => {
    const back = fromRow(toRow({ ...full, description: 'x', active: true }));
    for (const name of names) {
      // The details and translations in part: their own tests follow each part.
      if (name === 'details' || name === 'active' || name === 'translations') continue;
      if (INDEXED_FIELDS.includes(name)) expect(back[name], name).toEqual(full[name]);
      else expect(back[name], name).not.toEqual(name === 'description' ? 'x' : full[name]);
    }
  });

  it("a detail page's data carries exactly its fields, never the point", () => {
    expect(Object.keys(detailListingJson(full)).sort()).toEqual([...DETAIL_PAGE_FIELDS].sort());
    expect(DETAIL_PAGE_FIELDS).not.toContain('geoPoint');
  });
});

describe("a listing's translations (TRANSLATION_LOCALES, TRANSLATED_FIELDS)", () => {
  const translated = (translations: unknown) => ({ ...makeListing(), translations }) as unknown as Record<string, unknown>;

  it("are in every language of the site but the agency's own", () => {
    expect([...TRANSLATION_LOCALES].sort()).toEqual(LOCALES.filter((locale) => locale !== LISTING_LANGUAGE).sort());
  });

  it('are edited in the back office and carried by a detail page and the index', () => {
    expect(EDITABLE_FIELDS).toContain('translations');
    expect(DETAIL_PAGE_FIELDS).toContain('translations');
    expect(INDEXED_FIELDS).toContain('translations');
  });

  it.each(TRANSLATION_LOCALES.flatMap((locale) => TRANSLATED_FIELDS.map((field) => [locale, field] as const)))(
    'take a %s %s as the schema and the quick check alike, trimmed, within the Albanian limit',
    (locale, field) => {
      const max = TEXT_MAX_LENGTH[field];
      const good = translated({ [locale]: { [field]: `  ${'ë'.repeat(max)}\n` } });
      const parsed = v.safeParse(listingSchema, good);
      expect(parsed.success && parsed.output.translations).toEqual({ [locale]: { [field]: 'ë'.repeat(max) } });
      expect(fastListing(good)).toEqual(parsed.success && parsed.output);
      const long = translated({ [locale]: { [field]: 'a'.repeat(max + 1) } });
      const refused = v.safeParse(listingSchema, long);
      expect(refused.issues?.map((issue) => issue.path?.map((item) => String(item.key)).join('.'))).toEqual([`translations.${locale}.${field}`]);
      expect(fastListing(long)).toBeUndefined();
    },
  );

  it("the index row carries the titles, and only they (a card shows no description)", () => {
    const listing = makeListing({ translations: { en: { title: 'Flat', description: 'Words' }, de: { description: 'Worte' } } });
    expect(fromRow(toRow(listing)).translations).toEqual({ en: { title: 'Flat' } });
    expect(fromRow(toRow(makeListing({ translations: { de: { description: 'Worte' } } })))).not.toHaveProperty('translations');
  });

  it("a detail page's data carries them whole", () => {
    const translations = { en: { title: 'Flat', description: 'Words' }, de: { description: 'Worte' } };
    expect(readDetailListing(JSON.parse(JSON.stringify(detailListingJson(makeListing({ translations })))))?.translations).toEqual(translations);
  });
});
