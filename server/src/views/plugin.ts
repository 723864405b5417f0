/**
 * The listing views' public side: the count of a server-sent listing page (`countPageView`, called
 * by the detail route, plugins/app-pages.ts) and the beacon an in-app navigation sends
 * (`POST LISTING_VIEW_ROUTE`). The beacon answers 204 with no body whether or not it counted (a
 * repeat, a bot, the agency), 404 for a listing the public does not see, 429 past its rate, and
 * never a JSON error: whatever goes wrong is a bare status.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LISTING_VIEW_ROUTE } from 'shared/listings/rules';
import type { PublicData } from '../projection';
import type { ViewCounter, ViewOutcome } from './counter';
import { uncountable } from './uncountable';
import type { Visitor } from './visitors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing views' counter, when the store is open (admin/guard.ts notes the agency's browsers to it). */
    viewCounter?: ViewCounter;
  }
}

/** Beacons one address may send a minute: a person opens far fewer listings, but many phones share a carrier's address (CGNAT). */
export const BEACON_LIMIT = 240;
const BEACON_WINDOW_MS = 60_000;
const MAX_CLIENTS = 5_000;

export const visitorOf = (request: FastifyRequest): Visitor => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/** Counts a person's view of a shown listing (bots and prefetches left out); never throws (a count is not worth a page). */
function countView(counter: ViewCounter | undefined, request: FastifyRequest, listingId: string): ViewOutcome | 'left-out' {
  if (!counter || uncountable(request.headers)) return 'left-out';
  try {
    return counter.count(visitorOf(request), listingId);
  } catch {
    return 'left-out';
  }
}

/** A request for a shown listing's page: a GET counts (a HEAD reads no page). */
export const countPageView = (counter: ViewCounter | undefined, request: FastifyRequest, listingId: string): ViewOutcome | 'left-out' =>
  request.method === 'GET' ? countView(counter, request, listingId) : 'left-out';

/** A fixed window per client, in memory: at most MAX_CLIENTS remembered (the oldest window goes first). */
class BeaconRate {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  /** ms until the client may send again, or 0 when this one is taken. */
  take(client: string, now: number): number {
    let window = this.windows.get(client);
    if (!window || window.startedAt + BEACON_WINDOW_MS <= now) {
      this.windows.delete(client);
      window = { count: 0, startedAt: now };
      this.windows.set(client, window);
      if (this.windows.size > MAX_CLIENTS) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.count += 1;
    return window.count > BEACON_LIMIT ? window.startedAt + BEACON_WINDOW_MS - now : 0;
  }
}

export interface ViewsPluginOptions {
  counter: ViewCounter | undefined;
  data: PublicData;
}

export const viewsPlugin: FastifyPluginAsync<ViewsPluginOptions> = async (app, { counter, data }) => {
  const rate = new BeaconRate();
  // Whatever the body (sendBeacon sends none, or text), it is read up to 1 KB and ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  // A body too large, a broken stream: a bare status, not the site's JSON error.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    return reply.code(status).header('Cache-Control', 'no-store').send();
  });

  app.post<{ Params: { id: string } }>(LISTING_VIEW_ROUTE, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const wait = rate.take(request.ip, Date.now());
    if (wait > 0) return reply.code(429).header('Retry-After', String(Math.ceil(wait / 1000))).send();
    if (!data.current().cards.has(request.params.id)) return reply.code(404).send();
    // Another site's page cannot count views here (a browser names it in Sec-Fetch-Site).
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none') countView(counter, request, request.params.id);
    return reply.code(204).send();
  });
};
