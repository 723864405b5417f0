import type { GeoPoint } from 'shared/contracts';

/**
 * SPEC 9: a marker is shown 150–250 m from the property, so the map never gives the exact
 * address away (the notice rounds this up to "~500m"). Distance and direction come from the
 * listing's id, so a marker stays where it is across renders, filters and visits.
 */
export const PRIVACY_OFFSET_METERS = { min: 150, max: 250 } as const;

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/** A 32-bit hash of the text (FNV-1a, then a murmur3 finaliser to spread nearby ids). */
export function hash32(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) derived from the text. */
function unitFraction(text: string, seed: number): number {
  return hash32(text, seed) / 2 ** 32;
}

/** The distance (metres) and bearing (radians, clockwise from north) of a listing's offset. */
export function privacyOffset(listingId: string): { distance: number; bearing: number } {
  const { min, max } = PRIVACY_OFFSET_METERS;
  return {
    distance: min + unitFraction(listingId, 0x9e3779b9) * (max - min),
    bearing: unitFraction(listingId, 0x7f4a7c15) * 2 * Math.PI,
  };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `distance` metres from `from` along the great circle with the given bearing. */
export function destination(from: GeoPoint, distance: number, bearing: number): GeoPoint {
  const angular = distance / EARTH_RADIUS_METERS;
  const lat1 = toRadians(from.latitude);
  const lon1 = toRadians(from.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: toDegrees(lat2), longitude: toDegrees(lon2) };
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where the map shows a listing: its point moved by the listing's own privacy offset. */
export function approximateLocation(listingId: string, point: GeoPoint): GeoPoint {
  const { distance, bearing } = privacyOffset(listingId);
  return destination(point, distance, bearing);
}
