/**
 * The one-time links that set a back-office password, for someone who is not signed in:
 * - `POST /password-reset` ('Keni harruar fjalëkalimin?'): mails a reset link when the address
 *   is a user's. The answer is the same either way, so nobody learns which addresses are users;
 *   at most 3 requests per address and 20 per client within an hour (the store counts them, so
 *   requests sent together or to several instances count the same).
 * - `POST /password-link/check`: whether the link still opens, and for whom (the page names
 *   the address and says when a link has ended). A POST, so the token is in no URL or log.
 * - `POST /password-link`: sets the password through the link, once; every session of that
 *   user ends. Then the user signs in.
 */
import type { FastifyPluginAsync } from 'fastify';
import { site } from 'shared/site';
import { normalizeEmail } from '../store/accounts';
import { PASSWORD_LINK_HOURS, composePasswordMail } from '../notify/password-mail';
import type { Store } from '../store';
import { adminAnswer, useAdminErrors } from './api';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem } from './passwords';
import { hashToken } from './sessions';
import { newPasswordLink, WEAK_PASSWORD } from './users';

export interface PasswordLinksOptions {
  store: Store;
  siteUrl: string;
  /** Without mail (no SMTP_URL) a reset cannot reach anyone: the answer says so. */
  mailEnabled: boolean;
}

const HOUR = 3_600_000;
export const RESET_LIMITS = { perAddress: 3, perClient: 20, windowMs: HOUR };

/** A token as the links carry it (32 random bytes, base64url); anything else opens nothing. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_BODY = { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 100 } } } as const;

export const passwordLinksPlugin: FastifyPluginAsync<PasswordLinksOptions> = async (app, { store, siteUrl, mailEnabled }) => {
  useAdminErrors(app);

  app.post<{ Body: { email: string } }>(
    '/password-reset',
    {
      bodyLimit: 4096,
      schema: { body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', minLength: 1, maxLength: 320 } } } },
    },
    async (request, reply) => {
      if (!mailEnabled) return adminAnswer(reply, 503, { ok: false, error: 'mail-off' });
      const address = normalizeEmail(request.body.email);
      const tries = await store.signInAttempts.reserve(
        [
          { key: `reset-account:${address}`, limit: RESET_LIMITS.perAddress, windowMs: RESET_LIMITS.windowMs },
          { key: `reset-client:${request.ip}`, limit: RESET_LIMITS.perClient, windowMs: RESET_LIMITS.windowMs },
        ],
        Date.now(),
      );
      if (!tries.ok) {
        const seconds = Math.ceil(tries.retryAfterMs / 1000);
        return adminAnswer(reply.header('Retry-After', String(seconds)), 429, { ok: false, error: 'throttled', retryAfterSeconds: seconds });
      }
      const link = newPasswordLink(PASSWORD_LINK_HOURS.reset);
      await store.users.requestReset(address, link, (to) => composePasswordMail('reset', to, link.token, { siteUrl, brand: site.brand }));
      return adminAnswer(reply, 202, { ok: true });
    },
  );

  app.post<{ Body: { token: string } }>('/password-link/check', { bodyLimit: 4096, schema: { body: TOKEN_BODY } }, async (request, reply) => {
    const link = TOKEN.test(request.body.token) ? await store.users.openLink(hashToken(request.body.token)) : undefined;
    if (!link) return adminAnswer(reply, 404, { ok: false, error: 'link-closed' });
    return adminAnswer(reply, 200, { ok: true, email: link.email, purpose: link.purpose });
  });

  app.post<{ Body: { token: string; password: string } }>(
    '/password-link',
    {
      bodyLimit: 8192,
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH + 1 } },
        },
      },
    },
    async (request, reply) => {
      if (passwordProblem(request.body.password)) return adminAnswer(reply, 400, { ok: false, ...WEAK_PASSWORD('password') });
      const { token } = request.body;
      const used = TOKEN.test(token) ? await store.users.useLink(hashToken(token), await hashPassword(request.body.password)) : undefined;
      if (!used) return adminAnswer(reply, 404, { ok: false, error: 'link-closed' });
      return adminAnswer(reply, 200, { ok: true, email: used.email });
    },
  );
};
