/**
 * Where the map looks for a search (issue 53): the results it shows, or the area the visitor
 * searched in, or all of Kosovo when nothing narrows the search or nothing has a point.
 */
import type { Filters, MapBounds } from 'shared/contracts';
import { hasActiveFilters } from 'shared/listings';

/** How a fit to the results is drawn: room around the outer markers, and never street level for one result. */
export const RESULTS_FIT = {
  /** Pixels kept between the outer markers and the map's edges (a marker's ring is up to 40 px wide). */
  padding: 48,
  /** A single result, or a few close together, are shown at this zoom, no closer. */
  maxZoom: 14,
} as const;

export type ViewTarget =
  /** Kosovo's opening view (shared/map-view `openingZoom`), which the server draws too. */
  | { kind: 'kosovo' }
  /** The box around the results' public points, fitted with RESULTS_FIT. */
  | { kind: 'results'; bounds: MapBounds }
  /** The area of 'Kërko në këtë zonë', fitted as it is. */
  | { kind: 'area'; bounds: MapBounds };

interface Point {
  latitude: number;
  longitude: number;
}

/** The box around the points; undefined for none. */
export function pointsBounds(points: Iterable<Point>): MapBounds | undefined {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { latitude, longitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return west <= east ? [west, south, east, north] : undefined;
}

/**
 * What the map shows for a search: the searched area when there is one; else the results'
 * points when a filter narrows the search and any result has a point; else Kosovo.
 */
export function viewTarget(filters: Filters, points: Iterable<Point>): ViewTarget {
  if (filters.bounds) return { kind: 'area', bounds: filters.bounds };
  if (!hasActiveFilters(filters)) return { kind: 'kosovo' };
  const bounds = pointsBounds(points);
  return bounds ? { kind: 'results', bounds } : { kind: 'kosovo' };
}

/**
 * The target as text, equal for equal targets: the map fits again only when this changes (a
 * new search, the results arriving), never because the visitor moved it.
 */
export function targetKey(target: ViewTarget): string {
  return target.kind === 'kosovo' ? 'kosovo' : `${target.kind}:${target.bounds.join(',')}`;
}
