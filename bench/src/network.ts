/**
 * What a route loads before it is interactive, and the request chain before its LCP element,
 * from a Playwright page watched over the Chrome DevTools Protocol, on a mobile viewport with
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s) so that dependent requests show
 * up one after another.
 */
import type { Browser } from '@playwright/test';
import { addNameShim } from './pageShim';
import { groupOf, kindOf, type Attribution, type Attributor, type ResourceKind } from './attribution';
import { chainTo, paintAt, type Chain, type TimedRequest } from './chain';
import { addComposition, ownerShares } from './composition';
import { wireSizes, type WireSizes } from './sizes';
import { PREFETCH_MARK } from 'shared/contracts';

export interface LoadedFile {
  url: string;
  kind: ResourceKind;
  group: string;
  attribution: Attribution;
  sizes: WireSizes;
  /** What the browser was sent for it (`br`, `gzip` or none). */
  servedEncoding: string;
}

export interface GroupBytes {
  group: string;
  js: WireSizes;
  css: WireSizes;
  data: WireSizes;
}

export interface RouteCapture {
  route: string;
  files: LoadedFile[];
  groups: GroupBytes[];
  total: GroupBytes;
  /** JS by npm package or workspace folder, brotli bytes (split by source-map share). */
  jsComposition: { owner: string; brBytes: number; gzipBytes: number }[];
  apps: string[];
  images: { count: number; bytes: number };
  lcp: { kind: 'image' | 'text' | 'none'; url?: string; element: string; timeMs: number };
  chain: Chain;
  /** Requests to other hosts (answered locally with an empty image). */
  externalRequests: number;
  /**
   * Code fetched ahead once the page had settled (the shell's idle prefetch, from its mark on):
   * not part of the route's load, so none of the figures above count it.
   */
  prefetched: { files: number; js: WireSizes; css: WireSizes };
}

