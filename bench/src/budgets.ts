/** The speed budgets and tap goals, checked against one result. Printed only: the benchmark asserts nothing. */
import type { BenchResult, BudgetCheck } from './types';
import { delayLabel, earlyGoals } from './earlyTapFigures';
import { TASK_GOAL_MS } from './startTaskFigures';

export const BUDGETS = {
  score: 95,
  lcpMs: 2_000,
  tbtMs: 100,
  cls: 0.02,
  /** The listings page's first-load JavaScript, gzip: what a slow phone fetches before it can start. */
  pronatJsGzipBytes: 220 * 1024,
  lcp10kMs: 2_500,
  mapTaskMs: 50,
  mapFirstClustersMs: 300,
  hoverMs: 16,
  opsMs: 5,
  /** A tap's answer the first time within 1.5 × the same tap again, its frame within 100 ms. */
  tapColdOverWarm: 1.5,
  tapFeedbackMs: 100,
  /** A listing page's LCP within 1.10 × its static SEO page's, measured in one run. */
  listingOverSeoLcp: 1.1,
};

/** The Lighthouse labels of a listing's page and of its static SEO page (run.ts pageRoutes). */
export const LISTING_PAGE_LABEL = '/pronat/{id}';
export const SEO_PAGE_LABEL = 'SEO page of {id}';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const check = (budget: string, value: string, met: boolean | null): BudgetCheck => ({ budget, value, met });
const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/** Routes a remote must not load on: the map remote outside map mode, the detail remote without a listing. */
const MAP_ROUTE = /view=harta/;
const DETAIL_ROUTE = /^\/pronat\/[^?]/;

