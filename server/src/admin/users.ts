/**
 * 'Përdoruesit' under /admin/api: the agency's users (`GET /users`), adding one by an invitation
 * link mailed to them (`POST /users`; without SMTP the answer carries the link for the adder to
 * hand on), removing one (`DELETE /users/:id`: their sessions end at once; never oneself), and
 * changing one's own password (`PUT /password`: the current one first; the other sessions end).
 * The first user still comes from the terminal (`pnpm admin:add-user`).
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { site } from 'shared/site';
import type { AdminInviteAnswer } from 'shared/contracts';
import { cleanLine } from '../control-chars';
import { headerAddress } from '../notify/header';
import { PASSWORD_LINK_HOURS, composePasswordMail, passwordLinkUrl } from '../notify/password-mail';
import type { Store } from '../store';
import { adminAnswer, guards, useAdminErrors } from './api';
import { adminOf } from './guard';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords';
import { hashToken } from './sessions';

export interface UsersOptions {
  store: Store;
  /** The site's public origin, the links' base. */
  siteUrl: string;
  /** Whether mail can be sent (SMTP_URL set): else an invitation's link is handed to the adder. */
  mailEnabled: boolean;
}

/** A new one-time link: the token for the mail, its hash for the store. */
export function newPasswordLink(hours: number, now = Date.now()): { token: string; tokenHash: string; expiresAt: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + hours * 3_600_000).toISOString() };
}

/** A new password outside the rules (passwords.ts), as the API says it. */
export const WEAK_PASSWORD = (path: string) => ({
  error: 'weak-password',
  problems: [{ path, message: `between ${MIN_PASSWORD_LENGTH} and ${MAX_PASSWORD_LENGTH} characters` }],
});

/** Tries of the current password per user within 15 minutes, so a session left open does not give the password away. */
const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

const addSchema = {
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 3, maxLength: 254 },
      name: { type: 'string', maxLength: 100 },
    },
  },
} as const;

const passwordSchema = {
  body: {
    type: 'object',
    required: ['current', 'next'],
    additionalProperties: false,
    properties: {
      current: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
      next: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH + 1 },
    },
  },
} as const;

/** A name as the list shows it: one line (control-chars.ts), its runs of spaces one. */
const cleanName = (name: string | undefined) => cleanLine(name ?? '').replace(/\s+/gu, ' ').trim();

export const usersPlugin: FastifyPluginAsync<UsersOptions> = async (app, { store, siteUrl, mailEnabled }) => {
  useAdminErrors(app);

  app.get('/users', { preValidation: guards.read }, async (request, reply) =>
    adminAnswer(reply, 200, { ok: true, users: await store.users.list(adminOf(request).user.id) }),
  );

  app.post<{ Body: { email: string; name?: string } }>('/users', { preValidation: guards.change, schema: addSchema }, async (request, reply) => {
    const email = headerAddress(request.body.email);
    if (!email) return adminAnswer(reply, 400, { ok: false, error: 'invalid-request', problems: [{ path: 'email', message: 'not one plain e-mail address' }] });
    const link = newPasswordLink(PASSWORD_LINK_HOURS.invite);
    const result = await store.users.invite({
      email,
      name: cleanName(request.body.name),
      // Until the invitation is used, the password is a secret nobody knows.
      unusableHash: await hashPassword(crypto.randomBytes(32).toString('base64url')),
      link,
      mail: mailEnabled ? (address) => composePasswordMail('invite', address, link.token, { siteUrl, brand: site.brand }) : null,
      actorId: adminOf(request).user.id,
    });
    if (!result.ok) return adminAnswer(reply, 409, { ok: false, error: 'exists', problems: [{ path: 'email', message: 'already a user' }] });
    const answer: AdminInviteAnswer = { user: result.user, mailed: mailEnabled, ...(mailEnabled ? {} : { link: passwordLinkUrl(siteUrl, link.token) }) };
    return adminAnswer(reply, 201, { ok: true, ...answer });
  });

  app.delete<{ Params: { id: string } }>('/users/:id', { preValidation: guards.change }, async (request, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    if (id === undefined) return adminAnswer(reply, 404, { ok: false, error: 'not-found' });
    const result = await store.users.remove(id, adminOf(request).user.id);
    if (result === 'self') return adminAnswer(reply, 409, { ok: false, error: 'self' });
    if (result === 'not-found') return adminAnswer(reply, 404, { ok: false, error: 'not-found' });
    return adminAnswer(reply, 200, { ok: true });
  });

  app.put<{ Body: { current: string; next: string } }>('/password', { preValidation: guards.change, schema: passwordSchema, bodyLimit: 8192 }, async (request, reply) => {
    const admin = adminOf(request);
    if (passwordProblem(request.body.next)) return adminAnswer(reply, 400, { ok: false, ...WEAK_PASSWORD('next') });
    const tries = await store.signInAttempts.reserve([{ key: `password-change:${admin.user.id}`, ...PASSWORD_TRIES }], Date.now());
    if (!tries.ok) {
      const seconds = Math.ceil(tries.retryAfterMs / 1000);
      return adminAnswer(reply.header('Retry-After', String(seconds)), 429, { ok: false, error: 'throttled', retryAfterSeconds: seconds });
    }
    const wrong = () => adminAnswer(reply, 400, { ok: false, error: 'wrong-password', problems: [{ path: 'current', message: 'not the current password' }] });
    const user = await store.accounts.findUserByEmail(admin.user.email);
    if (!user || !(await verifyPassword(user.passwordHash, request.body.current))) return wrong();
    await store.signInAttempts.release(tries.token, [], [`password-change:${admin.user.id}`]);
    // Only from the hash just checked: of two changes sent at once, the second finds another.
    const changed = await store.users.changePassword(admin.user.id, { from: user.passwordHash, to: await hashPassword(request.body.next) }, admin.tokenHash);
    return changed ? adminAnswer(reply, 200, { ok: true }) : wrong();
  });
};
