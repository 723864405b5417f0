import { PRICE_BY_AGREEMENT, type GeoPoint, type Listing, type ListingDetails, type Price } from '../contracts';
import { sortListings } from './sort';

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number from a number or a numeric string ("42.66"); otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toGeoPoint(value: unknown): GeoPoint | undefined {
  if (!isObject(value)) return undefined;
  const latitude = toNumber(value.latitude);
  const longitude = toNumber(value.longitude);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/** A number, or "Me Marrëveshje" for anything that is not one. */
function toPrice(value: unknown): Price {
  return toNumber(value) ?? PRICE_BY_AGREEMENT;
}

function toCreatedAt(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return '';
}

function toId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

function toListing(raw: Raw, id: string): Listing {
  const reducedPrice = toNumber(raw.reducedPrice);
  return {
    id,
    active: true,
    title: text(raw.title),
    description: text(raw.description),
    category: text(raw.category),
    option: text(raw.option),
    city: text(raw.city),
    subcity: text(raw.subcity),
    price: toPrice(raw.price),
    ...(reducedPrice === undefined ? {} : { reducedPrice }),
    images: Array.isArray(raw.images) ? raw.images.filter((url): url is string => typeof url === 'string') : [],
    createdAt: toCreatedAt(raw.createdAt),
    geoPoint: toGeoPoint(raw.geoPoint),
    details: isObject(raw.details) ? ({ ...raw.details } as ListingDetails) : {},
  };
}

/**
 * SPEC 7: the parsed listings.json (`{ listings: [...] }`) as the site uses it: active
 * listings only, string ids, numeric coordinates, newest first. Malformed entries are
 * skipped with a console warning; anything that is not the expected shape gives [].
 */
export function normalizeListings(raw: unknown): Listing[] {
  if (!isObject(raw) || !Array.isArray(raw.listings)) return [];
  const listings: Listing[] = [];
  raw.listings.forEach((entry: unknown, index) => {
    if (!isObject(entry)) {
      console.warn(`listings.json: entry ${index} is not an object; skipped`);
      return;
    }
    if (entry.active !== true) return;
    const id = toId(entry.id);
    if (id === undefined) {
      console.warn(`listings.json: entry ${index} has no usable id (${JSON.stringify(entry.id)}); skipped`);
      return;
    }
    listings.push(toListing(entry, id));
  });
  return sortListings(listings, 'newest');
}
