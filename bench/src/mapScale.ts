/**
 * The map with many listings, in the composed site (/pronat?view=harta) on a desktop viewport
 * at full speed: time to the first clusters, main-thread tasks over 50 ms, and the cost of one
 * hover update sent over the bus (as a card hover does).
 */
import type { Browser, Page } from '@playwright/test';
import { addNameShim } from './pageShim';
import { max, median, percentile } from './stats';

export interface MapScale {
  listings: number;
  /** From navigation start to the first cluster or marker icon on the map. */
  firstClustersMs: number;
  /** From the map container's mounting to the first cluster or marker icon. */
  firstClustersSinceMapMs: number;
  /** From the listings data's arrival (the last byte of its last file) to the first cluster or marker icon. */
  firstClustersSinceDataMs: number;
  /**
   * From the moment clustering could start (the map mounted and the data in, whichever was later)
   * to the first cluster or marker icon: the clustering itself, not the code's arrival.
   */
  firstClustersSinceBothMs: number;
  /** From the map container's mounting until the marker layer stopped changing. */
  clustersSettledSinceMapMs: number;
  /** Longest main-thread task from navigation until the markers settled (0 = none over 50 ms). */
  longestTaskMs: number;
  /** Longest task between the data's arrival (or the map's mounting, if later) and the markers' settling. */
  longestTaskWhileClusteringMs: number;
  tasksOver50ms: number;
  /**
   * One hover update over the bus, as the grid sends it: the synchronous work it starts (the map
   * restyles its markers in the bus callback), and the time to the end of that task.
   */
  hover: { updates: number; medianMs: number; p95Ms: number; maxMs: number; toTaskEndMedianMs: number; longestTaskMs: number } | null;
  markerIcons: number;
  /** Every page load's first clusters since both and longest task while clustering (see measureMapRuns). */
  runs?: { sinceBothMs: number; longestTaskWhileClusteringMs: number }[];
}

const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Quiet time after which the marker layer counts as settled. */
const SETTLE_MS = 1_500;
const HOVER_UPDATES = 20;

interface Probe {
  tasks: { start: number; duration: number }[];
  mapMounted: number;
  firstIcon: number;
  lastMarkerChange: number;
}

export async function measureMap(browser: Browser, origin: string): Promise<MapScale> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await addNameShim(context);
  await context.route(
    (url) => url.origin !== origin,
    (request) => request.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG }),
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    const probe = { tasks: [] as { start: number; duration: number }[], mapMounted: -1, firstIcon: -1, lastMarkerChange: -1 };
    (window as unknown as { __benchMap: typeof probe }).__benchMap = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const watch = () => {
      new MutationObserver((records) => {
        const now = performance.now();
        for (const record of records) {
          const target = record.target as Element;
          if (probe.mapMounted < 0 && document.querySelector('.leaflet-container')) probe.mapMounted = now;
          if (!target.closest?.('.leaflet-marker-pane, .leaflet-overlay-pane')) continue;
          probe.lastMarkerChange = now;
          if (probe.firstIcon < 0 && document.querySelector('.leaflet-marker-pane .leaflet-marker-icon, .leaflet-overlay-pane path.leaflet-interactive')) {
            probe.firstIcon = now;
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'd', 'style'] });
    };
    if (document.documentElement) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });

  try {
    await page.goto(`${origin}/pronat?view=harta&page=1`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __benchMap: Probe }).__benchMap.firstIcon >= 0, undefined, { timeout: 120_000 });
    await page.waitForFunction(
      (quiet) => {
        const probe = (window as unknown as { __benchMap: Probe }).__benchMap;
        return performance.now() - probe.lastMarkerChange > quiet;
      },
      SETTLE_MS,
      { timeout: 120_000, polling: 250 },
    );
    const probe = await page.evaluate(() => (window as unknown as { __benchMap: Probe }).__benchMap);
    const markerIcons = await page.locator('.leaflet-marker-pane .leaflet-marker-icon').count();
    const settled = probe.lastMarkerChange;
    // The map needs every listing: the last byte of the last listings file (index part or listings.json).
    const dataArrived = await page.evaluate(() => {
      const ends = performance
        .getEntriesByType('resource')
        .filter((resource) => /\/assets\/data\/(listings-index\/|listings\.json)/.test(resource.name))
        .map((resource) => (resource as PerformanceResourceTiming).responseEnd);
      return ends.length ? Math.max(...ends) : Number.NaN;
    });
    const clusteringFrom = Math.max(probe.mapMounted, Number.isFinite(dataArrived) ? dataArrived : 0);
    const clusteringTasks = probe.tasks.filter((task) => task.start + task.duration >= clusteringFrom && task.start <= settled);
    const loadTasks = probe.tasks.filter((task) => task.start <= settled);

    const hover = await measureHover(page);
    const listings = await page.evaluate(async () => {
      type Share = { loaded?: boolean; lib?: () => unknown };
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } }).__FEDERATION__;
      for (const scope of Object.values(federation?.__SHARE__ ?? {}))
        for (const shares of Object.values(scope))
          for (const version of Object.values(shares['shared/listings'] ?? {})) {
            const module = version.loaded && version.lib ? (version.lib() as { loadListings?: () => Promise<unknown> }) : undefined;
            const all = await module?.loadListings?.();
            if (Array.isArray(all)) return all.length;
          }
      return -1;
    });

    return {
      listings,
      firstClustersMs: probe.firstIcon,
      firstClustersSinceMapMs: probe.firstIcon - probe.mapMounted,
      firstClustersSinceDataMs: probe.firstIcon - dataArrived,
      firstClustersSinceBothMs: probe.firstIcon - clusteringFrom,
      clustersSettledSinceMapMs: settled - probe.mapMounted,
      longestTaskMs: loadTasks.length ? max(loadTasks.map((task) => task.duration)) : 0,
      longestTaskWhileClusteringMs: clusteringTasks.length ? max(clusteringTasks.map((task) => task.duration)) : 0,
      tasksOver50ms: loadTasks.length,
      hover,
      markerIcons,
    };
  } finally {
    await context.close();
  }
}

