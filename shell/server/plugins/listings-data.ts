/**
 * The listings data the browser reads, all from the public snapshot: listings.json (SPEC
 * shape), the parts of the listings index, and one listing's full record by id (shared/listings
 * summary.ts). The shared bodies are compressed once per snapshot (prepared-body.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { LISTINGS_INDEX_PREFIX, LISTING_RECORD_PREFIX } from 'shared/listings';
import type { PublicData, PublicSnapshot } from '../projection';
import { REVALIDATE, prepareBody, sendPrepared, weakEtag, clientHolds, type PreparedBody } from './prepared-body';

const JSON_TYPE = 'application/json; charset=utf-8';
export const LISTINGS_JSON_PATH = '/assets/data/listings.json';

interface PreparedData {
  listingsJson: PreparedBody;
  indexParts: PreparedBody[];
}

function prepare(snapshot: PublicSnapshot): PreparedData {
  return {
    listingsJson: prepareBody(snapshot.listingsJson, `listings:${snapshot.version}`),
    indexParts: snapshot.indexParts.map((body, part) => prepareBody(body, `listings-index:${snapshot.version}:${part}`)),
  };
}

export const listingsDataPlugin: FastifyPluginAsync<{ data: PublicData }> = async (app, { data }) => {
  // Compressed as soon as a snapshot is made, so the first visitor after it waits for nothing.
  let prepared = { snapshot: data.current(), bodies: prepare(data.current()) };
  data.onReplace((snapshot) => (prepared = { snapshot, bodies: prepare(snapshot) }));
  const bodies = () => prepared.bodies;

  app.get(LISTINGS_JSON_PATH, (request, reply) => sendPrepared(request, reply, bodies().listingsJson, JSON_TYPE));

  app.get(`${LISTINGS_INDEX_PREFIX}:part`, (request, reply) => {
    const { part } = request.params as { part: string };
    const match = /^(\d+)\.json$/.exec(part);
    const body = match ? bodies().indexParts[Number(match[1])] : undefined;
    if (!body) return reply.code(404).type(JSON_TYPE).header('Cache-Control', 'no-store').send('{"error":"not found"}');
    return sendPrepared(request, reply, body, JSON_TYPE);
  });

  app.get(`${LISTING_RECORD_PREFIX}:file`, (request, reply) => {
    const { file } = request.params as { file: string };
    const snapshot = data.current();
    const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
    // `null` for an id that is not shown: the browser asks before it knows, and a missing
    // listing is an answer (the 404 page), not a failed request in the console.
    const listing = id === undefined ? null : (snapshot.byId.get(id) ?? null);
    const etag = weakEtag(`listing:${snapshot.version}:${file}`);
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (clientHolds(request, etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(JSON.stringify(listing));
  });
};
