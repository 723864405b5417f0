/** The production server's request handler: the shell, the remotes, the data and the API. */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REMOTE_NAMES } from 'shared/contracts';
import { listingsEntryRedirect } from 'shared/listings';
import { site } from 'shared/site';
import type { ServerConfig } from './config';
import { readListingsFile, type ListingsSnapshot } from './listings-store';
import { sendListingsData, sharedListingsBodies } from './listings-data';
import { matchRoute, requestUrl } from './routes';
import { resolveInside, sendBody, sendFile, contentTypeOf, precompressBodies } from './static';
import { buildSeoFiles, siteWithUrl } from './seo/site-files';
import { listingPreviewMeta, withPreviewMeta } from './seo/meta';
import { firstViewRoute, withFirstView } from './first-view/render';
import { ManifestReader } from './first-view/preload';
import { applySecurityHeaders, contentSecurityPolicy, remoteOriginsOf } from './security';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface AppOptions {
  /** Extra handlers for POST requests (the contact endpoint). */
  post?: Handler;
}

function defaultRemoteMap(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

export function createApp(config: ServerConfig, options: AppOptions = {}): Handler {
  const listings: ListingsSnapshot = readListingsFile(config.listingsFile);
  precompressBodies(sharedListingsBodies(listings, config.listingsFile)).catch((error: unknown) => {
    console.warn(`The listings data could not be compressed ahead (${String(error)}); it will be on first request.`);
  });
  const siteConfig = siteWithUrl(site);
  // Made from the listings at start, so another LISTINGS_FILE never serves stale pages.
  const seoFiles = buildSeoFiles(listings.listings, siteConfig);
  const indexHtml = path.join(config.shellDist, 'index.html');

  const manifests = new ManifestReader(config.remoteDists);
  const sendApp = (req: IncomingMessage, res: ServerResponse, status = 200, listingId?: string) => {
    if (!fs.existsSync(indexHtml)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The site is not built yet: run `pnpm build` (or `pnpm start`, which builds first).');
      return;
    }
    if (status === 404) res.setHeader('X-Robots-Tag', 'noindex');
    const listing = listingId === undefined ? undefined : listings.byId.get(listingId);
    let html = fs.readFileSync(indexHtml, 'utf8');
    if (listing) html = withPreviewMeta(html, listingPreviewMeta(listing, siteConfig.siteUrl, siteConfig.brand), siteConfig.brand);
    // The first view and its hints only on a found route; a 404 gets the remotes map alone.
    const url = requestUrl(req.url) ?? new URL('http://localhost/');
    const route = status === 200 ? firstViewRoute(url, (id) => listings.byId.get(id)) : ({ kind: 'none' } as const);
    html = withFirstView({ indexHtml: html, route, listings: listings.listings, remoteMap: currentRemoteMap().parsed, manifests });
    // Made per request (the query shapes it), so no shared cache key and no ETag.
    sendBody(req, res, Buffer.from(html), { status, contentType: contentTypeOf(indexHtml), cache: 'no-store', ext: '.html' });
  };

  // The remotes map is read again whenever its file changes: a redeploy needs no restart.
  let remoteMap = {
    mtimeMs: -1,
    body: Buffer.from(JSON.stringify(defaultRemoteMap(), null, 2)),
    csp: '',
    parsed: defaultRemoteMap() as Record<string, unknown>,
  };
  const currentRemoteMap = () => {
    if (config.remotesFile) {
      const { mtimeMs } = fs.statSync(config.remotesFile);
      if (mtimeMs !== remoteMap.mtimeMs) remoteMap = { mtimeMs, body: fs.readFileSync(config.remotesFile), csp: '', parsed: {} };
    }
    if (!remoteMap.csp) {
      let origins: string[] = [];
      try {
        const parsed: unknown = JSON.parse(remoteMap.body.toString('utf8'));
        remoteMap.parsed = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
        origins = remoteOriginsOf(remoteMap.parsed);
      } catch {
        // A broken map loads no remote; the policy then allows none either.
      }
      remoteMap.csp = contentSecurityPolicy({ remoteOrigins: origins, tileHosts: config.tileHosts, imageHosts: config.imageHosts });
    }
    return remoteMap;
  };

  const sendRemoteMap = (req: IncomingMessage, res: ServerResponse) => {
    sendBody(req, res, currentRemoteMap().body, { contentType: 'application/json; charset=utf-8', cache: 'no-store', ext: '.json' });
  };

  return async (req, res) => {
    const url = requestUrl(req.url);
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request target');
      return;
    }
    const { pathname } = url;
    applySecurityHeaders(res, currentRemoteMap().csp);

    if (req.method === 'POST' && options.post) return options.post(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
      return;
    }

    if (pathname === '/remotes.json') return sendRemoteMap(req, res);

    const seoFile = seoFiles.get(pathname);
    if (seoFile !== undefined) {
      return sendBody(req, res, Buffer.from(seoFile), {
        contentType: contentTypeOf(pathname),
        cache: 'revalidate',
        cacheKey: `seo:${listings.mtimeMs}:${pathname}`,
        ext: path.extname(pathname),
      });
    }
    if (pathname.startsWith('/assets/pronat/')) return sendApp(req, res, 404);

    if (sendListingsData(req, res, pathname, listings, config.listingsFile)) return;

    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
    if (remote) {
      const dist = config.remoteDists[remote[1] ?? ''];
      const file = dist ? resolveInside(dist, remote[2] ?? '') : null;
      if (file) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        return sendFile(req, res, file);
      }
      return sendApp(req, res, 404);
    }

    if (pathname.startsWith('/assets/')) {
      for (const dir of config.assetDirs) {
        const file = resolveInside(dir, pathname.slice('/assets/'.length));
        if (file) return sendFile(req, res, file);
      }
      return sendApp(req, res, 404);
    }

    // Issue 28: the empty path and '/pronat' without a page lead to a filterable page (the app's
    // router reads the same rule). Temporary: the target is a search, not where the page moved.
    const entry = listingsEntryRedirect(pathname, url.search);
    if (entry) return void res.writeHead(302, { Location: entry, 'Cache-Control': 'no-store' }).end();

    const route = matchRoute(pathname);
    if (route.kind === 'app') return sendApp(req, res);
    if (route.kind === 'listing') {
      return listings.byId.has(route.id) ? sendApp(req, res, 200, route.id) : sendApp(req, res, 404);
    }
    if (pathname.startsWith('/admin')) res.setHeader('X-Robots-Tag', 'noindex');

    const file = pathname === '/' ? null : resolveInside(config.shellDist, pathname);
    if (file && path.basename(file) !== 'index.html') return sendFile(req, res, file);
    return sendApp(req, res, 404);
  };
}
