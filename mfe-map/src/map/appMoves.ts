import type L from 'leaflet';

/** Maps the app itself is moving, until that move's end. */
const moving = new WeakSet<L.Map>();

/**
 * Moves the map as the app (a fit to the search, a pan to a card the grid selected), so the
 * move is not taken for the visitor's: only a visitor's pan or zoom offers 'Kërko në këtë zonë'.
 * Every Leaflet move ends with one 'moveend', at once or after its animation.
 */
export function moveAsApp(map: L.Map, move: () => void): void {
  moving.add(map);
  map.once('moveend', () => moving.delete(map));
  move();
}

/** Whether a move starting now is the app's (moveAsApp), not the visitor's. */
export const isAppMove = (map: L.Map): boolean => moving.has(map);
