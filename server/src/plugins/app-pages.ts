/**
 * The app's pages: the shell's index.html with the route's first paint, the remotes map and, for
 * a listing, its link-preview tags, made per request from the public snapshot. Every public route
 * (the shell's own pages, the grid, map mode, a listing's detail page) gets the app's markup from
 * the shell's server-render build and the remotes' server builds (../ssr/), hydrated in the
 * browser; the back office, and any page whose render fails, is rendered by the browser. Also
 * every 404: an unknown GET gets the app's 404 page (noindex), any other method a short JSON answer.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { EXPOSED, type Listing } from 'shared/contracts';
import { DETAIL_LISTING_ID, LISTINGS_FIRST_PAGE_ID, MAP_OPENING_ID, detailListingJson, listingPath, listingsEntryRedirect, submittedSearchRedirect } from 'shared/listings/rules';
import type { SiteConfig } from 'shared/site';
import { localeOfPath, type Locale } from 'shared/i18n';
import { ADMIN_PREVIEW_ROUTE, SITE_ROUTES } from 'shared/routes';
import { t } from '../i18n';
import { inLocale } from '../locale-scope';
import type { PublicData } from '../projection';
import { requestUrl } from '../routes';
import { listingPreviewMeta, withPreviewMeta } from '../seo/meta';
import { BundledModules } from '../ssr/bundled';
import { ManifestReader } from '../ssr/preload';
import { RenderThread } from '../ssr/render-thread';
import { alternateLinks, withPageLanguage, type PageLanguage } from '../ssr/page-language';
import { StartStyles, withRemoteMap, withServerRender, withStaticRender, type ServerRenderExtras } from '../ssr/page';
import { listingsFirstPage, listingsMapOpening, serverRoutePreloads } from '../ssr/listings';
import type { RemoteMap } from './remotes';

/** The back office's preview of a listing's public page (admin/preview.ts), at ADMIN_PREVIEW_ROUTE. */
export interface ListingPreview {
  /** The admin's session check (admin/guard.ts requireAdmin): 401 without one. */
  guard: preHandlerAsyncHookHandler;
  /** The listing as its public page would show it once published; undefined when there is none. */
  listing(id: string): Promise<Listing | undefined>;
  /** The line above the page, saying what it is (HTML). */
  notice(id: string): string;
}

export interface AppPagesOptions {
  shellDist: string;
  remoteDists: Record<string, string>;
  data: PublicData;
  site: SiteConfig;
  remoteMap: () => RemoteMap;
  /** The shell's server-render build (dist-server/render.cjs). */
  serverRender: string;
  /** With the back office on: its preview of a listing's public page. */
  preview?: ListingPreview;
  log: (line: string) => void;
  /** A shown listing's page was asked for (views/plugin.ts `countPageView`: GETs by people only). */
  countView?: (request: FastifyRequest, listingId: string) => void;
}

const NOT_BUILT = 'The site is not built yet: run `pnpm build` (or `pnpm start`, which builds first).';

