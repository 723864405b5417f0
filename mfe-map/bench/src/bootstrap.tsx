/**
 * The benchmark page: the real MapPanel on its own page (as the standalone dev host shows it),
 * instrumented from outside. As in the site, the map mounts first and the listings arrive
 * later; the page records when the data service hands them over and when the first cluster
 * badges show, collects long tasks, and lets the runner publish hovers on the bus.
 */
import { renderStandalone } from 'shared/dev-host';
import { hoveredListingId } from 'shared/bus';
import { loadListings } from 'shared/listings';
import MapPanel from '../../src/MapPanel';

interface BenchState {
  start: number;
  /** The data service has fetched and checked the listings; the map's work starts here. */
  dataAt?: number;
  clustersAt?: number;
  longTasks: Array<{ start: number; duration: number }>;
}

const state: BenchState = { start: performance.now(), longTasks: [] };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

new MutationObserver(() => {
  if (state.clustersAt === undefined && document.querySelector('.leaflet-marker-icon')) {
    state.clustersAt = performance.now();
  }
}).observe(document.body, { subtree: true, childList: true });

// The same request the map's useListings waits for; this callback runs before the map's.
void loadListings().then(() => {
  state.dataAt = performance.now();
});

/** One hover from the grid: publish on the bus; the map handles it synchronously. */
function hover(listingId: string | null): number {
  const before = performance.now();
  hoveredListingId.next(listingId);
  return performance.now() - before;
}

Object.assign(window, { __bench: { state, hover } });

renderStandalone(<MapPanel height="100vh" />);
