/**
 * Signing in and out: `POST /admin/api/session` (e-mail and password, throttled per account and
 * per client), `GET /admin/api/session` (whether this browser is signed in: who, and the CSRF
 * token the app sends back on every change; 200 either way), `DELETE /admin/api/session`
 * ('Dil': ends the session on the server).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AdminUserInfo } from 'shared/contracts';
import { normalizeEmail } from '../store/accounts';
import { adminChange, adminNoStore, adminOf } from './guard';
import { MAX_PASSWORD_LENGTH, verifyDecoy, verifyPassword } from './passwords';
import type { SignInThrottle } from './throttle';

/** What the app is told of the signed-in user. */
const userInfo = (user: { email: string; name: string }): AdminUserInfo => ({ email: user.email, name: user.name });

/** How long a sign-in refused as busy is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

export interface SessionRoutesOptions {
  throttle: SignInThrottle;
}

interface SignInBody {
  email: string;
  password: string;
}

const signInSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 320 },
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
    },
  },
} as const;

/**
 * A sign-in from another site's page: the cookie is SameSite=Strict and the body must be JSON
 * (which a cross-site form cannot send without CORS), and a browser's Origin, when it sends
 * one, must be this host.
 */
function crossSite(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, { throttle }) => {
  app.post<{ Body: SignInBody }>('/admin/api/session', { schema: signInSchema, bodyLimit: 4096 }, async (request, reply) => {
    adminNoStore(reply);
    if (crossSite(request.headers.origin, request.headers.host)) return reply.code(403).send({ ok: false, error: 'origin' });
    const account = normalizeEmail(request.body.email);
    const client = request.ip;
    // The try is counted before the password is checked: tries sent together cannot all pass.
    const reservation = await throttle.reserve(account, client);
    if (!reservation.ok) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      return reply.code(429).header('Retry-After', String(seconds)).send({ ok: false, error: 'throttled', retryAfterSeconds: seconds });
    }
    const sessions = request.server.adminSessions;
    const user = await request.server.adminStore.accounts.findUserByEmail(account);
    const { password } = request.body;
    const valid = await throttle.check(() => (user && !user.disabled ? verifyPassword(user.passwordHash, password) : verifyDecoy(password)));
    if (valid === undefined) {
      await throttle.unchecked(reservation.token, account, client);
      return reply.code(503).header('Retry-After', String(BUSY_RETRY_SECONDS)).send({ ok: false, error: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS });
    }
    if (!user || !valid) return reply.code(401).send({ ok: false, error: 'credentials' });
    await throttle.succeeded(reservation.token, account, client);
    const csrfToken = await sessions.start(request, reply, user.id);
    return { ok: true, user: userInfo(user), csrfToken };
  });

  // The app's probe on every visit to /admin: being signed out is an answer here, not an
  // error (a 401 would be a console error on every sign-in page). It reveals nothing but
  // whether this browser's cookie is a live session.
  app.get('/admin/api/session', async (request, reply) => {
    adminNoStore(reply);
    const session = await request.server.adminSessions.read(request);
    if (!session) return { ok: true, signedIn: false };
    return { ok: true, signedIn: true, user: userInfo(session.user), csrfToken: session.csrfToken };
  });

  app.delete('/admin/api/session', { preHandler: adminChange }, async (request, reply) => {
    await request.server.adminSessions.end(request, reply, adminOf(request));
    adminNoStore(reply);
    return { ok: true };
  });
};
