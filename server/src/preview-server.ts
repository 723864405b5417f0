/**
 * The server of `pnpm --filter <app> preview` (scripts/preview.ts): one app's build at the root
 * (its index.html for any other path), the photos under /assets and the public listings data —
 * the same static-files rules and projection as the production server, with CORS for one site.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { loadListingsFile } from './listings-file';
import { LISTINGS_JSON_PATH } from './plugins/listings-data';
import { cacheControlFor } from './plugins/static-files';
import { privacySecret } from './projection';
import { listingsJsonOf } from './projection/listings-json';

export async function buildPreviewServer(options: { config: ServerConfig; dist: string; corsOrigin: string; app: string }): Promise<FastifyInstance> {
  const { config, dist, corsOrigin, app: name } = options;
  const snapshot = loadListingsFile(config.listingsFile, await privacySecret(config, console.warn));
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', corsOrigin);
    if (corsOrigin !== '*') reply.header('Vary', 'Origin');
  });
  const common = { preCompressed: true, dotfiles: 'ignore' as const, cacheControl: false, decorateReply: false, setHeaders: (res: { setHeader: (name: string, value: string) => unknown }, file: string) => void res.setHeader('Cache-Control', cacheControlFor(file)) };
  const listingsJson = await listingsJsonOf(snapshot);
  app.get(LISTINGS_JSON_PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(listingsJson));
  await app.register(fastifyStatic, { ...common, root: config.assetDirs, prefix: '/assets/' });
  await app.register(fastifyStatic, { ...common, root: dist, prefix: '/', index: false, decorateReply: true });
  const sendIndex = (reply: FastifyReply) =>
    fs.existsSync(path.join(dist, 'index.html'))
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html', dist)
      : reply.code(503).type('text/plain; charset=utf-8').send(`Build ${name} first.`);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((_request, reply) => sendIndex(reply));
  return app;
}