export const appPagesPlugin: FastifyPluginAsync<AppPagesOptions> = async (app, options) => {
  const { data, site, remoteMap } = options;
  const indexHtml = path.join(options.shellDist, 'index.html');
  const manifests = new ManifestReader(options.remoteDists);
  // The renders run in their own thread: the event loop keeps answering the other routes.
  const renderer = new RenderThread({ serverRender: options.serverRender, remoteDists: options.remoteDists }, options.log);
  app.addHook('onClose', () => renderer.close());
  const startStyles = new StartStyles(options.shellDist);
  const bundled = new BundledModules(options.shellDist);

  /**
   * The route drawn by the render build with the remotes' own components (loaded from their
   * server builds as the remotes map places them now), and what the page needs with it; null when
   * the build does not render the route (or is missing, or failed), and for a detail path
   * without a shown listing (its 404 is the browser's: the app's 404 page, as before).
   */
  const serverRender = async (url: URL, snapshot: ReturnType<PublicData['current']>, map: Record<string, unknown>, listing: Listing | undefined) => {
    const pathAndQuery = url.pathname + url.search;
    const modules = await renderer.remotesFor(pathAndQuery);
    if (modules === null) return null;
    const detail = modules.includes(EXPOSED.detailPage);
    if (detail && listing === undefined) return null;
    const grid = modules.includes(EXPOSED.listingsPage);
    const mapPanel = modules.includes(EXPOSED.mapPanel);
    const firstPage = grid ? await listingsFirstPage(snapshot, url.searchParams) : undefined;
    // Map mode (the server draws no grid beside it): the markers drawn with the opening tiles.
    const mapOpening = mapPanel && !grid ? await listingsMapOpening(snapshot, url.searchParams) : undefined;
    // The public record's shown fields only (no point), as the browser's record would give them.
    const shown = detail && listing ? detailListingJson(listing) : undefined;
    const rendered = await renderer.render({
      pathAndQuery,
      remoteMap: map,
      modules,
      ...(firstPage === undefined ? {} : { firstPage }),
      ...(mapOpening === undefined ? {} : { mapOpening }),
      ...(shown === undefined ? {} : { listing: shown }),
      siteUrl: site.siteUrl,
    });
    if (rendered === null) return null;
    const data =
      firstPage !== undefined
        ? { id: LISTINGS_FIRST_PAGE_ID, value: firstPage }
        : mapOpening !== undefined
          ? { id: MAP_OPENING_ID, value: mapOpening }
          : shown !== undefined
            ? { id: DETAIL_LISTING_ID, value: shown }
            : undefined;
    // The grid, the map (its markers) and the favourites (any saved listing) read every part before they show.
    const index = grid || mapPanel || modules.includes(EXPOSED.favouritesPage) ? 'all-parts' : detail ? 'first-part' : 'none';
    // The one-bundle build's modules are its own chunks: hinted from its list, no remote's manifest.
    const oneBundle = bundled.present();
    const extras: ServerRenderExtras = {
      preloads:
        modules.length > 0
          ? [...serverRoutePreloads(manifests, oneBundle ? {} : map, modules, snapshot.listings.length, index), ...bundled.preloads(modules)]
          : [],
      ...(data === undefined ? {} : { data }),
    };
    const styles = [...startStyles.urls().map((href) => ({ href })), ...bundled.styles(modules), ...rendered.styles];
    return { markup: rendered.markup, styles, extras };
  };

  /** index.html, read again only when it changes (a rebuild), off the event loop. */
  let held: { mtimeMs: number; html: string } | null = null;
  const readIndex = async (): Promise<string | null> => {
    try {
      const { mtimeMs } = await fs.stat(indexHtml);
      if (held?.mtimeMs !== mtimeMs) held = { mtimeMs, html: await fs.readFile(indexHtml, 'utf8') };
      return held.html;
    } catch {
      return null;
    }
  };

  /** The site's title, description and no-script note in `locale` (the server's catalogue). */
  const pageLanguage = (locale: Locale): PageLanguage => ({
    locale,
    title: t('app.title', { brand: site.brand }, locale),
    description: t('app.description', undefined, locale),
    noscript: t('app.noscript', undefined, locale),
  });

  const sendApp = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404, listingId?: string, indexed = true) => {
    const template = await readIndex();
    if (template === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const snapshot = data.current();
    if (status === 404) reply.header('X-Robots-Tag', 'noindex');
    // The full record (the card in the snapshot has no description); read once, so the preview
    // tags and the server-rendered page show the same version of it.
    const listing = listingId === undefined ? undefined : await snapshot.record(listingId);
    if (listingId !== undefined && !listing) return sendApp(request, reply, 404);
    const url = requestUrl(request.url) ?? new URL('http://localhost/');
    // The page in its path's language; a page to be found names its other languages' too.
    const alternates = status === 200 && indexed ? alternateLinks(site.siteUrl, url.pathname + url.search) : '';
    const locale = localeOfPath(url.pathname);
    const inLanguage = withPageLanguage(template, pageLanguage(locale), alternates);
    // The preview's price and place are shared/format's, in the page's language too.
    const preview = listing ? inLocale(locale, () => listingPreviewMeta(listing, site.siteUrl, site.brand, locale)) : undefined;
    let html = preview ? withPreviewMeta(inLanguage, preview, site.brand) : inLanguage;
    // A route the render build does not draw (the back office), a failed render and an unknown
    // listing's path answer null and go out with an empty #root: the browser renders them (an
    // unknown listing: the detail remote sends it to the app's 404 page). Any other unknown path
    // gets the app's 404 page's markup.
    const map = remoteMap().parsed;
    const rendered = await serverRender(url, snapshot, map, status === 200 ? listing : undefined);
    if (rendered !== null) html = withServerRender(html, rendered.markup, rendered.styles, rendered.extras);
    html = withRemoteMap(html, map);
    // Made per request (the query shapes it): no shared cache, no validator; @fastify/compress compresses it.
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').send(html);
  };

  // A page of the site's route table: the empty path and '/pronat' without a page lead to a
  // filterable page (the app's router reads the same rule), and the filter dialog's form, sent
  // with JavaScript off, to the address the app writes for its search; a 302, as the target is a search.
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const url = requestUrl(request.url);
    const entry = url ? (listingsEntryRedirect(url.pathname, url.search) ?? submittedSearchRedirect(url.pathname, url.search)) : null;
    if (entry) return reply.code(302).header('Cache-Control', 'no-store').redirect(entry);
    return sendApp(request, reply, 200);
  };
  // The back office's pages: the app with no first view; never indexed (the admin plugin adds no-store).
  const privatePage = (request: FastifyRequest, reply: FastifyReply) => sendApp(request, reply.header('X-Robots-Tag', 'noindex'), 200, undefined, false);
  const detail = (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    if (!data.current().cards.has(id)) return sendApp(request, reply, 404);
    // Decided in memory and written later in a batch: the page does not wait for it.
    options.countView?.(request, id);
    return sendApp(request, reply, 200, id);
  };
  // The preview: the listing's detail page as the render build draws it, no app started in it
  // (its router would take the /admin path for the back office). Without a render there is no preview.
  const { preview } = options;
  if (preview) {
    app.get<{ Params: { id: string } }>(ADMIN_PREVIEW_ROUTE, { preHandler: preview.guard }, async (request, reply) => {
      const { id } = request.params;
      const listing = await preview.listing(id);
      if (!listing) return reply.code(404).send({ ok: false, error: 'not-found' });
      const template = await readIndex();
      const url = new URL(listingPath(id), 'http://localhost/');
      const rendered = template === null ? null : await serverRender(url, data.current(), remoteMap().parsed, listing);
      if (template === null || rendered === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const html = withStaticRender(template, rendered.markup, rendered.styles, preview.notice(id));
      return reply.code(200).type('text/html; charset=utf-8').header('X-Robots-Tag', 'noindex').send(html);
    });
  }

  for (const route of SITE_ROUTES) {
    const handler = route.page === 'detail' ? detail : route.private ? privatePage : page;
    app.get(route.path, handler);
    // Fastify's '/admin/*' leaves out '/admin' itself, which the app's router takes in.
    if (route.path.endsWith('/*')) app.get(route.path.slice(0, -2), handler);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendApp(request, reply, 404);
    return reply.code(404).header('Cache-Control', 'no-store').send({ ok: false, error: 'not-found' });
  });
};
