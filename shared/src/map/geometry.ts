/**
 * SPEC 9: where the map opens and how it projects a point, as Leaflet does: what the map
 * remote, the server's opening tiles and its opening markers all follow (no site configuration
 * here, so the server's and the tests' plain Node can load it).
 */
export type LatLngPair = readonly [latitude: number, longitude: number];

/** South-west and north-east corners of Kosovo's border (Natural Earth, as the map shades it), rounded outwards. */
export const KOSOVO_EXTENT: readonly [LatLngPair, LatLngPair] = [
  [41.84, 20.02],
  [43.27, 21.78],
];

export const MAP_VIEW = {
  center: [42.66, 21.17] as LatLngPair,
  /** The minimum zoom, and the zoom of a map box too small to show Kosovo larger. */
  zoom: 8,
  minZoom: 8,
  maxZoom: 18,
  /**
   * Kosovo with the same margin on every side (about 8 km), so its middle is the bounds' middle
   * and no part of the border is out of reach (SPEC 9's "roughly 41.85-43.3, 20-21.9").
   */
  maxBounds: [
    [41.76, 19.94],
    [43.35, 21.86],
  ] as readonly [LatLngPair, LatLngPair],
  /** The map opens on Kosovo as large as its box allows, in steps of this many zoom levels… */
  zoomSnap: 0.25,
  /** …with at least this many pixels between the border's extent and the box's edges. */
  fitPadding: 16,
} as const;

/** Past this zoom no map box is large enough to be filled by Kosovo (4K screens reach about 10.5). */
const LARGEST_OPENING_ZOOM = 12;

export interface OpeningStep {
  zoom: number;
  /** The smallest map box (CSS pixels) in which Kosovo fits at `zoom` with the padding around it. */
  minWidth: number;
  minHeight: number;
}

/**
 * The zooms a map can open at, above the minimum, each with the box it needs: the one rule the
 * map remote (`openingZoom`) and the server's first view (container queries) both follow, so
 * the first paint and the map agree.
 */
export function openingSteps(view: typeof MAP_VIEW = MAP_VIEW): OpeningStep[] {
  const [southWest, northEast] = KOSOVO_EXTENT.map((corner) => worldPixel(corner, view.minZoom)) as [Pixel, Pixel];
  const width = northEast.x - southWest.x;
  const height = southWest.y - northEast.y;
  const steps: OpeningStep[] = [];
  for (let step = 1; view.minZoom + step * view.zoomSnap <= LARGEST_OPENING_ZOOM; step += 1) {
    const scale = 2 ** (step * view.zoomSnap);
    steps.push({
      zoom: view.minZoom + step * view.zoomSnap,
      minWidth: Math.ceil(width * scale + 2 * view.fitPadding),
      minHeight: Math.ceil(height * scale + 2 * view.fitPadding),
    });
  }
  return steps;
}

/** The zoom a map box of this size opens at: the largest step whose box it holds, else the minimum. */
export function openingZoom(box: { width: number; height: number }, view: typeof MAP_VIEW = MAP_VIEW): number {
  let zoom: number = view.minZoom;
  for (const step of openingSteps(view)) {
    if (box.width >= step.minWidth && box.height >= step.minHeight) zoom = step.zoom;
  }
  return zoom;
}

/** Leaflet's tiles are this many CSS pixels square. */
export const TILE_SIZE = 256;
/** Leaflet's Web Mercator stops here. */
const MAX_LATITUDE = 85.0511287798;

/** A point's pixel position in the whole world at `zoom` (Web Mercator, 256 px tiles), as Leaflet projects it. */
export function worldPixel([latitude, longitude]: LatLngPair, zoom: number): Pixel {
  const size = TILE_SIZE * 2 ** zoom;
  return { x: worldX(longitude, size), y: worldY(latitude, size) };
}

/** worldPixel's x in a world `size` pixels wide (TILE_SIZE × 2^zoom). */
export function worldX(longitude: number, size: number): number {
  return ((longitude + 180) / 360) * size;
}

/** worldPixel's y in a world `size` pixels high. */
export function worldY(latitude: number, size: number): number {
  const sin = Math.sin((Math.max(Math.min(latitude, MAX_LATITUDE), -MAX_LATITUDE) * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
}

export type Pixel = { x: number; y: number };

/** What decides where a map opens: its centre, zoom and (if any) the bounds it is kept inside. */
export type OpeningView = { center: LatLngPair; zoom: number; maxBounds?: readonly [LatLngPair, LatLngPair] };

/**
 * Where the map's middle is when it opens, in world pixels at the view's zoom: the middle of
 * `maxBounds`, which is Kosovo's middle. (Leaflet keeps a box larger than the bounds centred on
 * them anyway, and an opening box fits Kosovo with room, so the middle is never clamped.)
 */
export function openingCentre(view: OpeningView = MAP_VIEW): Pixel {
  if (!view.maxBounds) return worldPixel(view.center, view.zoom);
  const [southWest, northEast] = view.maxBounds.map((corner) => worldPixel(corner, view.zoom)) as [Pixel, Pixel];
  return { x: (southWest.x + northEast.x) / 2, y: (southWest.y + northEast.y) / 2 };
}
