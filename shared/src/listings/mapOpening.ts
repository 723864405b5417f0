/**
 * Map mode's opening markers: the search's listings grouped as the map groups them when it opens
 * on Kosovo, computed by the server and carried in the page (a `type="application/json"` script,
 * MAP_OPENING_ID), so the server's first view draws the markers with the opening tiles and the
 * browser's hydrating render draws the same ones before the listings index or the map's code
 * has arrived. Each marker is a link (a lone listing to its page, a group to its area's search),
 * so the map answers a tap before the app has started, and without JavaScript.
 *
 * A map box opens at a zoom of its own (shared/map-view `openingSteps`); the clusters are made
 * for whole zooms, as markercluster makes them (a box opening at 8.75 shows zoom 9's). The page
 * carries the layers of the smaller boxes' zooms; a larger box shows the largest layer spread
 * out (its groups a little coarser than the map's, until the map replaces them).
 */
import type { Listing, MapBounds } from '../contracts';
import { groupPoints } from '../map/cluster';
import { MAP_VIEW, openingCentre, worldPixel } from '../map/geometry';
import { BOUNDS_DECIMALS, boundsAround } from './filters';
import { fromRow, isRow, toRow, type Row } from './summary';

export const MAP_OPENING_ID = 'map-opening';

/** The whole zooms whose groups the page carries: phones open at 8, most wider boxes at 9. */
export const OPENING_LAYER_ZOOMS: readonly number[] = [MAP_VIEW.minZoom, MAP_VIEW.minZoom + 1];

/** One marker: where it is, as an offset in CSS pixels from the map box's middle at its layer's zoom. */
export type OpeningMark = { x: number; y: number } & (
  | { /** A group of listings and the box around their points. */ count: number; bounds: MapBounds }
  | { /** A lone listing, as its index row (its title, price and category name the marker). */ row: Row }
);

export interface OpeningLayer {
  zoom: number;
  marks: OpeningMark[];
}

export interface MapOpening {
  /** The query it was made for, as `URLSearchParams.toString()` writes it. */
  search: string;
  layers: OpeningLayer[];
}

/** To a tenth of a pixel: the page's text stays short, and the browser reads the same numbers. */
const tenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * The box a group's link searches: its members' box rounded outwards as an area search rounds
 * it (filters.ts `boundsAround`), so every member is in it; a group whose points coincide gets
 * the smallest box around them.
 */
function searchableBounds([west, south, east, north]: MapBounds): MapBounds {
  const step = 10 ** -BOUNDS_DECIMALS;
  return boundsAround(west, south, east, north) ?? boundsAround(west - step, south - step, east + step, north + step) ?? [west, south, east, north];
}

/** The opening markers' layers of `listings` (a search's results, in its order). */
export function openingLayers(listings: readonly Listing[]): OpeningLayer[] {
  const points = listings.flatMap((listing) => {
    const point = listing.geoPoint;
    return point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? [{ latitude: point.latitude, longitude: point.longitude, listing }] : [];
  });
  return OPENING_LAYER_ZOOMS.map((zoom) => {
    const centre = openingCentre({ ...MAP_VIEW, zoom });
    const marks = groupPoints(points, zoom).map((group): OpeningMark => {
      const pixel = worldPixel([group.latitude, group.longitude], zoom);
      const at = { x: tenth(pixel.x - centre.x), y: tenth(pixel.y - centre.y) };
      const [only] = group.members;
      if (group.members.length === 1 && only) return { ...at, row: toRow(only.listing) };
      return { ...at, count: group.members.length, bounds: searchableBounds(group.bounds) };
    });
    return { zoom, marks };
  });
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isMark(value: unknown): value is OpeningMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  if (!isNumber(mark.x) || !isNumber(mark.y)) return false;
  if (Object.hasOwn(mark, 'row')) return isRow(mark.row);
  return Number.isInteger(mark.count) && (mark.count as number) > 1 && Array.isArray(mark.bounds) && mark.bounds.length === 4 && mark.bounds.every(isNumber);
}

/** The opening back from the page's JSON; null when it is not the expected shape. */
export function readMapOpening(raw: unknown): MapOpening | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { search, layers } = raw as Record<string, unknown>;
  if (typeof search !== 'string' || !Array.isArray(layers)) return null;
  const read: OpeningLayer[] = [];
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null) return null;
    const { zoom, marks } = layer as Record<string, unknown>;
    if (!Number.isInteger(zoom) || !Array.isArray(marks) || !marks.every(isMark)) return null;
    read.push({ zoom: zoom as number, marks });
  }
  return { search, layers: read };
}

/** A lone marker's listing (from its row). */
export const markListing = (mark: OpeningMark): Listing | undefined => (Object.hasOwn(mark, 'row') && 'row' in mark ? fromRow(mark.row) : undefined);
