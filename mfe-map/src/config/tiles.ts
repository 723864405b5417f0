/**
 * The map's three base layers (SPEC: Street, Satellite, Contrast). The providers live in the
 * site configuration (site.config.json, `mapTiles`), the one list a deployment edits to swap a
 * provider: the server builds its Content-Security-Policy from the same list.
 */
import { FIRST_TILE_LAYER, site, type MapTileProvider } from 'shared/site';
import { withExternalLinks } from 'shared/map-view';

export type TileProvider = MapTileProvider;
export type TileLayerId = MapTileProvider['id'];

export const TILE_PROVIDERS: readonly TileProvider[] = site.mapTiles.map((provider) => ({
  ...provider,
  attribution: withExternalLinks(provider.attribution),
}));

/** The layer shown first. */
export const DEFAULT_TILE_LAYER: TileLayerId = FIRST_TILE_LAYER;

/** A transparent 1 × 1 image, drawn for every tile where none may be fetched (a map drawn ahead). */
export const BLANK_TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
