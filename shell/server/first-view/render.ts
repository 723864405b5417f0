/**
 * The hand-written first view: for map mode (the grid beside the map), the one route whose
 * remotes do not all have server builds yet (docs/architecture.md, "One renderer"), a static rendering of what the route
 * shows above the fold, its stylesheet and the remotes map, put into the shell's index.html.
 * The shell's scripts and the route's preload hints are not in the head: the inline app-start
 * script adds them once the first view's main image has painted. The app renders into #root
 * while it stays hidden (data-first-view), and the shell removes the first view in the frame its
 * own content appears (shell/src/firstView).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Listing } from 'shared/contracts';
import { indexPartCount, listingsIndexUrl } from 'shared/listings';
import { firstTileOrigin } from 'shared/site';
import { isMapMode, showsFilterStrip } from '../../src/routeQuery';
import { escapeHtml, jsonForScript } from '../seo/escape';
import { header, type ActiveNav } from './chrome';
import { listingsPageHtml, listingsPageModel, mapOpeningCss, mapViewHtml, type PageOf } from './listings-view';
import { APP_START_ID, APP_START_MAX_WAIT_MS, APP_START_REQUESTS_PER_TASK, APP_START_SCRIPT } from './app-start';
import { routePreloads, type ManifestReader, type PreloadHint, type PreloadTarget } from './preload';

export const FIRST_VIEW_ID = 'first-view';
export const REMOTES_MAP_ID = 'remotes-map';
const ROOT = '<div id="root"></div>';
/** The shell's entry scripts as the build writes them into index.html. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

export const FIRST_VIEW_CSS = `${fs.readFileSync(path.join(import.meta.dirname, 'first-view.css'), 'utf8')}\n${mapOpeningCss()}`;

export type FirstViewRoute = { kind: 'listings'; query: URLSearchParams } | { kind: 'none' };

/**
 * Which first view a path shows ('none' for the 404 page and anything else). The shell's own
 * pages (/home, /kontakti), the grid and the detail page have none: the server renders them with
 * the app's components (../ssr/), and when that fails the browser renders them.
 */
export function firstViewRoute(url: URL): FirstViewRoute {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/pronat') return { kind: 'listings', query: url.searchParams };
  return { kind: 'none' };
}

interface RouteParts {
  body: string;
  nav: ActiveNav;
  strip: boolean;
  remotes: PreloadTarget[];
  /**
   * The listings index parts the page reads first: a listings page reads them all before it
   * shows anything (preloaded together, not one round trip after part 0 and the app's start:
   * with 10,000 listings the map's data came a second sooner).
   */
  data: 'all-parts' | 'none';
  /**
   * Other origins the page fetches from once its remote runs (the map's tiles): connecting to
   * them from the head saves a phone the DNS, TCP and TLS round trips when the first tiles are
   * asked for, seconds later.
   */
  connect?: string[];
}

function partsOf(route: FirstViewRoute, pageOf: PageOf): RouteParts | null {
  switch (route.kind) {
    case 'listings': {
      const map = isMapMode(route.query);
      const strip = showsFilterStrip(route.query);
      const remotes: PreloadTarget[] = [{ remote: 'mfe-listings', exposes: strip ? ['ListingsPage', 'FilterStrip'] : ['ListingsPage'] }];
      if (map) remotes.push({ remote: 'mfe-map', exposes: ['MapPanel'] });
      const tiles = map ? firstTileOrigin() : null;
      return {
        body: map ? mapViewHtml(pageOf, route.query) : listingsPageHtml(pageOf, route.query),
        nav: 'listings',
        strip,
        remotes,
        data: 'all-parts',
        ...(tiles ? { connect: [tiles] } : {}),
      };
    }
    default:
      return null;
  }
}

function dataUrls(data: RouteParts['data'], listingCount: number): string[] {
  const count = data === 'all-parts' ? indexPartCount(listingCount) : 0;
  return Array.from({ length: count }, (_, part) => listingsIndexUrl(part));
}

export interface FirstViewInput {
  indexHtml: string;
  route: FirstViewRoute;
  listings: readonly Listing[];
  /** The page a listings query shows; the snapshot's `firstPage` (kept per query), else computed from `listings`. */
  firstPage?: PageOf;
  remoteMap: Record<string, unknown>;
  manifests: ManifestReader;
}

/**
 * The page without the build's entry scripts, and the app-start script that adds them (after
 * `preloads`) once the page's main image (`img[fetchpriority="high"]`) has loaded and painted,
 * so that image gets the connection first. Put `startScripts` after #root.
 */
export function withAppStart(indexHtml: string, preloads: readonly PreloadHint[]): { html: string; startScripts: string } {
  const scripts: string[] = [];
  const html = indexHtml.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  const start = { scripts, preloads, maxWaitMs: APP_START_MAX_WAIT_MS, requestsPerTask: APP_START_REQUESTS_PER_TASK };
  const startScripts = `<script type="application/json" id="${APP_START_ID}">${jsonForScript(start)}</script><script>${APP_START_SCRIPT}</script>`;
  return { html, startScripts };
}

const remoteMapScript = (remoteMap: Record<string, unknown>) =>
  `<script type="application/json" id="${REMOTES_MAP_ID}">${jsonForScript(remoteMap)}</script>`;

/** index.html with the remotes map inline (every app page carries it, saving the app a request). */
export function withRemoteMap(indexHtml: string, remoteMap: Record<string, unknown>): string {
  return indexHtml.replace('</head>', () => `${remoteMapScript(remoteMap)}</head>`);
}

/** index.html with the remotes map inline and, on an app route, the first view and its app start. */
export function withFirstView({ indexHtml, route, listings, firstPage, remoteMap, manifests }: FirstViewInput): string {
  const mapScript = remoteMapScript(remoteMap);
  const parts = partsOf(route, firstPage ?? ((query) => listingsPageModel(listings, query)));
  if (!parts || !indexHtml.includes(ROOT)) return withRemoteMap(indexHtml, remoteMap);
  const preloads = routePreloads(manifests, remoteMap, parts.remotes, dataUrls(parts.data, listings.length));
  const { html: withoutScripts, startScripts } = withAppStart(indexHtml, preloads);
  const connect = (parts.connect ?? []).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`).join('');
  const view = `<div id="${FIRST_VIEW_ID}" class="fv">${header(parts.nav, parts.strip)}<main class="fv-main">${parts.body}</main></div>`;
  return withoutScripts
    .replace('</head>', () => `${connect}<style id="first-view-style">${FIRST_VIEW_CSS}</style>${mapScript}</head>`)
    .replace(ROOT, () => `${view}<div id="root" data-first-view aria-hidden="true"></div>${startScripts}`);
}
