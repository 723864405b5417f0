import type { LatLngPair } from './mapView';

/** The whole world as a ring, the outer edge of the shade around Kosovo. */
export const WORLD_RING: readonly LatLngPair[] = [
  [-89.9, -180],
  [89.9, -180],
  [89.9, 180],
  [-89.9, 180],
];

/**
 * The shade outside Kosovo: a polygon covering the world with the border as its hole.
 * The border may be open or closed; Leaflet closes rings itself.
 */
export function maskRings(border: readonly LatLngPair[]): LatLngPair[][] {
  const hole = border.length > 1 && samePoint(border[0]!, border[border.length - 1]!) ? border.slice(0, -1) : [...border];
  return [[...WORLD_RING], hole];
}

function samePoint(a: LatLngPair, b: LatLngPair): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