/**
 * Sends hover on and off for listings over the shared bus, once the page has had no long task
 * for two seconds, and times each update: its synchronous work and the time to the end of its
 * task. Null when the page has no bus or listings module loaded.
 */
async function measureHover(page: Page): Promise<MapScale['hover']> {
  const result = await page.evaluate(async (updates) => {
    type Share = { loaded?: boolean; lib?: () => unknown };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } }).__FEDERATION__;
    const find = (name: string) => {
      for (const scope of Object.values(federation?.__SHARE__ ?? {}))
        for (const shares of Object.values(scope))
          for (const version of Object.values(shares[name] ?? {})) if (version.loaded && version.lib) return version.lib() as Record<string, unknown>;
      return undefined;
    };
    const bus = find('shared/bus') as { hoveredListingId?: { next(value: string | null): void } } | undefined;
    const listingsModule = find('shared/listings') as { loadListings?: () => Promise<unknown> } | undefined;
    const all = await listingsModule?.loadListings?.();
    if (!bus?.hoveredListingId || !Array.isArray(all)) return null;
    const ids = (all as { id: string; geoPoint?: unknown }[]).filter((listing) => listing.geoPoint).map((listing) => listing.id);
    const probe = (window as unknown as { __benchMap: Probe }).__benchMap;
    const quietSince = () => Math.max(0, ...probe.tasks.map((task) => task.start + task.duration));
    for (let waited = 0; performance.now() - quietSince() < 2_000 && waited < 30_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
    observer.observe({ type: 'longtask' });
    const endOfTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const times: number[] = [];
    const toTaskEnd: number[] = [];
    for (let index = 0; index < updates; index++) {
      const id = ids[Math.floor((index * ids.length) / updates)] ?? null;
      for (const value of [id, null]) {
        await frame();
        const started = performance.now();
        bus.hoveredListingId.next(value);
        times.push(performance.now() - started);
        await endOfTask();
        toTaskEnd.push(performance.now() - started);
      }
    }
    await frame();
    observer.disconnect();
    return { times, toTaskEnd, tasks };
  }, HOVER_UPDATES);
  if (!result) return null;
  return {
    updates: result.times.length,
    medianMs: median(result.times),
    p95Ms: percentile(result.times, 95),
    maxMs: max(result.times),
    toTaskEndMedianMs: median(result.toTaskEnd),
    longestTaskMs: result.tasks.length ? max(result.tasks) : 0,
  };
}

/**
 * Several page loads of the map: the figures of the load with the median first clusters since
 * both (a single load varies widely from run to run on a shared machine), with every load's first
 * clusters and longest task while clustering, and that longest task taken over all loads.
 */
export function medianMapRun(loads: MapScale[]): MapScale {
  if (loads.length === 0) throw new Error('No map measurement to choose from');
  const bySinceBoth = [...loads].sort((a, b) => a.firstClustersSinceBothMs - b.firstClustersSinceBothMs);
  const middle = bySinceBoth[Math.floor((bySinceBoth.length - 1) / 2)] as MapScale;
  return {
    ...middle,
    longestTaskWhileClusteringMs: max(loads.map((load) => load.longestTaskWhileClusteringMs)),
    runs: loads.map((load) => ({ sinceBothMs: load.firstClustersSinceBothMs, longestTaskWhileClusteringMs: load.longestTaskWhileClusteringMs })),
  };
}

export async function measureMapRuns(browser: Browser, origin: string, runs: number): Promise<MapScale> {
  const loads: MapScale[] = [];
  for (let run = 0; run < runs; run++) loads.push(await measureMap(browser, origin));
  return medianMapRun(loads);
}
