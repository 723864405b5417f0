/**
 * What the inbox and photo API plugins share: their routes' guards (guard.ts: a session for a
 * read, a session and its CSRF token for a change) and JSON answers that no cache keeps and no
 * search engine indexes, errors included.
 */
import type { FastifyError, FastifyInstance, FastifyReply, preValidationHookHandler } from 'fastify';
import { describeFailure } from '../site-store/unavailable';
import { diskFailure } from '../store/disk-full';
import { adminChange, adminNoStore, requireAdmin } from './guard';

/**
 * The guards run as `preValidation`: after the body is parsed but before the schema is
 * checked, so a request without a session learns 401 and nothing about its input, and before a
 * multipart upload's files are read.
 */
export const guards: { read: preValidationHookHandler[]; change: preValidationHookHandler[] } = {
  read: [requireAdmin as preValidationHookHandler],
  change: adminChange as preValidationHookHandler[],
};

export function adminAnswer(reply: FastifyReply, status: number, body: unknown) {
  return adminNoStore(reply).code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * JSON errors in the plugin's scope (the site's own handler answers a failed GET with the 404
 * page): a refused input is a 4xx saying which, a full disk a 503 `store-unavailable`, a fault a
 * 500; each failure one log line.
 */
export function useAdminErrors(app: FastifyInstance, log: (line: string) => void = console.warn): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // The machine's fault, not the code's: the admin app says the change could not be saved now.
    const disk = diskFailure(error);
    if (disk) {
      log(`${request.method} ${request.url} failed: ${disk} (${describeFailure(error)})`);
      return adminAnswer(reply, 503, { ok: false, error: 'store-unavailable' });
    }
    if (status >= 500) {
      log(`${request.method} ${request.url} failed: ${error.message}`);
      return adminAnswer(reply, 500, { ok: false, error: 'internal' });
    }
    if (error.validation) return adminAnswer(reply, 400, { ok: false, error: 'invalid-request', detail: error.message });
    return adminAnswer(reply, status, { ok: false, error: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body-too-large' : 'bad-request' });
  });
}
