/**
 * The map in the remote's server build (rspack.config.ts `serverReplacements`): Leaflet cannot
 * load in Node, and the panel mounts the map only a task after it has hydrated, so the server
 * never renders it. The panel around it (notice, legend, the opening tiles) is the server's.
 */
export function ListingsMap(): null {
  return null;
}
