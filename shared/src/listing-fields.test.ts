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
import { DETAIL_GROUPS, DETAIL_KEYS, DETAIL_PAGE_FIELDS, INDEXED_DETAILS, INDEXED_FIELDS, LISTING_FIELDS, type ListingFieldName, detailField, detailGroupOf, type DetailGroup, type DetailKey } from './listing-fields';
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
  });
  const names = Object.keys(LISTING_FIELDS) as ListingFieldName[];

  it('the index row carries exactly the indexed fields', () => {
    const back = fromRow(toRow({ ...full, description: 'x', active: true }));
    for (const name of names) {
      if (name === 'details' || name === 'active') continue;
      if (INDEXED_FIELDS.includes(name)) expect(back[name], name).toEqual(full[name]);
      else expect(back[name], name).not.toEqual(name === 'description' ? 'x' : full[name]);
    }
  });

  it("a detail page's data carries exactly its fields, never the point", () => {
    expect(Object.keys(detailListingJson(full)).sort()).toEqual([...DETAIL_PAGE_FIELDS].sort());
    expect(DETAIL_PAGE_FIELDS).not.toContain('geoPoint');
  });
});
