import type { Listing } from 'shared/contracts';
import { formatListingPrice } from 'shared/format';
import { categoryColor } from './colors';
import { approximateLocation } from './privacy';

/** One listing as the map draws it: at its approximate location, in its category's colour. */
export interface MarkerPoint {
  id: string;
  latitude: number;
  longitude: number;
  color: string;
  listing: Listing;
}

/** A marker's accessible name: title and price (made only for markers on screen). */
export function markerLabel(listing: Listing): string {
  return `${listing.title.trim()}, ${formatListingPrice(listing)}`;
}

/** Each listing's point, made once: a filter change reuses them instead of redoing the geometry. */
const pointOf = new WeakMap<Listing, MarkerPoint>();

/** The listings that have coordinates, as marker points (order kept). */
export function toMarkerPoints(listings: readonly Listing[]): MarkerPoint[] {
  const points: MarkerPoint[] = [];
  for (const listing of listings) {
    const known = pointOf.get(listing);
    if (known) {
      points.push(known);
      continue;
    }
    const { geoPoint } = listing;
    if (!geoPoint || !Number.isFinite(geoPoint.latitude) || !Number.isFinite(geoPoint.longitude)) continue;
    const { latitude, longitude } = approximateLocation(listing.id, geoPoint);
    const point = { id: listing.id, latitude, longitude, color: categoryColor(listing.category), listing };
    pointOf.set(listing, point);
    points.push(point);
  }
  return points;
}
