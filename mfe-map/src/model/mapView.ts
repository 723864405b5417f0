/** SPEC 9: the map's view and clustering constants (the first view and the clustering live in shared/map-view, which the server's opening markers read too). */
export { CLUSTERING, MAP_VIEW, type LatLngPair } from 'shared/map-view';

/** A listing selected in the grid is shown at this zoom or closer. */
export const SELECTION_MIN_ZOOM = 14;

/** The zoom to pan to for a selection: the current one, but at least SELECTION_MIN_ZOOM. */
export function selectionZoom(currentZoom: number): number {
  return Math.max(currentZoom, SELECTION_MIN_ZOOM);
}

/** Cluster badge diameter (px) by the number of listings inside. */
export function clusterSize(count: number): number {
  if (count < 10) return 34;
  if (count < 100) return 40;
  return 48;
}
