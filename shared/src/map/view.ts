/**
 * SPEC 9: the map's first view, which the map remote opens at and the server's first view
 * draws the tiles of (so the page paints the map's middle before the map's code arrives).
 */
import type { MapTileProvider } from '../site';
import { MAP_VIEW, TILE_SIZE, openingCentre, type OpeningView } from './geometry';

export { KOSOVO_EXTENT, MAP_VIEW, openingCentre, openingSteps, openingZoom, worldPixel, type LatLngPair, type OpeningStep } from './geometry';

export interface PlacedTile {
  url: string;
  /** Offset of the tile's top-left corner from the map's centre, in CSS pixels. */
  left: number;
  top: number;
  /** The tile that holds the centre. */
  central: boolean;
}

/**
 * The tiles of `layer` around the map's opening middle at its zoom (the middle's tile and
 * `reach` tiles on every side), with the URLs Leaflet asks for (same subdomain for each tile),
 * placed as Leaflet places them relative to the centre of the map's box.
 */
export function openingTiles(layer: MapTileProvider, view: OpeningView = MAP_VIEW, reach = 1): PlacedTile[] {
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
export { CLUSTERING } from './cluster';

/**
 * SPEC 9: how far a listing's public point lies from the property, in a direction of its own
 * (the server's projection/privacy.ts draws it), and how the site words that: the SPEC's
 * "~500m", the area the point may lie in. The public map and the back office say the same.
 */
export const PRIVACY_OFFSET_METERS = { min: 150, max: 250 } as const;
export const PRIVACY_APPROXIMATION = '~500m';
