/**
 * `GET TEXT_SEARCH_PATH?q=…` — the text search ('Kërko', shared/listings textSearch.ts): the ids
 * of the shown listings whose title, description or id hold the words, newest first. The
 * browser's listings index has no descriptions; it asks here and filters its rows by these ids.
 *
 * Bounded: a query past TEXT_QUERY_MAX_CHARS is refused (400), at most TEXT_QUERY_MAX_WORDS
 * words are searched, and an answer is one pass over the snapshot's text index, kept per
 * snapshot and query (projection/text-search.ts); its ETag names both, so a browser that has it
 * gets a 304. Only ids leave: no text, no point, nothing of a listing that is not shown.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { listingsPath } from 'shared/routes';
import { TEXT_QUERY_MAX_CHARS, TEXT_SEARCH_PATH, normalizeTextQuery, type TextSearchAnswer } from 'shared/listings/rules';
import { forTerminal } from '../control-chars';
import type { PublicData } from '../projection';
import { refererLocale } from '../referer-locale';
import { requestUrl } from '../routes';
import { wantsHtml } from '../wants-html';
import { REVALIDATE, clientHolds, weakEtag } from './prepared-body';

const JSON_TYPE = 'application/json; charset=utf-8';
/** How long a search refused while the records cannot be read is asked to wait (seconds). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

function refuse(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('Cache-Control', 'no-store').type(JSON_TYPE).send({ ok: false, ...body });
}

export const textSearchPlugin: FastifyPluginAsync<{ data: PublicData }> = async (app, { data }) => {
  app.get(TEXT_SEARCH_PATH, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex');
    const asked = requestUrl(request.url)?.searchParams.getAll('q') ?? [];
    const raw = asked.length === 1 ? (asked[0] as string).trim() : '';
    const query = normalizeTextQuery(raw);
    // A person who opened the address (not the app's fetch) is shown the search's page, never
    // JSON: in the language of the page they came from (the address itself has none).
    if (wantsHtml(request)) {
      const page = new URLSearchParams([['page', '1'], ...(query === undefined ? [] : [['q', query]])]);
      return reply.header('Cache-Control', 'no-store').redirect(`${listingsPath(refererLocale(request))}?${page.toString()}`, 303);
    }
    if (Array.from(raw).length > TEXT_QUERY_MAX_CHARS) return refuse(reply, 400, { error: 'query-too-long', max: TEXT_QUERY_MAX_CHARS });
    if (query === undefined) return refuse(reply, 400, { error: 'missing-query' });

    const snapshot = data.current();
    const etag = weakEtag(`text-search:${snapshot.version}:${query}`);
    if (clientHolds(request, etag)) return reply.code(304).header('Cache-Control', REVALIDATE).header('ETag', etag).send();
    let answer: TextSearchAnswer;
    try {
      const matches = await snapshot.textMatches(query);
      answer = { query: matches.query, ids: [...matches.ids] };
    } catch (error) {
      console.warn(forTerminal(`The text search could not read the listings' records: ${error instanceof Error ? error.message : String(error)}`));
      // The browser searches titles and ids itself meanwhile, and says so.
      return refuse(reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)), 503, { error: 'search-unavailable' });
    }
    return reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding').type(JSON_TYPE).send(JSON.stringify(answer));
  });
};
