/** The audit log for the admin: who changed what, and when, newest first. */
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from './guard';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/api/audit', { preHandler: requireAdmin }, async (request) => ({
    ok: true,
    entries: await request.server.adminStore.accounts.listAudit(300),
  }));
};
