/**
 * A listing between its SPEC shape (shared/contracts `Listing`) and its rows: the listing's
 * own row and one row per photo. Pure, so both directions are tested without a database.
 */
import { PRICE_BY_AGREEMENT, type Listing, type ListingDetails } from 'shared/contracts';
import { cleanTranslations, translationsEntry } from 'shared/listings/rules';
import type { ListingRow, ListingStatus, PhotoRow } from './tables';

/** A photo's metadata: its place in the listing's order, the cover flag and its file names. */
export interface StoredPhoto {
  position: number;
  isCover: boolean;
  fileName: string;
  originalFileName: string | null;
  /** The agent's caption, '' for none (migration 0008): the public alt text. */
  caption: string;
}

/** A listing as the store holds it: the SPEC fields (exact coordinates included) and its state. */
export interface StoredListing {
  /** SPEC-shaped; `active` is true exactly when the status is 'active'. */
  listing: Listing;
  status: ListingStatus;
  statusChangedAt: string;
  storedAt: string;
  updatedAt: string;
  photos: StoredPhoto[];
}

/** The listing row's own fields (everything but the times the store keeps). */
export type ListingFields = Omit<ListingRow, 'status_changed_at' | 'stored_at' | 'updated_at'>;

/**
 * The status a listing from a file gets: a shown one is active, or reserved or sold when the
 * file says so (the public listings.json's shape); an inactive one keeps the status it had (a
 * sold listing stays sold when its export is imported again), or is withdrawn when it is new.
 */
export function statusFromFile(listing: Pick<Listing, 'active' | 'status'>, current: ListingStatus | undefined): ListingStatus {
  if (listing.active) return listing.status ?? 'active';
  return current && current !== 'active' ? current : 'withdrawn';
}

export function listingFields(listing: Listing, status: ListingStatus): ListingFields {
  const point = listing.geoPoint ?? undefined;
  return {
    id: listing.id,
    status,
    title: listing.title,
    description: listing.description,
    category: String(listing.category),
    option: String(listing.option),
    city: listing.city,
    subcity: listing.subcity,
    price_eur: typeof listing.price === 'number' ? listing.price : null,
    reduced_price_eur: typeof listing.reducedPrice === 'number' ? listing.reducedPrice : null,
    created_at: listing.createdAt,
    latitude: point ? point.latitude : null,
    longitude: point ? point.longitude : null,
    details_json: JSON.stringify(listing.details ?? {}),
    // Cleaned again, so a listing made in code (not by the schema) is kept in the same one form.
    translations_json: JSON.stringify(cleanTranslations(listing.translations) ?? {}),
  };
}

const FIELD_NAMES = Object.keys(listingFields({ id: '', active: true, title: '', description: '', category: '', option: '', city: '', subcity: '', price: 0, images: [], createdAt: '', details: {} }, 'active')) as (keyof ListingFields)[];

/** The fields in which two rows differ (times aside). */
export function changedFields(a: ListingFields, b: ListingFields): (keyof ListingFields)[] {
  return FIELD_NAMES.filter((name) => a[name] !== b[name]);
}

/** True when the two rows hold the same listing (times aside). */
export function sameFields(a: ListingFields, b: ListingFields): boolean {
  return changedFields(a, b).length === 0;
}

/** Photos of a listing made from its SPEC image list: in order, the first the cover. */
export function photosFromImages(images: readonly string[]): StoredPhoto[] {
  return images.map((fileName, position) => ({ position, isCover: position === 0, fileName, originalFileName: null, caption: '' }));
}

/** Photos as the public and the back office show them: the cover first, then the others in their order. */
export function coverFirst<T extends Pick<StoredPhoto, 'position' | 'isCover'>>(photos: readonly T[]): T[] {
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const cover = ordered.find((photo) => photo.isCover);
  return cover ? [cover, ...ordered.filter((photo) => photo !== cover)] : ordered;
}

/** The SPEC image list: the cover first, then the others in their order. */
export function imagesFromPhotos(photos: readonly StoredPhoto[]): string[] {
  return coverFirst(photos).map((photo) => photo.fileName);
}

/** The captions in the image list's order, or undefined when no photo has one (the SPEC shape). */
export function captionsFromPhotos(photos: readonly StoredPhoto[]): string[] | undefined {
  return photos.some((photo) => photo.caption !== '') ? coverFirst(photos).map((photo) => photo.caption) : undefined;
}

export function photoFromRow(row: Pick<PhotoRow, 'position' | 'is_cover' | 'file_name' | 'original_file_name' | 'caption'>): StoredPhoto {
  return { position: row.position, isCover: row.is_cover === 1, fileName: row.file_name, originalFileName: row.original_file_name, caption: row.caption };
}

const captionsOf = (photos: readonly StoredPhoto[]): { captions?: string[] } => {
  const captions = captionsFromPhotos(photos);
  return captions ? { captions } : {};
};

/** The stored listing of a row and its photos (ordered or not). */
export function listingFromRow(row: ListingRow, photos: readonly StoredPhoto[]): StoredListing {
  const geoPoint =
    row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : undefined;
  const listing: Listing = {
    id: row.id,
    active: row.status === 'active',
    title: row.title,
    description: row.description,
    category: row.category,
    option: row.option,
    city: row.city,
    subcity: row.subcity,
    price: row.price_eur ?? PRICE_BY_AGREEMENT,
    ...(row.reduced_price_eur === null ? {} : { reducedPrice: row.reduced_price_eur }),
    images: imagesFromPhotos(photos),
    ...(captionsOf(photos)),
    createdAt: row.created_at,
    geoPoint,
    details: JSON.parse(row.details_json) as ListingDetails,
    ...translationsEntry(JSON.parse(row.translations_json)),
  };
  return {
    listing,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    storedAt: row.stored_at,
    updatedAt: row.updated_at,
    photos: [...photos].sort((a, b) => a.position - b.position),
  };
}
