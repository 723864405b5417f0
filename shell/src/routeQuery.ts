/**
 * What a listings URL's query asks the page to show. Read by the app (Layout, ListingsRoute,
 * the route table's remotes), on the server and in the browser alike.
 */

/** Map mode of the listings route, the grid with the map beside it: a contract with the listings remote. */
export { isMapMode } from 'shared/contracts';

/** The filter strip sits under the top bar on any page whose URL carries a results page. */
export const showsFilterStrip = (search: URLSearchParams): boolean => search.has('page');
