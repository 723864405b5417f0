import { describe, expect, it } from 'vitest';
import { normalizeListings } from 'shared/listings';
import { parseBenchArgs } from './args';
import { federationRows } from './federation';
import { Attributor, groupOf, kindOf } from './attribution';
import { chainTo, paintAt } from './chain';
import { scaleListings } from './generate';
import { charactersByOwner, decodeVlq, ownerOf } from './sourcemap';
import { mannWhitneyU, median, percentile } from './stats';
import { table } from './report';
import { LISTING_PAGE_LABEL, SEO_PAGE_LABEL, checkBudgets } from './budgets';
import type { BenchResult, MapScaleRow } from './types';
import { parseMapRemoteTable } from './mapRemoteBench';
import { medianMapRun } from './mapScale';
import { startTaskRun, summarizeStartTasks } from './startTaskFigures';
import { streetTilePng, TILE_PATH } from './tileHost';
import zlib from 'node:zlib';
import { site } from 'shared/site';

describe('stats', () => {
  it('takes the median of odd and even counts and ignores NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });
});

describe('mannWhitneyU', () => {
  it('gives the exact two-sided p without ties', () => {
    // Fully separated 4 vs 4: 2 of the C(8,4) = 70 arrangements are as extreme.
    expect(mannWhitneyU([1, 2, 3, 4], [5, 6, 7, 8])).toEqual({ u: 0, p: 2 / 70, exact: true });
    expect(mannWhitneyU([5, 6, 7, 8], [1, 2, 3, 4]).p).toBeCloseTo(2 / 70, 12);
    // Alternating values: U = 6 of 16, as R's wilcox.test (p = 0.6857).
    const alternating = mannWhitneyU([1, 3, 5, 7], [2, 4, 6, 8]);
    expect(alternating.u).toBe(6);
    expect(alternating.p).toBeCloseTo(0.6857, 4);
    // 8 vs 8 fully separated: 2 of C(16,8) = 12,870.
    const eight = mannWhitneyU([1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 15, 16, 17, 18]);
    expect(eight.p).toBeCloseTo(2 / 12_870, 10);
  });

  it('falls back to the normal approximation with ties, and ignores NaN', () => {
    const tied = mannWhitneyU([1, 2, 2, 3, Number.NaN], [2, 3, 4, 5]);
    expect(tied.exact).toBe(false);
    // By hand (R's wilcox.test formula): U = 2.5, σ² = 16/12 · (9 − 30/56), z = (5.5 − 0.5)/σ = 1.488.
    expect(tied.u).toBe(2.5);
    expect(tied.p).toBeCloseTo(0.1367, 3);
    expect(mannWhitneyU([1, 1, 1], [1, 1, 1]).p).toBe(1);
    expect(mannWhitneyU([], [1]).p).toBeNaN();
  });
});

describe('scaleListings', () => {
  const entry = (id: string, fields: Record<string, unknown>) => ({
    id,
    active: true,
    title: `Banesë ${id}`,
    description: 'Banesë e re me pamje nga qyteti.',
    category: 'apartment',
    option: 'Në Shitje',
    city: 'Prishtinë',
    subcity: 'Ulpiana',
    images: ['/assets/images/exterior-apartment-01-1200.webp'],
    details: { area: 70, rooms: 3 },
    ...fields,
  });
  const sample = {
    listings: [
      entry('7', { title: 'A', price: 100_000, createdAt: '2026-01-10T00:00:00.000Z', geoPoint: { latitude: 42.6, longitude: 21.1 } }),
      entry('8', { active: false, title: 'B', price: 50_000, createdAt: '2026-01-09T00:00:00.000Z' }),
      entry('9', { title: 'C', price: 'Me Marrëveshje', createdAt: '2026-01-08T00:00:00.000Z', geoPoint: { latitude: '42.5', longitude: '21.0' } }),
    ],
  };

  it('makes the asked number of active listings with unique ids, from the active ones only', () => {
    const { listings } = scaleListings(sample, 25);
    expect(listings).toHaveLength(25);
    expect(new Set(listings.map((listing) => listing.id)).size).toBe(25);
    expect(listings.every((listing) => listing.active === true && listing.title !== 'B')).toBe(true);
    // The site reads it like the sample: every one active, coordinates as numbers.
    const normalized = normalizeListings({ listings });
    expect(normalized).toHaveLength(25);
    expect(normalized.every((listing) => typeof listing.geoPoint?.latitude === 'number')).toBe(true);
  });

  it('is deterministic, keeps "Me Marrëveshje" and moves copies near the original', () => {
    expect(scaleListings(sample, 10)).toEqual(scaleListings(sample, 10));
    const { listings } = scaleListings(sample, 10);
    expect(listings.filter((listing) => listing.title === 'C').every((listing) => listing.price === 'Me Marrëveshje')).toBe(true);
    for (const listing of listings.filter((item) => item.title === 'A')) {
      const point = listing.geoPoint as { latitude: number; longitude: number };
      expect(Math.abs(point.latitude - 42.6)).toBeLessThanOrEqual(0.015);
      expect(listing.price).toBeGreaterThanOrEqual(80_000);
      expect(listing.price).toBeLessThanOrEqual(120_000);
    }
  });
});

describe('Attributor', () => {
  const attributor = new Attributor({
    shell: {
      shared: [
        { name: 'react-dom', assets: { js: { sync: ['435.aa.js'], async: [] } } },
        { name: 'shared/ui', assets: { js: { sync: ['600.bb.js'] }, css: { sync: ['600.cc.css'] } } },
      ],
    },
    'mfe-listings': { exposes: [{ name: 'ListingsPage', path: './ListingsPage', assets: { js: { sync: ['__federation_expose_ListingsPage.js'] } } }] },
  });

  it('names the shell, its shared singletons, a remote, its exposed module and the data', () => {
    expect(groupOf(attributor.attribute('http://127.0.0.1/main.12.js'))).toBe('shell');
    expect(attributor.attribute('http://127.0.0.1/435.aa.js').shared).toEqual(['react-dom']);
    expect(groupOf(attributor.attribute('http://127.0.0.1/600.cc.css'))).toBe('shell · shared');
    const exposed = attributor.attribute('http://127.0.0.1/remotes/mfe-listings/__federation_expose_ListingsPage.js');
    expect(exposed).toMatchObject({ app: 'mfe-listings', exposes: ['./ListingsPage'], file: '__federation_expose_ListingsPage.js' });
    expect(groupOf(attributor.attribute('http://127.0.0.1/assets/data/listings.json?v=v2'))).toBe('data');
  });

  it('tells scripts, styles, data and images apart', () => {
    expect(kindOf('http://x/a.js')).toBe('js');
    expect(kindOf('http://x/a.css')).toBe('css');
    expect(kindOf('http://x/assets/data/listings.json?v=v2')).toBe('json');
    expect(kindOf('http://x/assets/images/a-600.webp')).toBe('image');
    expect(kindOf('http://x/pronat', 'text/html')).toBe('document');
  });
});

describe('source maps', () => {
  it('decodes Base64 VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('IAAM')).toEqual([4, 0, 0, 6]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('names the package or workspace folder of a source', () => {
    expect(ownerOf('webpack://shell/../node_modules/.pnpm/@mantine+core@9.7.3/node_modules/@mantine/core/esm/x.mjs')).toBe('@mantine/core');
    expect(ownerOf('webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(ownerOf('webpack://mfe-listings/./src/ListingsPage.tsx')).toBe('mfe-listings/src');
    expect(ownerOf('webpack://mfe-listings/css ./src/ListingCard.module.css')).toBe('mfe-listings/src');
    expect(ownerOf('webpack://shell/../shared/src/ui/index.ts')).toBe('shared/ui');
    expect(ownerOf('webpack://shell/../shared/src/bus.ts')).toBe('shared/bus');
    expect(ownerOf('webpack://shell/webpack/runtime/load_script')).toBe('bundler runtime');
  });

  it('counts generated characters per owner', () => {
    // Line 0: columns 0-3 from source 0, 4-9 from source 1; line 1: all from source 0.
    const code = 'abcdefghij\nklm';
    const map = { sources: ['webpack://a/../node_modules/left/x.js', 'webpack://a/../node_modules/right/y.js'], mappings: 'AAAA,ICAA;ADAA' };
    expect(Object.fromEntries(charactersByOwner(map, code))).toEqual({ left: 7, right: 6 });
  });
});

describe('chainTo', () => {
  const request = (url: string, start: number, end: number) => ({ url, start, end });

  it('counts the requests that ran one after another before the target', () => {
    const html = request('/', 0, 1);
    const main = request('/main.js', 1.1, 2);
    const favicon = request('/favicon.svg', 1.1, 1.3);
    const remotes = request('/remotes.json', 2.1, 2.4);
    const chunk = request('/chunk.js', 2.1, 3);
    const data = request('/listings.json', 3.2, 4);
    const image = request('/a-600.webp', 4.1, 4.5);
    const chain = chainTo([html, main, favicon, remotes, chunk, data, image], image);
    expect(chain.depth).toBe(5);
    expect(chain.urls).toEqual(['/', '/main.js', '/chunk.js', '/listings.json', '/a-600.webp']);
  });

  it('ends a text paint after the last request it waited for', () => {
    const chain = chainTo([request('/', 0, 1), request('/main.js', 1.1, 2), request('/late.js', 5, 6)], paintAt(3));
    expect(chain.urls).toEqual(['/', '/main.js', '(text painted)']);
    expect(chain.depth).toBe(3);
  });
});

describe('parseBenchArgs', () => {
  it('runs three times by default and once with --quick', () => {
    expect(parseBenchArgs([]).runs).toBe(3);
    expect(parseBenchArgs(['--quick']).runs).toBe(1);
    expect(parseBenchArgs(['--', '--quick', '--runs', '5']).runs).toBe(5);
    expect([...parseBenchArgs(['--only', 'bytes,map']).sections]).toEqual(['bytes', 'map']);
    expect([...parseBenchArgs([]).pages]).toEqual(['grid', 'detail', 'home', 'map', 'seo']);
    expect([...parseBenchArgs(['--pages', 'map,home']).pages]).toEqual(['map', 'home']);
    expect([...parseBenchArgs([]).actions]).toEqual(['contact', 'preview', 'map', 'filters']);
    expect([...parseBenchArgs(['--actions', 'map, contact']).actions]).toEqual(['map', 'contact']);
    expect(() => parseBenchArgs(['--actions', 'map,scroll'])).toThrow('--actions takes contact, preview, map, filters; not scroll');
  });

  it('refuses unknown sections and bad numbers', () => {
    expect(() => parseBenchArgs(['--only', 'speed'])).toThrow(/--only/);
    expect(() => parseBenchArgs(['--pages', 'contact'])).toThrow(/--pages/);
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--port', '80'])).toThrow(/--port/);
  });

  it('measures federation against the one bundle only when asked, and alone (it builds both)', () => {
    expect(parseBenchArgs([]).sections.has('federation')).toBe(false);
    expect([...parseBenchArgs(['--only', 'federation']).sections]).toEqual(['federation']);
    expect(() => parseBenchArgs(['--only', 'federation,lighthouse'])).toThrow(/runs alone/);
    expect(() => parseBenchArgs(['--only', 'federation', '--compare', 'main'])).toThrow(/runs alone/);
  });

  it('compares the long tasks of a fresh visit only when asked', () => {
    expect([...parseBenchArgs(['--compare', 'main']).sections]).toEqual(['lighthouse', 'interactions']);
    expect([...parseBenchArgs(['--compare', 'main', '--only', 'tasks']).sections]).toEqual(['tasks']);
  });
});

describe('federationRows', () => {
  it('gives the ratio federated ÷ one bundle of the medians and judges it against the goal', () => {
    const [js, lcp] = federationRows([
      { name: 'grid start JS', goal: 'ratio', unit: 'KB', one: [100_000, 100_000, 100_000], federated: [120_000, 120_000, 120_000] },
      { name: 'grid LCP', goal: 'lcp', unit: 'ms', one: [1000, 1010, 1020], federated: [1030, 1040, 1050] },
    ]);
    expect(js?.slice(3, 5)).toEqual(['1.20×', '+19.5']);
    expect(js?.[6]).toBe('≤ 1.1× NOT MET');
    expect(lcp?.slice(3, 5)).toEqual(['1.03×', '+30']);
    expect(lcp?.[6]).toBe('≤ +50 ms met');
  });
});

describe('table', () => {
  it('pads the first column left and the others right', () => {
    expect(table(['route', 'KB'], [['/home', '1.5'], ['/pronat?page=1', '120.0']])).toBe(
      ['route              KB', '--------------  -----', '/home             1.5', '/pronat?page=1  120.0'].join('\n'),
    );
  });
});

describe('parseMapRemoteTable', () => {
  it('reads the rows of the map remote benchmark by its header', () => {
    const output = [
      'mfe-map benchmark: Chromium 150, 3 run(s) per size, 100 listings hovered 5 times each (median of runs)',
      '',
      'listings  data → first clusters  page start → first clusters  long tasks meanwhile (longest)  hover update median / max (best of 5)  hover raw p95  paths created by hovers',
      '1,000     485 ms                 702 ms                       2 (156 ms)                      0.20 ms / 0.30 ms                      3.90 ms        0',
      '10,000    1255 ms                1676 ms                      6 (175 ms)                      0.20 ms / 0.50 ms                      5.00 ms        0',
      '',
      'machine load 13.3 9.5 9.4 (1/5/15 min): the figures grow with it',
    ].join('\n');
    expect(parseMapRemoteTable(output)).toEqual([
      { listings: 1000, dataToClustersMs: 485, startToClustersMs: 702, longTasks: 2, longestTaskMs: 156, hoverMedianMs: 0.2, hoverP95Ms: 3.9, hoverMaxMs: 0.3, clusteringAloneMs: Number.NaN, clusteringAloneLongTasks: Number.NaN, clusteringAloneLongestTaskMs: Number.NaN },
      { listings: 10000, dataToClustersMs: 1255, startToClustersMs: 1676, longTasks: 6, longestTaskMs: 175, hoverMedianMs: 0.2, hoverP95Ms: 5, hoverMaxMs: 0.5, clusteringAloneMs: Number.NaN, clusteringAloneLongTasks: Number.NaN, clusteringAloneLongestTaskMs: Number.NaN },
    ]);
  });

  it('reads the clustering-alone column (data held back until the map is up)', () => {
    const output = [
      'listings  data → first clusters  page start → first clusters  long tasks meanwhile (longest)  clustering alone: data → first clusters, map up first (long tasks, longest)  hover update median / max (best of 5)  hover raw p95  paths created by hovers',
      '1,000     237 ms                 482 ms                       0 (0.00 ms)                     66 ms (0, 0.00 ms)                                                           0.20 ms / 0.40 ms                      0.50 ms        0',
      '10,000    246 ms                 855 ms                       1 (54 ms)                       155 ms (2, 61 ms)                                                            0.20 ms / 0.40 ms                      0.60 ms        0',
    ].join('\n');
    const rows = parseMapRemoteTable(output);
    expect(rows[0]).toMatchObject({ listings: 1000, dataToClustersMs: 237, longTasks: 0, clusteringAloneMs: 66, clusteringAloneLongTasks: 0, clusteringAloneLongestTaskMs: 0 });
    expect(rows[1]).toMatchObject({ listings: 10000, dataToClustersMs: 246, longestTaskMs: 54, clusteringAloneMs: 155, clusteringAloneLongTasks: 2, clusteringAloneLongestTaskMs: 61, hoverMaxMs: 0.4 });
  });

  it('reads the earlier layout with median / p95 / max in one column, and nothing without a header', () => {
    const output = [
      'listings  data → first clusters  page start → first clusters  long tasks meanwhile (longest)  hover update median / p95 / max  paths created by hovers',
      '10,000    61 ms                  301 ms                       1 (52 ms)                       0.40 ms / 0.90 ms / 12 ms        0',
    ].join('\n');
    expect(parseMapRemoteTable(output)[0]).toMatchObject({ listings: 10000, hoverMedianMs: 0.4, hoverP95Ms: 0.9, hoverMaxMs: 12, longestTaskMs: 52 });
    expect(parseMapRemoteTable('10,000  61 ms')).toEqual([]);
  });
});

describe('the stand-in tile host', () => {
  it('answers a 256 px PNG about the size of a real street tile', () => {
    const png = streetTilePng();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    expect(png.length).toBeGreaterThan(10_000);
    expect(png.length).toBeLessThan(40_000);
    // The image data inflates to 256 rows of a filter byte and 256 RGB pixels.
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(zlib.inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(256 * (256 * 3 + 1));
  });

  it('recognises the tile paths of every provider in the site configuration', () => {
    for (const layer of site.mapTiles) {
      const url = new URL(layer.url.replace('{s}', 'a').replace('{z}', '8').replace('{x}', '142').replace('{y}', '94').replace('{r}', ''));
      expect(TILE_PATH.test(url.pathname), layer.id).toBe(true);
    }
    expect(TILE_PATH.test('/favicon.ico')).toBe(false);
  });
});

describe('checkBudgets: a listing page against its static SEO page', () => {
  const summary = (lcpMs: number) => ({ score: 99, lcpMs, tbtMs: 0, cls: 0 });
  const result = (listingLcp: number, seoLcp: number) =>
    ({ lighthouse: { [LISTING_PAGE_LABEL]: summary(listingLcp), [SEO_PAGE_LABEL]: summary(seoLcp) }, bytes: {}, dataScale: [], mapScale: [], mapRemote: null }) as unknown as BenchResult;
  const ratioCheck = (listingLcp: number, seoLcp: number) => checkBudgets(result(listingLcp, seoLcp)).find((check) => check.budget.includes("its SEO page"));

  it('holds the listing page\'s LCP to 1.10 times the SEO page\'s, from the same run', () => {
    expect(ratioCheck(1_100, 1_000)).toMatchObject({ value: '1.10×', met: true });
    expect(ratioCheck(1_250, 1_000)).toMatchObject({ value: '1.25×', met: false });
  });
});

describe('long tasks of a fresh visit', () => {
  const tasks = [
    { start: 300, duration: 120 },
    { start: 1_500, duration: 240 },
    { start: 2_600, duration: 70 },
  ];

  it('takes the longest task and the blocking time from the first paint on, and what came before apart', () => {
    // FCP at 1000 ms: the first task only delayed the paint.
    expect(startTaskRun(tasks, 1_000, 2_000, 1_800)).toEqual({ longestMs: 240, blockingMs: 190 + 20, overGoal: 1, longestAfterLoadMs: -500, beforePaintMs: 120, busyAfterLoadMs: 1_800 });
    // FCP at 1600 ms, in the second task: only its last 140 ms can make a tap wait.
    expect(startTaskRun(tasks, 1_600, 2_000, 0)).toMatchObject({ longestMs: 140, blockingMs: 90 + 20, overGoal: 0, longestAfterLoadMs: -400, beforePaintMs: 120 });
    expect(startTaskRun([], 1_000, 2_000, 0)).toMatchObject({ longestMs: 0, blockingMs: 0, overGoal: 0, beforePaintMs: 0 });
  });

  it('checks the median longest task against the 200 ms goal per page', () => {
    const row = summarizeStartTasks('/pronat?page=1', [startTaskRun(tasks, 1_000, 2_000, 900), startTaskRun(tasks.slice(0, 1), 0, 2_000, 2_400), startTaskRun(tasks, 0, 2_000, 1_500)]);
    expect(row.median.longestMs).toBe(240);
    expect(row.median.busyAfterLoadMs).toBe(1_500);
    const result = { lighthouse: {}, bytes: {}, startTasks: [row], dataScale: [], mapScale: [], mapRemote: null } as unknown as BenchResult;
    expect(checkBudgets(result).find((check) => check.budget.startsWith('/pronat?page=1: no task over 200 ms once painted'))).toMatchObject({ value: '240 ms', met: false });
  });
});

describe('checkBudgets: the map in the site', () => {
  const row = (figures: Partial<MapScaleRow>): MapScaleRow => ({
    dataset: 10_000,
    listings: 10_000,
    firstClustersMs: 1_100,
    firstClustersSinceMapMs: 150,
    firstClustersSinceDataMs: 700,
    firstClustersSinceBothMs: 150,
    clustersSettledSinceMapMs: 150,
    longestTaskMs: 0,
    longestTaskWhileClusteringMs: 0,
    tasksOver50ms: 0,
    hover: null,
    markerIcons: 9,
    ...figures,
  });
  const result = (mapRow: MapScaleRow) =>
    ({ lighthouse: {}, bytes: {}, dataScale: [], mapScale: [mapRow], mapRemote: null }) as unknown as BenchResult;
  const firstClusters = (mapRow: MapScaleRow) => checkBudgets(result(mapRow)).find((check) => check.budget.includes('first clusters'));

  it('reports the page load with the median first clusters, and the longest task of all loads', () => {
    const loads = [
      row({ firstClustersSinceBothMs: 398, firstClustersMs: 1_600, longestTaskWhileClusteringMs: 0 }),
      row({ firstClustersSinceBothMs: 265, firstClustersMs: 1_200, longestTaskWhileClusteringMs: 53 }),
      row({ firstClustersSinceBothMs: 240, firstClustersMs: 1_150, longestTaskWhileClusteringMs: 0 }),
    ];
    const chosen = medianMapRun(loads);
    expect(chosen).toMatchObject({ firstClustersSinceBothMs: 265, firstClustersMs: 1_200, longestTaskWhileClusteringMs: 53 });
    expect(chosen.runs).toEqual([
      { sinceBothMs: 398, longestTaskWhileClusteringMs: 0 },
      { sinceBothMs: 265, longestTaskWhileClusteringMs: 53 },
      { sinceBothMs: 240, longestTaskWhileClusteringMs: 0 },
    ]);
    expect(medianMapRun([loads[0]!, loads[2]!]).firstClustersSinceBothMs).toBe(240);
    expect(() => medianMapRun([])).toThrow();
  });

  it('times first clusters from when clustering could start: the map up and the data in', () => {
    expect(firstClusters(row({ firstClustersSinceDataMs: 700, firstClustersSinceBothMs: 150 }))).toMatchObject({ value: '150 ms', met: true });
    expect(firstClusters(row({ firstClustersSinceDataMs: 350, firstClustersSinceBothMs: 350 }))).toMatchObject({ value: '350 ms', met: false });
  });

  it('judges the longest task while clustering against 50 ms', () => {
    const longest = (ms: number) =>
      checkBudgets(result(row({ longestTaskWhileClusteringMs: ms }))).find((check) => check.budget.includes('no task > 50 ms'))?.met;
    expect(longest(0)).toBe(true);
    expect(longest(51)).toBe(false);
  });
});

describe('describeRun: one tap run on a line', () => {
  it('says how many scripts a tap loaded, and nothing when its code had run ahead', async () => {
    const { describeRun } = await import('./interactions');
    const tap = (feedbackMs: number, contentMs: number, scriptsAtTap: number) => ({ feedbackMs, contentMs, scriptsAtTap });
    expect(describeRun({ cold: tap(61.4, 280.6, 2), warm: tap(38, 178, 0) })).toBe('cold 61/281 ms (2 scripts at the tap), warm 38/178 ms (feedback/content)');
    expect(describeRun({ cold: tap(52, 266, 1), warm: tap(42, 179, 0) })).toBe('cold 52/266 ms (1 script at the tap), warm 42/179 ms (feedback/content)');
    expect(describeRun({ cold: tap(52, 266, 0), warm: tap(42, 179, 0) })).toBe('cold 52/266 ms, warm 42/179 ms (feedback/content)');
  });
});

describe('early taps', () => {
  it('reads --delays in seconds and refuses what is not a delay', async () => {
    const { parseDelays, EARLY_DELAYS_MS } = await import('./earlyTapFigures');
    expect(parseBenchArgs([]).delays).toEqual([...EARLY_DELAYS_MS]);
    expect(EARLY_DELAYS_MS).toEqual([500, 2_000, 10_000]);
    expect(parseBenchArgs(['--delays', '0.5, 10']).delays).toEqual([500, 10_000]);
    expect(parseDelays('2,2,0')).toEqual([2_000, 0]);
    expect(() => parseDelays('soon')).toThrow(/--delays/);
    expect(() => parseDelays('-1')).toThrow(/--delays/);
    expect(() => parseDelays('')).toThrow(/--delays/);
    expect([...parseBenchArgs(['--only', 'interactions,settled']).sections]).toEqual(['interactions', 'settled']);
    expect([...parseBenchArgs(['--compare', 'main']).sections]).toEqual(['lighthouse', 'interactions']);
    expect([...parseBenchArgs(['--compare', 'main', '--only', 'settled']).sections]).toEqual(['settled']);
  });

  it('holds feedback to 100 ms at every delay and content to 1.0 s at 0.5 s and 0.5 s at 10 s', async () => {
    const { earlyGoals, goalCell } = await import('./earlyTapFigures');
    const at = (delayMs: number, feedbackMs: number, contentMs: number) => earlyGoals(delayMs, { feedbackMs, contentMs });
    expect(at(500, 100, 1_000).feedback.met).toBe(true);
    expect(at(500, 101, 1_000).content.met).toBe(true);
    expect(at(500, 101, 1_001).feedback.met).toBe(false);
    expect(at(500, 50, 1_001).content.met).toBe(false);
    expect(at(10_000, 50, 500).content.met).toBe(true);
    expect(at(10_000, 50, 501).content.met).toBe(false);
    // 2 s has no content goal: printed without a verdict, not counted as a budget.
    const two = at(2_000, 50, 5_000);
    expect(two.content).toMatchObject({ applies: false, met: null });
    expect(two.feedback.met).toBe(true);
    expect(goalCell(two.content)).toBe('5000');
    expect(goalCell(at(500, 62.4, 4_410).content)).toBe('4410 NOT MET');
    expect(goalCell(at(500, 62.4, 4_410).feedback)).toBe('62 met');
    expect(at(500, Number.NaN, Number.NaN).content.met).toBeNull();
  });

  it('takes medians over the answered runs and counts the lost ones apart', async () => {
    const { summarizeEarly } = await import('./earlyTapFigures');
    const run = (contentMs: number, lost = false) => ({
      tappedAtMs: 510,
      nextPaintMs: 20,
      feedbackMs: contentMs / 2,
      contentMs: lost ? Number.NaN : contentMs,
      firstTapToContentMs: lost ? Number.NaN : contentMs,
      scriptsAtTap: 3,
      lost,
    });
    const figures = summarizeEarly('map', 'map', 500, [run(4_000), run(0, true), run(2_000), run(3_000)]);
    expect(figures.lost).toBe(1);
    expect(figures.median.contentMs).toBe(3_000);
    expect(figures.median.feedbackMs).toBe(1_500);
    expect(figures.median.tappedAtMs).toBe(510);
    expect(figures.runs).toHaveLength(4);
  });

  it("times the next paint from the tap's own event entries, else from the frame after its events", async () => {
    const { nextPaintAfterTap } = await import('./earlyTapFigures');
    const entries = [
      { name: 'pointerdown', startTime: 990, duration: 24 }, // the menu's earlier tap: not this one
      { name: 'pointerdown', startTime: 1_000, duration: 40 },
      { name: 'pointerup', startTime: 1_010, duration: 48 },
      { name: 'click', startTime: 1_012, duration: 200 },
      { name: 'keydown', startTime: 1_020, duration: 500 },
      { name: 'click', startTime: 3_000, duration: 16 }, // a later input
    ];
    expect(nextPaintAfterTap(1_000, entries, 1_030)).toBe(212);
    expect(nextPaintAfterTap(1_000, [], 1_014.5)).toBe(14.5);
    // The menu's tap, its 'Kontakti' tapped 400 ms later: that tap's events are not the menu's.
    const twoTaps = [
      { name: 'pointerdown', startTime: 1_000, duration: 40 },
      { name: 'click', startTime: 1_002, duration: 96 },
      { name: 'pointerdown', startTime: 1_400, duration: 16 },
      { name: 'click', startTime: 1_403, duration: 560 },
    ];
    expect(nextPaintAfterTap(1_000, twoTaps, 1_030, 1_400)).toBe(98);
    expect(nextPaintAfterTap(1_400, twoTaps, 1_430)).toBe(563);
  });

  it('describes a run on a line', async () => {
    const { describeEarlyRun } = await import('./earlyTapFigures');
    const base = { tappedAtMs: 512.3, nextPaintMs: 24, feedbackMs: 3_120, contentMs: 4_410, firstTapToContentMs: 4_410, scriptsAtTap: 6, lost: false };
    expect(describeEarlyRun(base)).toBe('tapped at 512 · next paint 24 · feedback 3120 · content 4410 ms (6 scripts at the tap)');
    expect(describeEarlyRun({ ...base, navigated: true })).toBe('tapped at 512 · next paint 24 · feedback 3120 · content 4410 ms (6 scripts at the tap) — answered by the page its link loaded');
    expect(describeEarlyRun({ ...base, firstTapToContentMs: 5_000, scriptsAtTap: 1 })).toBe(
      'tapped at 512 · next paint 24 · feedback 3120 · content 4410 ms · from the first tap 5000 (1 script at the tap)',
    );
    expect(describeEarlyRun({ ...base, contentMs: Number.NaN, lost: true, scriptsAtTap: 0 })).toBe('tapped at 512 · next paint 24 · feedback 3120 · content never came (lost tap)');
  });

  it('prints a row per tap and delay with the goals, and the budgets list the goals that apply', async () => {
    const { summarizeEarly } = await import('./earlyTapFigures');
    const { earlyTapReport } = await import('./report');
    const run = { tappedAtMs: 505, nextPaintMs: 30, feedbackMs: 80, contentMs: 900, firstTapToContentMs: 900, scriptsAtTap: 0, lost: false };
    const rows = [500, 2_000, 10_000].map((delayMs) => summarizeEarly('filters', 'filters', delayMs, [run]));
    const text = earlyTapReport(rows, 1.23);
    expect(text).toContain('load average 1.2');
    expect(text).toMatch(/filters\s+0\.5 s\s+505\s+30\s+80 met\s+900 met\s+0\/1/);
    expect(text).toMatch(/filters\s+2 s\s+505\s+30\s+80 met\s+900\s+0\/1/);
    expect(text).toMatch(/filters\s+10 s\s+505\s+30\s+80 met\s+900 NOT MET\s+0\/1/);
    const checks = checkBudgets({ lighthouse: {}, bytes: {}, dataScale: [], mapScale: [], mapRemote: null, earlyTaps: rows } as unknown as BenchResult).filter((check) => check.budget.startsWith('early tap'));
    expect(checks.map((check) => `${check.budget}: ${check.met}`)).toEqual([
      'early tap filters at 0.5 s: feedback ≤ 100 ms: true',
      'early tap filters at 0.5 s: content ≤ 1.0 s: true',
      'early tap filters at 2 s: feedback ≤ 100 ms: true',
      'early tap filters at 10 s: feedback ≤ 100 ms: true',
      'early tap filters at 10 s: content ≤ 0.5 s: false',
    ]);
  });
});
