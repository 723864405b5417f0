/**
 * What every admin API plugin shares: the sign-in guards it is given (the admin module's
 * `requireAdmin`, 401 without a session, and `requireCsrf`, 403 without a valid token), and
 * answers that no cache keeps and no search engine indexes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, preHandlerHookHandler, preValidationHookHandler } from 'fastify';

export interface AdminGuards {
  /** Refuses a request without a live session (401). */
  requireAdmin: preHandlerHookHandler;
  /** Refuses a change without the session's CSRF token (403). */
  requireCsrf: preHandlerHookHandler;
}

/**
 * The guards of a read (session) and of a change (session, then CSRF), to run as
 * `preValidation`: after the body is parsed (a token may travel in it) but before the schema
 * is checked, so a request without a session learns 401 and nothing about its input, and
 * before a multipart upload's files are read.
 */
export function guardsOf({ requireAdmin, requireCsrf }: AdminGuards): { read: preValidationHookHandler[]; change: preValidationHookHandler[] } {
  return { read: [requireAdmin as preValidationHookHandler], change: [requireAdmin, requireCsrf] as preValidationHookHandler[] };
}

export function adminAnswer(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * JSON errors in the plugin's scope (the site's own handler answers a failed GET with the 404
 * page): a refused input is a 4xx saying which, a fault a 500 with one log line.
 */
export function useAdminErrors(app: FastifyInstance, log: (line: string) => void = console.warn): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      log(`${request.method} ${request.url} failed: ${error.message}`);
      return adminAnswer(reply, 500, { ok: false, error: 'internal' });
    }
    if (error.validation) return adminAnswer(reply, 400, { ok: false, error: 'invalid-request', detail: error.message });
    return adminAnswer(reply, status, { ok: false, error: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body-too-large' : 'bad-request' });
  });
}
