/**
 * The entry of this remote's server build (`dist/server/remote.cjs`, see shared/build): the
 * exposed panel by its `exposes` key, which the shell's server renders in map mode before the
 * browser hydrates it. Leaflet is not in it: the panel loads the map itself only in a browser.
 */
import MapPanel from './MapPanel';

export const exposes = {
  './MapPanel': MapPanel,
};
