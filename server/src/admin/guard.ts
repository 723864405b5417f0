/**
 * The admin API's two gates, as Fastify preHandlers every admin route uses:
 *
 * - `requireAdmin`: a valid session (the cookie), else 401. Puts the session on `request.admin`.
 * - `requireCsrf`: on every change, the session's CSRF token in the `X-CSRF-Token` header, else
 *   403. A synchronizer token: the server keeps it with the session (sessions.csrf_token) and
 *   the admin app reads it from the sign-in answer or `GET /admin/api/session`. We chose it over
 *   a double-submit cookie because the sessions are server-side anyway (one column, no second
 *   cookie), and a double-submit cookie can be planted by a sibling subdomain unless it is also
 *   signed and bound to the session — which is this, with more parts.
 *
 * Routes that change something use `adminChange` (both, in order). The admin plugin
 * (plugin.ts) must be registered before any plugin that uses these.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store';
import { visitorOf } from '../views/plugin';
import { sameSecret, type AdminContext, type AdminSessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's session, set by `requireAdmin`. */
    admin: AdminContext | null;
  }
  interface FastifyInstance {
    adminSessions: AdminSessions;
    /** The store the admin API reads and writes. */
    adminStore: Store;
  }
}

export const CSRF_HEADER = 'x-csrf-token';

/** Every admin answer: never cached, never indexed. */
export function adminNoStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await request.server.adminSessions.read(request);
  if (!session) {
    await adminNoStore(reply).code(401).send({ ok: false, error: 'unauthorized' });
    return;
  }
  request.admin = session;
  // This browser's listing views today are the agency's own, left out of the counts (views/visitors.ts).
  request.server.viewCounter?.noteAgency(visitorOf(request));
}

export async function requireCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.admin) {
    await adminNoStore(reply).code(401).send({ ok: false, error: 'unauthorized' });
    return;
  }
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameSecret(sent, request.admin.csrfToken)) {
    await adminNoStore(reply).code(403).send({ ok: false, error: 'csrf' });
  }
}

/** The preHandlers of a route that changes something: a session, then its CSRF token. */
export const adminChange = [requireAdmin, requireCsrf];

/** The signed-in admin of a route behind `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminContext {
  if (!request.admin) throw new Error('adminOf() on a route without requireAdmin');
  return request.admin;
}

export type { AdminContext } from './sessions';