/** Lighthouse's mobile profile (Moto G Power) and its slow-4G network. */
export const MOBILE = {
  // A visitor in Kosovo: the site offers no other language (shell's LanguageSuggestion) to tap around.
  locale: 'sq-AL',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface LcpEntry {
  startTime: number;
  url: string;
  element: string;
}

const zero = (): WireSizes => ({ identity: 0, gzip: 0, br: 0 });
const add = (into: WireSizes, sizes: WireSizes) => {
  into.identity += sizes.identity;
  into.gzip += sizes.gzip;
  into.br += sizes.br;
};

function bucketOf(kind: ResourceKind): keyof Omit<GroupBytes, 'group'> | null {
  if (kind === 'js') return 'js';
  if (kind === 'css') return 'css';
  if (kind === 'json') return 'data';
  return null;
}

export async function captureRoute(browser: Browser, origin: string, route: string, attributor: Attributor): Promise<RouteCapture> {
  const context = await browser.newContext({ ...MOBILE, bypassCSP: false });
  await addNameShim(context);
  let externalRequests = 0;
  await context.route(
    (url) => url.origin !== origin,
    (request) => {
      externalRequests += 1;
      return request.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG });
    },
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    const entries: { startTime: number; url: string; element: string }[] = [];
    (window as unknown as { __benchLcp: typeof entries }).__benchLcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url?: string; element?: Element | null; renderTime?: number; loadTime?: number })[]) {
        const element = entry.element;
        const text = element?.textContent?.trim().slice(0, 40) ?? '';
        const name = element ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}` : '?';
        entries.push({ startTime: entry.startTime, url: entry.url ?? '', element: text && !entry.url ? `${name} “${text}”` : name });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);

  const requests = new Map<string, TimedRequest & { mime: string; encoding: string; failed: boolean; wallTime: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      start: event.timestamp,
      end: Number.POSITIVE_INFINITY,
      mime: '',
      encoding: '',
      failed: false,
      wallTime: event.wallTime,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.mime = event.response.mimeType;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), value]));
    request.encoding = String(headers['content-encoding'] ?? '');
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = true;
  });

  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // Late LCP candidates (a card image that decodes after the network went quiet).
    await page.waitForTimeout(1_000);
    const lcpEntries = await page.evaluate(() => (window as unknown as { __benchLcp: LcpEntry[] }).__benchLcp);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const prefetchMarkMs = await page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null, PREFETCH_MARK);

    const finished = [...requests.values()].filter((request) => !request.failed && request.url.startsWith(origin) && Number.isFinite(request.end));
    const documentRequest = finished[0];
    /** The monotonic clock of the CDP events at `ms` since the page's time origin. */
    const monotonicAt = (ms: number) => (documentRequest ? documentRequest.start + (timeOrigin + ms - documentRequest.wallTime * 1000) / 1000 : Number.NaN);
    const prefetchStart = prefetchMarkMs === null ? Number.POSITIVE_INFINITY : monotonicAt(prefetchMarkMs);
    const local = finished.filter((request) => request.start < prefetchStart);
    const prefetched = { files: 0, js: zero(), css: zero() };
    for (const url of new Set(finished.filter((request) => request.start >= prefetchStart).map((request) => request.url))) {
      const bucket = bucketOf(kindOf(url));
      if (bucket !== 'js' && bucket !== 'css') continue;
      prefetched.files += 1;
      add(prefetched[bucket], await wireSizes(url));
    }
    const files: LoadedFile[] = [];
    const composition = new Map<string, { br: number; gzip: number }>();
    const brComposition = new Map<string, number>();
    const gzipComposition = new Map<string, number>();
    const images = { count: 0, bytes: 0 };
    for (const url of new Set(local.map((request) => request.url))) {
      const request = local.find((candidate) => candidate.url === url);
      const kind = request === documentRequest ? 'document' : kindOf(url, request?.mime);
      if (kind === 'image' || kind === 'other') {
        if (kind === 'image') {
          images.count += 1;
          images.bytes += (await wireSizes(url)).identity;
        }
        continue;
      }
      const attribution = attributor.attribute(url);
      const sizes = await wireSizes(url);
      files.push({ url, kind, group: groupOf(attribution), attribution, sizes, servedEncoding: request?.encoding || 'none' });
      if (kind === 'js') {
        const shares = ownerShares(attribution.app, attribution.file);
        addComposition(brComposition, shares, sizes.br, `${attribution.app}/${attribution.file}`);
        addComposition(gzipComposition, shares, sizes.gzip, `${attribution.app}/${attribution.file}`);
      }
    }
    for (const [owner, br] of brComposition) composition.set(owner, { br, gzip: gzipComposition.get(owner) ?? 0 });

    const groups = new Map<string, GroupBytes>();
    const total: GroupBytes = { group: 'total', js: zero(), css: zero(), data: zero() };
    for (const file of files) {
      const bucket = bucketOf(file.kind);
      if (!bucket) continue;
      const group = groups.get(file.group) ?? { group: file.group, js: zero(), css: zero(), data: zero() };
      groups.set(file.group, group);
      add(group[bucket], file.sizes);
      add(total[bucket], file.sizes);
    }

    const lcpEntry = lcpEntries.at(-1);
    let lcp: RouteCapture['lcp'] = { kind: 'none', element: '', timeMs: Number.NaN };
    let chain: Chain = { depth: 0, urls: [] };
    if (lcpEntry && documentRequest) {
      const lcpTarget = lcpEntry.url ? local.find((request) => request.url === lcpEntry.url) : undefined;
      lcp = { kind: lcpEntry.url ? 'image' : 'text', url: lcpEntry.url || undefined, element: lcpEntry.element, timeMs: lcpEntry.startTime };
      // Only documents, scripts, styles and data start other requests; an image or icon is no link.
      const links = local.filter((request) => request !== lcpTarget && !['image', 'other'].includes(kindOf(request.url, request.mime)));
      if (lcpTarget) {
        chain = chainTo([...links, lcpTarget], lcpTarget);
      } else {
        const toPaint = chainTo(links, paintAt(monotonicAt(lcpEntry.startTime)));
        chain = { depth: toPaint.depth - 1, urls: toPaint.urls };
      }
    }

    return {
      route,
      files,
      groups: [...groups.values()].sort((a, b) => b.js.gzip + b.css.gzip + b.data.gzip - (a.js.gzip + a.css.gzip + a.data.gzip)),
      total,
      jsComposition: [...composition]
        .map(([owner, bytes]) => ({ owner, brBytes: bytes.br, gzipBytes: bytes.gzip }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
      apps: [...new Set(files.map((file) => file.attribution.app))].filter((app) => app !== 'data' && app !== 'other'),
      images,
      lcp,
      chain,
      externalRequests,
      prefetched,
    };
  } finally {
    await context.close();
  }
}
