/**
 * The benchmark page: the real MapPanel on its own page (as the standalone dev host shows it),
 * instrumented from outside. It records when the listings reach the map and when the first
 * clusters appear, collects long tasks, and lets the runner drive hover over the bus.
 */
import { renderStandalone } from 'shared/dev-host';
import { hoveredListingId } from 'shared/bus';
import MapPanel from '../../src/MapPanel';

interface BenchState {
  start: number;
  dataAt?: number;
  clustersAt?: number;
  longTasks: Array<{ start: number; duration: number }>;
}

const state: BenchState = { start: performance.now(), longTasks: [] };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

// The section says how many listings it shows once they are in; cluster badges follow.
new MutationObserver(() => {
  const count = Number(document.querySelector('section[data-marker-count]')?.getAttribute('data-marker-count') ?? 0);
  if (state.dataAt === undefined && count > 0) state.dataAt = performance.now();
  if (state.clustersAt === undefined && document.querySelector('.leaflet-marker-icon')) {
    state.clustersAt = performance.now();
  }
}).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-marker-count'] });

/** One hover from the grid: publish on the bus; the map handles it synchronously. */
function hover(listingId: string | null): number {
  const before = performance.now();
  hoveredListingId.next(listingId);
  return performance.now() - before;
}

Object.assign(window, { __bench: { state, hover } });

renderStandalone(<MapPanel height="100vh" />);