export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [route, lh] of Object.entries(result.lighthouse)) {
    checks.push(check(`${route}: performance ≥ ${BUDGETS.score}`, String(lh.score), known(lh.score) ? lh.score >= BUDGETS.score : null));
    checks.push(check(`${route}: LCP ≤ 2.0 s`, ms(lh.lcpMs), known(lh.lcpMs) ? lh.lcpMs <= BUDGETS.lcpMs : null));
    checks.push(check(`${route}: TBT ≤ 100 ms`, ms(lh.tbtMs), known(lh.tbtMs) ? lh.tbtMs <= BUDGETS.tbtMs : null));
    checks.push(check(`${route}: CLS ≤ 0.02`, known(lh.cls) ? lh.cls.toFixed(3) : 'n/a', known(lh.cls) ? lh.cls <= BUDGETS.cls : null));
  }

  const listing = result.lighthouse[LISTING_PAGE_LABEL];
  const seo = result.lighthouse[SEO_PAGE_LABEL];
  if (listing && seo) {
    const ratio = listing.lcpMs / seo.lcpMs;
    checks.push(check(`listing page LCP ≤ ${BUDGETS.listingOverSeoLcp} × its SEO page's`, known(ratio) ? `${ratio.toFixed(2)}×` : 'n/a', known(ratio) ? ratio <= BUDGETS.listingOverSeoLcp : null));
  }

  for (const row of result.earlyTaps ?? []) {
    const goals = earlyGoals(row.delayMs, row.median);
    for (const goal of [goals.feedback, goals.content]) {
      if (!goal.applies) continue;
      checks.push(check(`early tap ${row.action} at ${delayLabel(row.delayMs)}: ${goal.goal}`, ms(goal.value), goal.met));
    }
  }

  for (const row of result.startTasks ?? []) {
    checks.push(check(`${row.route}: no task over ${TASK_GOAL_MS} ms once painted, fresh visit (throttled phone, median longest)`, ms(row.median.longestMs), known(row.median.longestMs) ? row.median.longestMs <= TASK_GOAL_MS : null));
  }

  for (const row of result.interactions ?? []) {
    const ratio = row.cold.contentMs / row.warm.contentMs;
    checks.push(check(`tap ${row.action}: cold ≤ 1.5 × warm (throttled phone)`, known(ratio) ? `${ratio.toFixed(2)}×` : 'n/a', known(ratio) ? ratio <= BUDGETS.tapColdOverWarm : null));
    const feedback = row.cold.feedbackMs;
    checks.push(check(`tap ${row.action}: frame ≤ 100 ms (cold)`, ms(feedback), known(feedback) ? feedback <= BUDGETS.tapFeedbackMs : null));
  }

  const pronat = result.bytes['/pronat?page=1'];
  if (pronat) {
    const js = pronat.total.js.gzip;
    checks.push(check(`/pronat: JS before interactive ≤ ${BUDGETS.pronatJsGzipBytes / 1024} KB gzip`, kb(js), js <= BUDGETS.pronatJsGzipBytes));
  }
  for (const [route, capture] of Object.entries(result.bytes)) {
    const leaflet = capture.jsComposition.some((part) => /^(leaflet|react-leaflet|@react-leaflet\/core|react-leaflet-cluster|leaflet\.markercluster)$/.test(part.owner));
    if (!MAP_ROUTE.test(route)) {
      const loaded = capture.apps.includes('mfe-map') || leaflet;
      checks.push(check(`${route}: no map remote or Leaflet`, loaded ? 'loaded' : 'not loaded', !loaded));
    }
    if (!DETAIL_ROUTE.test(route)) {
      const loaded = capture.apps.includes('mfe-detail');
      checks.push(check(`${route}: no detail remote`, loaded ? 'loaded' : 'not loaded', !loaded));
    }
  }

  const largest = [...result.dataScale].sort((a, b) => b.listings - a.listings)[0];
  if (largest && largest.listings >= 10_000) {
    const lcp = largest.lighthouse?.lcpMs;
    checks.push(check(`${largest.listings} listings: /pronat LCP ≤ 2.5 s`, ms(lcp ?? Number.NaN), known(lcp) ? lcp <= BUDGETS.lcp10kMs : null));
    const ops = largest.page ?? largest.node;
    const slowest = ops ? Math.max(...ops.perChange.map((change) => change.medianMs)) : Number.NaN;
    checks.push(
      check(
        `${largest.listings} listings: filter→sort→page < 5 ms a change (${largest.page ? 'in the page' : 'in Node'}, slowest change)`,
        known(slowest) ? `${slowest.toFixed(2)} ms` : 'n/a',
        known(slowest) ? slowest < BUDGETS.opsMs : null,
      ),
    );
  }

  const bigMap = [...result.mapScale].sort((a, b) => b.dataset - a.dataset)[0];
  if (bigMap && bigMap.dataset >= 10_000) {
    const where = `map ${bigMap.dataset} in the site`;
    checks.push(check(`${where}: no task > 50 ms while clustering`, ms(bigMap.longestTaskWhileClusteringMs), bigMap.longestTaskWhileClusteringMs <= BUDGETS.mapTaskMs));
    // From when clustering could start: the map mounted and the data in. From the data alone the
    // window would time the app's code arriving after the first view, which the report prints too.
    const firstClusters = bigMap.firstClustersSinceBothMs;
    checks.push(check(`${where}: first clusters ≤ 300 ms (from the map and the data both there)`, ms(firstClusters), known(firstClusters) ? firstClusters <= BUDGETS.mapFirstClustersMs : null));
    const hover = bigMap.hover?.maxMs;
    checks.push(check(`${where}: hover update < 16 ms (slowest of ${bigMap.hover?.updates ?? 0})`, known(hover) ? `${hover.toFixed(1)} ms` : 'n/a', known(hover) ? hover < BUDGETS.hoverMs : null));
  }
  const alone = result.mapRemote?.rows.find((row) => row.listings >= 10_000);
  if (alone) {
    const where = `map ${alone.listings} alone (mfe-map bench)`;
    const figure = (value: number, digits = 0) => (known(value) ? `${value.toFixed(digits)} ms` : 'n/a');
    checks.push(check(`${where}: no task > 50 ms while clustering`, figure(alone.longestTaskMs), known(alone.longestTaskMs) ? alone.longestTaskMs <= BUDGETS.mapTaskMs : null));
    checks.push(check(`${where}: first clusters ≤ 300 ms (from the data, as the page loads)`, figure(alone.dataToClustersMs), known(alone.dataToClustersMs) ? alone.dataToClustersMs <= BUDGETS.mapFirstClustersMs : null));
    const clustering = alone.clusteringAloneMs;
    const clusteringTask = alone.clusteringAloneLongestTaskMs;
    checks.push(check(`${where}: clustering alone (map up first): first clusters ≤ 300 ms`, figure(clustering), known(clustering) ? clustering <= BUDGETS.mapFirstClustersMs : null));
    checks.push(check(`${where}: clustering alone (map up first): no task > 50 ms`, figure(clusteringTask), known(clusteringTask) ? clusteringTask <= BUDGETS.mapTaskMs : null));
    checks.push(check(`${where}: hover update < 16 ms (max)`, figure(alone.hoverMaxMs, 2), known(alone.hoverMaxMs) ? alone.hoverMaxMs < BUDGETS.hoverMs : null));
  }
  return checks;
}
