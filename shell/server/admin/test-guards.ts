/**
 * Stand-in sign-in guards for the admin API tests until the admin module's own (`guard.ts`)
 * is merged: a request is signed in with the session cookie below, and a change carries the
 * CSRF header below. They answer as the real ones do: 401 without a session, 403 without the
 * token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminGuards } from './api';

export const TEST_SESSION_COOKIE = 'admin_session=test-session';
export const TEST_CSRF_HEADER = { 'x-csrf-token': 'test-csrf-token' } as const;

export const testGuards: AdminGuards = {
  requireAdmin: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.headers.cookie === TEST_SESSION_COOKIE) return done();
    void reply.code(401).send({ ok: false, error: 'unauthorized' });
  },
  requireCsrf: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.headers['x-csrf-token'] === TEST_CSRF_HEADER['x-csrf-token']) return done();
    void reply.code(403).send({ ok: false, error: 'csrf' });
  },
};

/** Headers of a signed-in read, and of a signed-in change. */
export const signedIn = { cookie: TEST_SESSION_COOKIE } as const;
export const signedInChange = { cookie: TEST_SESSION_COOKIE, ...TEST_CSRF_HEADER } as const;
