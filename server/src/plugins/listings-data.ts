/**
 * The listings data, all from the public snapshot: the parts of the listings index and one
 * listing's full record by id (shared/listings summary.ts), which the browser reads, and
 * listings.json (SPEC shape), which tools read. The index parts are compressed once per
 * snapshot (prepared-body.ts); listings.json is written to files when first asked for
 * (listings-json.ts).
 */
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { LISTINGS_INDEX_PREFIX, LISTING_RECORD_PREFIX } from 'shared/listings/rules';
import type { PublicData, PublicSnapshot } from '../projection';
import { listingsJsonOf } from '../projection/listings-json';
import { ListingsJsonSpool } from './listings-json';
import { REVALIDATE, acceptedEncodings, prepareBody, sendPrepared, weakEtag, clientHolds, type PreparedBody } from './prepared-body';

const JSON_TYPE = 'application/json; charset=utf-8';
export const LISTINGS_JSON_PATH = '/assets/data/listings.json';

interface PreparedData {
  indexParts: PreparedBody[];
}

/**
 * Index parts past this many bytes in all are compressed quickly rather than at the best ratio
 * (prepared-body.ts): the sample's one part gets brotli 9; at 100,000 listings the parts are so
 * large that brotli 9 would hold a core for a long while, most of it while the server starts.
 */
export const QUICK_PAST_BYTES = 4 * 1024 * 1024;

function prepare(snapshot: PublicSnapshot): PreparedData {
  const parts = snapshot.indexParts;
  const quick = parts.plainBytes() > QUICK_PAST_BYTES;
  return {
    // Once a part's gzip copy exists the snapshot holds that copy alone (held-index-parts.ts).
    indexParts: Array.from({ length: parts.count }, (_, part) =>
      prepareBody(parts.plain(part), `listings-index:${snapshot.version}:${part}`, {
        quick,
        dropPlain: true,
        onGzip: (copy) => parts.compressed(part, copy),
      }),
    ),
  };
}

export const listingsDataPlugin: FastifyPluginAsync<{ data: PublicData }> = async (app, { data }) => {
  // Compressed as soon as a snapshot is made, so the first visitor after it waits for nothing.
  let prepared = { snapshot: data.current(), bodies: prepare(data.current()) };
  data.onReplace((snapshot) => (prepared = { snapshot, bodies: prepare(snapshot) }));
  const bodies = () => prepared.bodies;

  const spool = new ListingsJsonSpool();
  app.addHook('onClose', () => spool.close());
  app.get(LISTINGS_JSON_PATH, async (request, reply) => {
    const snapshot = data.current();
    const etag = weakEtag(`listings:${snapshot.version}`);
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (clientHolds(request, etag)) return reply.code(304).send();
    let spooled;
    try {
      spooled = await spool.of(snapshot);
    } catch {
      // The disk cannot take the files (full, read-only): the listings still serve, made in
      // memory for this request (seconds at 100,000, but only while the disk fails).
      return reply.type(JSON_TYPE).send(await listingsJsonOf(snapshot));
    }
    const encoding = acceptedEncodings(request.headers['accept-encoding'])[0];
    const file = spooled.files[encoding ?? 'identity'];
    if (encoding) reply.header('Content-Encoding', encoding);
    // Sent as it is: @fastify/compress leaves a body with its Content-Encoding set alone.
    return reply.type(JSON_TYPE).header('Content-Length', file.size).send(file.bytes ?? fs.createReadStream(file.path));
  });

  app.get(`${LISTINGS_INDEX_PREFIX}:part`, (request, reply) => {
    const { part } = request.params as { part: string };
    const match = /^(\d+)\.json$/.exec(part);
    const body = match ? bodies().indexParts[Number(match[1])] : undefined;
    if (!body) return reply.code(404).type(JSON_TYPE).header('Cache-Control', 'no-store').send('{"error":"not found"}');
    return sendPrepared(request, reply, body, JSON_TYPE);
  });

  app.get(`${LISTING_RECORD_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const snapshot = data.current();
    const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
    const etag = weakEtag(`listing:${snapshot.version}:${file}`);
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (clientHolds(request, etag)) return reply.code(304).send();
    // `null` for an id that is not shown: the browser asks before it knows, and a missing
    // listing is an answer (the 404 page), not a failed request in the console.
    const listing = id === undefined ? undefined : await snapshot.record(id);
    return reply.type(JSON_TYPE).send(JSON.stringify(listing ?? null));
  });
};
