/**
 * Admin sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure when the
 * request came over HTTPS, which behind a proxy Fastify reads from X-Forwarded-Proto when
 * TRUST_PROXY is set); the store keeps only its SHA-256, so a copy of the database opens no
 * session. A session ends after `idleMs` without a request, or when its user signs out.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsStore, AdminUser } from '../store/accounts';

export const SESSION_COOKIE = 'admin_session';
/** The cookie goes only to the admin area (its pages and its API). */
const COOKIE_PATH = '/admin';
export const DEFAULT_IDLE_MS = 2 * 60 * 60_000;
/** Moving the deadline costs a write; once a minute is precise enough for a two-hour idle limit. */
const TOUCH_EVERY_MS = 60_000;

export interface AdminContext {
  user: AdminUser;
  csrfToken: string;
  tokenHash: string;
}

const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right) && a === b;
}

export class AdminSessions {
  constructor(
    private readonly accounts: AccountsStore,
    private readonly idleMs: number = DEFAULT_IDLE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private deadline(): string {
    return new Date(this.now() + this.idleMs).toISOString();
  }

  /** Opens a session for the user, sets its cookie and returns its CSRF token. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
    const token = randomToken();
    const csrfToken = randomToken();
    await this.accounts.createSession({ tokenHash: hashToken(token), userId, csrfToken, expiresAt: this.deadline() });
    reply.setCookie(SESSION_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
    return csrfToken;
  }

  /** The request's session, its inactivity deadline moved on; null without a valid one. */
  async read(request: FastifyRequest): Promise<AdminContext | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const session = await this.accounts.findSession(tokenHash);
    if (!session) return null;
    if (this.now() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) await this.accounts.touchSession(tokenHash, this.deadline());
    return { user: session.user, csrfToken: session.csrfToken, tokenHash };
  }

  /** Ends the session on the server and tells the browser to drop the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply, context: AdminContext): Promise<void> {
    await this.accounts.endSession(context.tokenHash, context.user.id);
    reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
  }
}
