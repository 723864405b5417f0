/**
 * The production server: Fastify 5 and one plugin per concern, registered here. The public
 * snapshot (projection/) is made from the store at start and again whenever the store's
 * listings change (site-store/); every public output reads the current one, and replacing it
 * is one assignment.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { localeOfPath } from 'shared/i18n';
import { site } from 'shared/site';
import type { ServerConfig } from './config';
import { forTerminal } from './control-chars';
import { messagesIn } from './i18n';
import { privacySecret, type PublicData } from './projection';
import { openSiteStore, type SiteStore } from './site-store';
import { siteWithUrl } from './seo/site-files';
import { FAULT_RETRY_AFTER_SECONDS, renderFaultPage } from './seo/fault-page';
import { requestUrl } from './routes';
import { adminPlugin, idleMinutesFrom } from './admin/plugin';
import { adminPhotoAddress } from './admin/photo-addresses';
import { requireAdmin } from './admin/guard';
import { previewListing, previewNotice } from './admin/preview';
import { DirectoryPhotoStorage, readPhotosConfig } from './photos';
import { appPagesPlugin, type ListingPreview } from './plugins/app-pages';
import { backOfficePlugin } from './plugins/back-office';
import { contactPlugin } from './plugins/contact';
import { alertsPlugin } from './plugins/alerts';
import { wantsHtml } from './wants-html';
import { listingsDataPlugin } from './plugins/listings-data';
import { textSearchPlugin } from './plugins/text-search';
import { createRemoteMapReader } from './plugins/remotes';
import { remotesPlugin } from './plugins/remotes';
import { contentSecurityPolicy, securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import { staticPlugin } from './plugins/static-files';
import { ViewCounter } from './views/counter';
import { countPageView, viewsPlugin } from './views/plugin';

export interface BuiltServer {
  app: FastifyInstance;
  data: PublicData;
  /** The store the data comes from and contact messages go to; closed with the app. */
  siteStore: SiteStore;
  /** Photo hosts the Content-Security-Policy allows (site.config.json's and the listings'). */
  imageHosts(): string[];
}

/** A browser's request for a page (its Accept names HTML), not a script's or a tool's. */

/** Log lines carry text from the data: no raw control character reaches the operator's terminal. */
const log = (line: string) => console.log(forTerminal(line));
const warn = (line: string) => console.warn(forTerminal(line));

