/**
 * The admin's listings: the table's rows, one listing with its exact point, and saves (a new
 * listing, a changed one, a status). A save is checked by the same schema the public data is
 * read with (shared/listings `listingSchema`), so what the admin accepts the site shows; it goes
 * through the store, which writes the audit row and bumps the change counter in one transaction.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { EDITABLE_FIELDS, TEXT_MAX_LENGTH, TRANSLATION_LOCALES, type AdminFieldProblem, type AdminListing } from 'shared/contracts';
import { listingSchema } from 'shared/listings/rules';
import { LISTING_STATUSES, ListingIdTaken, type ListingStatus } from '../store';
import { adminChange, adminOf, requireAdmin } from './guard';
import { listingEarnings, withEarnings } from './listing-views';

interface SaveBody {
  status?: unknown;
  listing?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is ListingStatus => typeof value === 'string' && (LISTING_STATUSES as readonly string[]).includes(value);


function problemsOf(issues: readonly v.BaseIssue<unknown>[]): AdminFieldProblem[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }));
}

const invalid = (reply: FastifyReply, problems: AdminFieldProblem[]) => reply.code(400).send({ ok: false, error: 'invalid', problems });

/**
 * The largest save's body: the title and description at their limits in Albanian and in every
 * translation, each character up to 3 bytes as JSON sends it (UTF-8), and 64 KB for the rest
 * (the details, the point). A body over it is refused whole (413) before it is read.
 */
const SAVE_BODY_LIMIT = 3 * (TEXT_MAX_LENGTH.title + TEXT_MAX_LENGTH.description) * (1 + TRANSLATION_LOCALES.length) + 64 * 1024;

/** Validated with this id; the store gives a new listing its real one when it inserts it. */
const NEW_LISTING_ID = 'new';

export const listingsRoutes: FastifyPluginAsync<{ photoAddress: (address: string) => string }> = async (app, { photoAddress }) => {
  const store = () => app.adminStore;

  // Each row with its views and inquiries of the last 30 days ('Shikime'), its thumbnail through
  // the back office's own photo route: the public one serves a photo only while its listing is
  // shown, so a draft's or a withdrawn listing's cover would be a 404.
  app.get('/admin/api/listings', { preHandler: requireAdmin }, async () => {
    const rows = (await store().listListingSummaries()).map((row) => ({ ...row, thumbnailUrl: row.thumbnailUrl && photoAddress(row.thumbnailUrl) }));
    return { ok: true, listings: await withEarnings(store(), rows) };
  });

  app.get<{ Params: { id: string } }>('/admin/api/listings/:id/views', { preHandler: requireAdmin }, async (request, reply) => {
    if (!(await store().getListing(request.params.id))) return reply.code(404).send({ ok: false, error: 'not-found' });
    return { ok: true, ...(await listingEarnings(store(), request.params.id)) };
  });

  // Where the point picker can jump to: the cities and neighbourhoods of the listings.
  app.get('/admin/api/places', { preHandler: requireAdmin }, async () => ({ ok: true, places: await store().places() }));

  app.get<{ Params: { id: string } }>('/admin/api/listings/:id', { preHandler: requireAdmin }, async (request, reply) => {
    const stored = await store().getListing(request.params.id);
    if (!stored) return reply.code(404).send({ ok: false, error: 'not-found' });
    const answer: AdminListing = { listing: stored.listing, status: stored.status, statusChangedAt: stored.statusChangedAt, photos: stored.photos.length };
    return { ok: true, ...answer };
  });

  /** Checks a save and stores it; `id` absent means a new listing. */
  const save = async (request: FastifyRequest<{ Body: SaveBody }>, reply: FastifyReply, id: string | undefined) => {
    const { status, listing } = request.body ?? {};
    if (!isStatus(status)) return invalid(reply, [{ path: 'status', message: `expected one of ${LISTING_STATUSES.join(', ')}` }]);
    if (!isRecord(listing)) return invalid(reply, [{ path: 'listing', message: 'expected a JSON object' }]);
    const before = id === undefined ? undefined : await store().getListing(id);
    if (id !== undefined && !before) return reply.code(404).send({ ok: false, error: 'not-found' });
    const fields: Record<string, unknown> = {};
    for (const key of EDITABLE_FIELDS) if (Object.hasOwn(listing, key)) fields[key] = listing[key];
    const candidate = {
      ...fields,
      id: id ?? NEW_LISTING_ID,
      active: status === 'active',
      images: before?.listing.images ?? [],
      createdAt: typeof fields.createdAt === 'string' && fields.createdAt ? fields.createdAt : (before?.listing.createdAt || new Date().toISOString()),
    };
    const parsed = v.safeParse(listingSchema, candidate);
    if (!parsed.success) return invalid(reply, problemsOf(parsed.issues));
    const by = { userId: adminOf(request).user.id };
    if (id === undefined) {
      try {
        const created = await store().createListing(parsed.output, status, by);
        return reply.code(201).send({ ok: true, id: created.id });
      } catch (error) {
        if (error instanceof ListingIdTaken) return reply.code(409).send({ ok: false, error: 'conflict' });
        throw error;
      }
    }
    const updated = await store().updateListing(parsed.output, status, by);
    if (updated === 'not-found') return reply.code(404).send({ ok: false, error: 'not-found' });
    return reply.code(200).send({ ok: true, id: parsed.output.id });
  };

  app.post<{ Body: SaveBody }>('/admin/api/listings', { preHandler: adminChange, bodyLimit: SAVE_BODY_LIMIT }, (request, reply) => save(request, reply, undefined));

  app.put<{ Body: SaveBody; Params: { id: string } }>('/admin/api/listings/:id', { preHandler: adminChange, bodyLimit: SAVE_BODY_LIMIT }, (request, reply) =>
    save(request, reply, request.params.id),
  );

  app.post<{ Body: { status?: unknown }; Params: { id: string } }>('/admin/api/listings/:id/status', { preHandler: adminChange }, async (request, reply) => {
    const status = request.body?.status;
    if (!isStatus(status)) return invalid(reply, [{ path: 'status', message: `expected one of ${LISTING_STATUSES.join(', ')}` }]);
    const found = await store().setListingStatus(request.params.id, status, { userId: adminOf(request).user.id });
    if (!found) return reply.code(404).send({ ok: false, error: 'not-found' });
    return { ok: true };
  });
};
