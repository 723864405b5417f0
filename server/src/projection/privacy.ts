/**
 * SPEC 9: the public point of a listing is 150–250 m from the property, in a direction, so no
 * public output gives the address away (the map's notice rounds this up to "~500m"). Distance
 * and bearing come from an HMAC of the listing's id with the server's secret: stable across
 * restarts (a marker never jumps between visits) and not computable from public data, so the
 * exact point cannot be worked back from the public one.
 */
import crypto from 'node:crypto';
import type { GeoPoint } from 'shared/contracts';
import { KOSOVO_BOUNDS } from 'shared/listings/rules';

import { PRIVACY_OFFSET_METERS } from 'shared/map-view';

export { PRIVACY_OFFSET_METERS };

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/** The distance (metres) and bearing (radians, clockwise from north) of a listing's offset. */
export function privacyOffset(secret: Buffer, listingId: string): { distance: number; bearing: number } {
  const digest = crypto.createHmac('sha256', secret).update(listingId, 'utf8').digest();
  const { min, max } = PRIVACY_OFFSET_METERS;
  return {
    distance: min + (digest.readUInt32BE(0) / 2 ** 32) * (max - min),
    bearing: (digest.readUInt32BE(4) / 2 ** 32) * 2 * Math.PI,
  };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `distance` metres from `from` along the great circle with the given bearing. */
export function destination(from: GeoPoint, distance: number, bearing: number): GeoPoint {
  const angular = distance / EARTH_RADIUS_METERS;
  const lat1 = toRadians(from.latitude);
  const lon1 = toRadians(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 =
    lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: toDegrees(lat2), longitude: toDegrees(lon2) };
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Five decimals (about a metre): more would only look precise, and a metre moves no point near its exact one. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The listing's public point: moved by its offset and kept inside the map's bounds (the browser
 * drops a point outside them). A move that would leave the bounds goes the other way along the
 * axis it left by, the same distance: cutting it short at the edge would put a property near the
 * edge nearer its public point than the offset's minimum. Every public output takes this point
 * as it is; rounding it again (to two decimals, say) can land on the exact point.
 */
export function publicPoint(secret: Buffer, listingId: string, exact: GeoPoint): GeoPoint {
  const { distance, bearing } = privacyOffset(secret, listingId);
  const { south, north, west, east } = KOSOVO_BOUNDS;
  const first = destination(exact, distance, bearing);
  const leavesNorthSouth = first.latitude < south || first.latitude > north;
  const leavesEastWest = first.longitude < west || first.longitude > east;
  // Mirroring the bearing turns back the north-south part (π − θ) or the east-west part (−θ).
  const turned = (leavesNorthSouth ? Math.PI - bearing : bearing) * (leavesEastWest ? -1 : 1);
  const moved = leavesNorthSouth || leavesEastWest ? destination(exact, distance, turned) : first;
  return {
    latitude: round5(clamp(moved.latitude, south, north)),
    longitude: round5(clamp(moved.longitude, west, east)),
  };
}
