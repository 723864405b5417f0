/**
 * The audit log for the admin: who changed what, and when, newest first, a page at a time,
 * for one listing (`listing`: its own changes, its photos', its messages') or one user's
 * actions (`user`), or both; `before` (an entry's id) asks for the next, older page.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AdminAuditFilter, AdminAuditPage } from 'shared/contracts';
import { TEXT_MAX_LENGTH } from 'shared/contracts';
import { useAdminErrors } from './api';
import { requireAdmin } from './guard';

/** Rows per page: a phone's long scroll, and little for the store to read. */
export const AUDIT_PAGE_SIZE = 100;

interface AuditQuery {
  listing?: string;
  user?: number;
  before?: number;
}

export const auditRoutes: FastifyPluginAsync = async (app) => {
  useAdminErrors(app);
  app.get<{ Querystring: AuditQuery }>(
    '/admin/api/audit',
    {
      preHandler: requireAdmin,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            listing: { type: 'string', minLength: 1, maxLength: TEXT_MAX_LENGTH.id },
            user: { type: 'integer', minimum: 1 },
            before: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request): Promise<AdminAuditPage & { ok: true }> => {
      const { listing, user, before } = request.query;
      const filter: AdminAuditFilter = {
        ...(listing === undefined ? {} : { listingId: listing }),
        ...(user === undefined ? {} : { userId: user }),
        ...(before === undefined ? {} : { before }),
      };
      // One more than a page: whether an older page exists.
      const rows = await request.server.adminStore.accounts.listAudit(AUDIT_PAGE_SIZE + 1, filter);
      const entries = rows.slice(0, AUDIT_PAGE_SIZE);
      return { ok: true, entries, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null };
    },
  );
};
