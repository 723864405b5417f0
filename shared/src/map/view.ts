/**
 * SPEC 9: the map's first view, which the map remote opens at and the server's first view
 * draws the tiles of (so the page paints the map's middle before the map's code arrives).
 */
import type { MapTileProvider } from '../site';

export type LatLngPair = readonly [latitude: number, longitude: number];

export const MAP_VIEW = {
  center: [42.66, 21.17] as LatLngPair,
  /** Initial and minimum zoom. */
  zoom: 8,
  minZoom: 8,
  maxZoom: 18,
  /** South-west and north-east corners: Kosovo with a small margin. */
  maxBounds: [
    [41.85, 20.0],
    [43.3, 21.9],
  ] as readonly [LatLngPair, LatLngPair],
} as const;

const TILE_SIZE = 256;
/** Leaflet's Web Mercator stops here. */
const MAX_LATITUDE = 85.0511287798;

/** A point's pixel position in the whole world at `zoom` (Web Mercator, 256 px tiles), as Leaflet projects it. */
export function worldPixel([latitude, longitude]: LatLngPair, zoom: number): Pixel {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(Math.min(latitude, MAX_LATITUDE), -MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

type Pixel = { x: number; y: number };

/** What decides where a map opens: its centre, zoom and (if any) the bounds it is kept inside. */
type MapOpening = { center: LatLngPair; zoom: number; maxBounds?: readonly [LatLngPair, LatLngPair] };

export interface PlacedTile {
  url: string;
  /** Offset of the tile's top-left corner from the map's centre, in CSS pixels. */
  left: number;
  top: number;
  /** The tile that holds the centre. */
  central: boolean;
}

/**
 * Where the map's middle is when it opens, in world pixels. Leaflet keeps the view inside
 * `maxBounds`, and a box larger than the bounds (at zoom 8 Kosovo's are 346 x 359 px, smaller
 * than any phone's map) gets the bounds' middle instead of `center`.
 */
export function openingCentre(view: MapOpening = MAP_VIEW): Pixel {
  if (!view.maxBounds) return worldPixel(view.center, view.zoom);
  const [southWest, northEast] = view.maxBounds.map((corner) => worldPixel(corner, view.zoom)) as [Pixel, Pixel];
  return { x: (southWest.x + northEast.x) / 2, y: (southWest.y + northEast.y) / 2 };
}

/**
 * The tiles of `layer` around the map's opening middle at its zoom (the middle's tile and
 * `reach` tiles on every side), with the URLs Leaflet asks for (same subdomain for each tile),
 * placed as Leaflet places them relative to the centre of the map's box.
 */
export function openingTiles(layer: MapTileProvider, view: MapOpening = MAP_VIEW, reach = 1): PlacedTile[] {
  const centre = openingCentre(view);
  const centreX = Math.floor(centre.x / TILE_SIZE);
  const centreY = Math.floor(centre.y / TILE_SIZE);
  const subdomains = layer.subdomains ?? 'abc';
  const tiles: PlacedTile[] = [];
  for (let y = centreY - reach; y <= centreY + reach; y += 1) {
    for (let x = centreX - reach; x <= centreX + reach; x += 1) {
      const url = layer.url
        .replace('{s}', subdomains.charAt(Math.abs(x + y) % subdomains.length))
        .replace('{z}', String(view.zoom))
        .replace('{x}', String(x))
        .replace('{y}', String(y))
        .replace('{r}', '');
      tiles.push({
        url,
        left: Math.round(x * TILE_SIZE - centre.x),
        top: Math.round(y * TILE_SIZE - centre.y),
        central: x === centreX && y === centreY,
      });
    }
  }
  return tiles;
}

export { LEAFLET_CREDIT, withExternalLinks } from './attribution';
export { officeMap, type OfficeMap } from './office';
