/** The files for search engines, made from the public snapshot: listing pages, sitemap, robots.txt. */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from 'shared/site';
import type { PublicData, PublicSnapshot } from '../projection';
import { requestUrl } from '../routes';
import { buildSeoFiles, type SeoFiles } from '../seo/site-files';
import { REVALIDATE, clientHolds, weakEtag } from './prepared-body';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const seoPlugin: FastifyPluginAsync<{ data: PublicData; site: SiteConfig }> = async (app, { data, site }) => {
  const make = (snapshot: PublicSnapshot) => ({ snapshot, files: buildSeoFiles(snapshot.listings, site) });
  // Made with each snapshot, so another listings file never serves stale pages.
  let held: { snapshot: PublicSnapshot; files: SeoFiles } = make(data.current());
  data.onReplace((snapshot) => (held = make(snapshot)));

  const send = (request: FastifyRequest, reply: FastifyReply) => {
    const { snapshot, files } = held;
    const pathname = requestUrl(request.url)?.pathname ?? '';
    const file = files.get(pathname);
    if (file === undefined) return reply.callNotFound();
    const etag = weakEtag(`seo:${snapshot.version}:${pathname}`);
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (clientHolds(request, etag)) return reply.code(304).send();
    return reply.type(TYPES[path.extname(pathname)] ?? 'text/plain; charset=utf-8').send(file);
  };
  app.get('/sitemap.xml', send);
  app.get('/robots.txt', send);
  app.get('/assets/pronat/*', send);
};
