/**
 * The files for search engines, made from the public snapshot: listing pages (one per language),
 * the sitemap (an index and its parts past 50,000 URLs) and robots.txt. A sitemap file is made
 * when it is first asked for after a snapshot (not on the way of a start or a rebuild), one part
 * at a time (at 100,000 listings, the parts of 300,000 addresses with their alternates would
 * take seconds and 150 MB at once); a listing's page when it is first asked for (100,000 pages
 * made ahead would take a minute and most of the memory); each kept, compressed, for the
 * snapshot's life, up to a bound (crawlers ask again and again for the same pages).
 */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from 'shared/i18n';
import type { SiteConfig } from 'shared/site';
import type { PublicData, PublicSnapshot } from '../projection';
import { requestUrl } from '../routes';
import { renderListingPage } from '../seo/listing-page';
import { seoPageOf, seoPagesFolder } from '../seo/site-files';
import { SITEMAP_PATH, renderRobots, sitemaps, type Sitemaps } from '../seo/sitemap';
import { prepareBody, sendPrepared, type PreparedBody } from './prepared-body';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Compressed bodies kept per snapshot; the oldest goes first past it (a few MB in all). */
const PREPARED_MAX = 2_000;

interface Held {
  snapshot: PublicSnapshot;
  /** The sitemap's files, counted when one is first asked for; each written when it is. */
  sitemaps: () => Sitemaps;
  prepared: Map<string, PreparedBody>;
}

const ROBOTS_PATH = '/robots.txt';
const isSitemap = (pathname: string): boolean => pathname === SITEMAP_PATH || /^\/sitemap-\d+\.xml$/.test(pathname);

export const seoPlugin: FastifyPluginAsync<{ data: PublicData; site: SiteConfig }> = async (app, { data, site }) => {
  const robots = renderRobots(site.siteUrl);
  const make = (snapshot: PublicSnapshot): Held => {
    let files: Sitemaps | undefined;
    return { snapshot, sitemaps: () => (files ??= sitemaps(snapshot.listings, site.siteUrl)), prepared: new Map() };
  };
  // Swapped with the snapshot, so a new snapshot never serves the old one's pages.
  let held = make(data.current());
  data.onReplace((snapshot) => (held = make(snapshot)));

  /** The content at `pathname` in this snapshot: a site-wide file, or a shown listing's page. */
  const contentOf = async ({ snapshot, sitemaps }: Held, pathname: string): Promise<string | undefined> => {
    // robots.txt names the sitemap only: it never waits for the sitemap to be made.
    if (pathname === ROBOTS_PATH) return robots;
    if (isSitemap(pathname)) return sitemaps().file(pathname);
    const page = seoPageOf(pathname);
    const listing = page === undefined ? undefined : await snapshot.record(page.id);
    return listing && page ? renderListingPage(listing, site, page.locale) : undefined;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = held;
    const pathname = requestUrl(request.url)?.pathname ?? '';
    let body = current.prepared.get(pathname);
    if (!body) {
      const content = await contentOf(current, pathname);
      if (content === undefined) return reply.callNotFound();
      // A sitemap part is tens of MB plain at 100,000 listings: held as its compressed copies alone.
      body = prepareBody(Buffer.from(content), `seo:${current.snapshot.version}:${pathname}`, { dropPlain: isSitemap(pathname) });
      if (current.prepared.size >= PREPARED_MAX) current.prepared.delete(current.prepared.keys().next().value ?? '');
      current.prepared.set(pathname, body);
    }
    return sendPrepared(request, reply, body, TYPES[path.extname(pathname)] ?? 'text/plain; charset=utf-8');
  };
  app.get(SITEMAP_PATH, send);
  // The parts of a sitemap index: /sitemap-1.xml, /sitemap-2.xml, …
  app.get('/sitemap-*', send);
  app.get(ROBOTS_PATH, send);
  for (const locale of LOCALES) app.get(`${seoPagesFolder(locale)}/*`, send);
};