export async function buildServer(config: ServerConfig): Promise<BuiltServer> {
  const secret = await privacySecret(config, warn);
  const siteStore = await openSiteStore({ ...config, secret, log, warn, error: (line) => console.error(forTerminal(line)) });
  const { data } = siteStore;
  const siteConfig = siteWithUrl(site, config.env);
  const remoteMap = createRemoteMapReader(config.remotesFile);

  const imageHosts = () => [...new Set([...config.imageHosts, ...data.current().imageOrigins])];
  let cspHeld = { map: remoteMap(), snapshot: data.current(), value: '' };
  const csp = () => {
    const map = remoteMap();
    const snapshot = data.current();
    if (!cspHeld.value || map !== cspHeld.map || snapshot !== cspHeld.snapshot) {
      cspHeld = { map, snapshot, value: contentSecurityPolicy({ remoteOrigins: map.origins, tileHosts: config.tileHosts, imageHosts: imageHosts() }) };
    }
    return cspHeld.value;
  };

  const app = Fastify({
    logger: false,
    // Behind a reverse proxy the client is the address it last added to X-Forwarded-For.
    trustProxy: config.contact.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // The slowest legitimate client still sends a 32 KB form in this time.
    requestTimeout: 30_000,
    // Keep-alive connections do not hold a stopping server open.
    forceCloseConnections: true,
    // A path that cannot be decoded names nothing here: a 404 like any unknown path, not a 400.
    frameworkErrors: (error, request, reply) => {
      const notFound = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // The path as it came (it may not decode): its language prefix is plain text all the same.
      const say = messagesIn(localeOfPath((request.url ?? '/').split('?')[0] ?? '/'));
      void (reply as FastifyReply)
        .code(notFound ? 404 : (error.statusCode ?? 400))
        .header('Content-Security-Policy', csp())
        .header('X-Robots-Tag', 'noindex')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(say(notFound ? 'fault.notFound' : 'fault.badRequest'));
    },
  });

  // One line per server fault, without a stack per request (a flood on a hostile path); a
  // client's mistake on a GET is the 404 page, not an error. A browser is never shown a JSON
  // error: a fault is the fault page in the site's frame, a 503 it may try again after.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500 && (request.method === 'GET' || request.method === 'HEAD')) return reply.callNotFound();
    if (status >= 500) warn(`${request.method} ${request.url} failed: ${error.message}`);
    reply.header('Cache-Control', 'no-store');
    if (status >= 500 && wantsHtml(request)) {
      return reply
        .code(503)
        .header('Retry-After', String(FAULT_RETRY_AFTER_SECONDS))
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderFaultPage(siteConfig, requestUrl(request.url)?.pathname ?? '/'));
    }
    return reply.code(status).send({ ok: false, error: status >= 500 ? 'internal' : 'bad-request' });
  });

  app.addHook('onClose', () => siteStore.close());
  await app.register(securityPlugin, { csp });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A page made per request: brotli 5 / gzip 6 are about as small for a few KB of HTML and
    // ten times faster than the best ratio.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    // Contact posts are small forms; a compressed request body is refused (415), never inflated.
    globalDecompression: false,
  });
  // The back office works on the site's store. A store that could not be opened at start (a
  // DATA_DIR that cannot be written) leaves it off until a restart; the public site serves on.
  const adminStore = siteStore.store();
  let preview: ListingPreview | undefined;
  // What each listing earns: views counted while the store is open (none while it is not).
  const viewCounter = adminStore ? new ViewCounter({ store: adminStore.listingViews, log: warn }) : undefined;
  if (viewCounter) {
    app.decorate('viewCounter', viewCounter);
    // The last batch is written before the store closes (its onClose hook).
    app.addHook('preClose', () => viewCounter.close());
  }
  if (adminStore) {
    // Stops the start when a setting would serve the originals (photos/config.ts).
    const photos = readPhotosConfig(config.dataDir, config.assetDirs, config.env);
    const storage = new DirectoryPhotoStorage(photos);
    preview = { guard: requireAdmin, listing: previewListing(adminStore, secret, storage), notice: previewNotice };
    await app.register(adminPlugin, { store: adminStore, idleMinutes: idleMinutesFrom(config.env), photoAddress: (address) => adminPhotoAddress(storage, address) });
    // The inbox, photos and inquiry e-mails, on the store the contact endpoint writes to (its
    // mail is queued in the message's own transaction).
    await app.register(backOfficePlugin, { store: adminStore, data, photos, storage, config, siteUrl: siteConfig.siteUrl, log });
  } else warn('The back office and inquiry e-mails are off: the store could not be opened. Restart the server once DATA_DIR can be written.');
  await app.register(appPagesPlugin, {
    shellDist: config.shellDist,
    remoteDists: config.remoteDists,
    data,
    site: siteConfig,
    remoteMap,
    // The shell's server-render build sits beside its browser build (shared/build's SERVER_RENDER_DIR).
    serverRender: path.join(path.dirname(config.shellDist), 'dist-server', 'render.cjs'),
    log: warn,
    ...(preview ? { preview } : {}),
    countView: (request, listingId) => void countPageView(viewCounter, request, listingId),
  });
  await app.register(viewsPlugin, { counter: viewCounter, data });
  await app.register(remotesPlugin, { remoteMap });
  await app.register(listingsDataPlugin, { data });
  await app.register(textSearchPlugin, { data });
  await app.register(seoPlugin, { data, site: siteConfig });
  await app.register(contactPlugin, { messages: siteStore, contact: config.contact, site: siteConfig });
  await app.register(alertsPlugin, { store: adminStore, data, notify: config.notify, site: siteConfig, log });
  await app.register(staticPlugin, {
    shellDist: config.shellDist,
    remoteDists: config.remoteDists,
    assetDirs: config.assetDirs,
    privateFiles: [config.listingsFile],
  });
  return { app, data, siteStore, imageHosts };
}

export { log as logLine };
