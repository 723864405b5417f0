/** The files for search engines, made from the public snapshot: listing pages, sitemap, robots.txt. */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from 'shared/site';
import type { PublicData, PublicSnapshot } from '../projection';
import { requestUrl } from '../routes';
import { buildSeoFiles, type SeoFiles } from '../seo/site-files';
import { prepareBody, sendPrepared, type PreparedBody } from './prepared-body';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const seoPlugin: FastifyPluginAsync<{ data: PublicData; site: SiteConfig }> = async (app, { data, site }) => {
  const make = (snapshot: PublicSnapshot) => ({ snapshot, files: buildSeoFiles(snapshot.listings, site), prepared: new Map<string, PreparedBody>() });
  // Made with each snapshot, so another listings file never serves stale pages; each page is
  // compressed once, when first asked for, like the listings data (crawlers ask again and again).
  let held: { snapshot: PublicSnapshot; files: SeoFiles; prepared: Map<string, PreparedBody> } = make(data.current());
  data.onReplace((snapshot) => (held = make(snapshot)));

  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const { snapshot, files, prepared } = held;
    const pathname = requestUrl(request.url)?.pathname ?? '';
    const file = files.get(pathname);
    if (file === undefined) return reply.callNotFound();
    let body = prepared.get(pathname);
    if (!body) {
      body = prepareBody(Buffer.from(file), `seo:${snapshot.version}:${pathname}`);
      prepared.set(pathname, body);
    }
    return sendPrepared(request, reply, body, TYPES[path.extname(pathname)] ?? 'text/plain; charset=utf-8');
  };
  app.get('/sitemap.xml', send);
  app.get('/robots.txt', send);
  app.get('/assets/pronat/*', send);
};
