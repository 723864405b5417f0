/**
 * The contact page's small map of the office: the street layer's tiles around the
 * office, placed as a map would place them, in plain images. Leaflet stays in the map remote;
 * the app's page and the server's first view draw the same tiles from this one function.
 */
import { FIRST_TILE_LAYER, OFFICE_MAP, site, type SiteConfig } from '../site';
import { openingTiles, type PlacedTile } from './view';
import { withExternalLinks } from './attribution';

export interface OfficeMap {
  tiles: PlacedTile[];
  /** The layer's attribution HTML (from the site configuration), its links opening in a new tab. */
  attribution: string;
  /** The office on OpenStreetMap, for directions. */
  openUrl: string;
}

/** Null when the site has no street layer to draw it from. */
export function officeMap(config: Pick<SiteConfig, 'office' | 'mapTiles'> = site): OfficeMap | null {
  const layer = config.mapTiles.find((candidate) => candidate.id === FIRST_TILE_LAYER);
  if (!layer) return null;
  const { latitude, longitude } = config.office;
  const zoom = OFFICE_MAP.zoom;
  return {
    // One tile on each side of the office's covers the box (at most 512 px wide and high).
    tiles: openingTiles(layer, { center: [latitude, longitude], zoom }, 1),
    attribution: withExternalLinks(layer.attribution),
    openUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom + 1}/${latitude}/${longitude}`,
  };
}
