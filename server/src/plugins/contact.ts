/**
 * POST / — the contact endpoint (SPEC section 7), and the same at each language's root ('/en',
 * '/de': contactPostPath), where the message form of that language posts, so a browser's own post
 * is answered in its language; GET contactFormPath(locale), that form. Answers 2xx only once the message is committed
 * to the store (durable on disk); refuses bad input with a clear 4xx and stores nothing; answers
 * 503 while the store cannot be written, and takes messages again as soon as it can, without a
 * restart (site-store/ says so in the log, once).
 *
 * Fastify does the reading: only form bodies are parsed (anything else, a compressed body too,
 * is a 415 before the body is read), bodies over the limit are a 413, and @fastify/rate-limit
 * counts posts per client before the body is read (429 with Retry-After), in a store whose counts
 * hold for posts that arrive together (contact/rate-limit-store.ts).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_BODY_MAX_BYTES } from 'shared/contact';
import { LOCALES, localeOfPath, type Locale } from 'shared/i18n';
import { contactFormPath } from 'shared/routes';
import type { SiteConfig } from 'shared/site';
import { contactPostPath, renderContactAnswer, type ContactAnswer } from '../contact/answer-page';
import type { ContactConfig } from '../contact/config';
import { SnapshotRateLimitStore } from '../contact/rate-limit-store';
import { readDraft, readSubmission } from '../contact/submission';
import { requestUrl } from '../routes';
import { StoreUnavailableError, type SiteStore } from '../site-store';
import { wantsHtml } from '../wants-html';

export interface ContactOptions {
  /** Where messages go: the store, durably, before the answer (site-store/). */
  messages: Pick<SiteStore, 'addMessage'>;
  contact: ContactConfig;
  /** The site's frame for the page a browser's own form post is answered with. */
  site: SiteConfig;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** How long a post refused while the store is down is asked to wait (seconds, Retry-After). */
const STORE_RETRY_AFTER_SECONDS = 30;

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/**
 * A browser's own form post (one sent without the app's script, which asks for JSON): answered
 * with a page in the site's frame, never JSON, in the language of the address it was posted to.
 */
function answerPage(request: FastifyRequest, reply: FastifyReply, status: number, site: SiteConfig, page: ContactAnswer) {
  const locale: Locale = localeOfPath(requestUrl(request.url)?.pathname ?? '/');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderContactAnswer(site, page, locale));
}

/** A Content-Encoding other than `identity`, in any of its list's items. */
const isEncoded = (header: string | undefined): boolean =>
  header !== undefined && header.split(',').some((coding) => coding.trim() !== '' && coding.trim().toLowerCase() !== 'identity');

export const contactPlugin: FastifyPluginAsync<ContactOptions> = async (app, { messages, contact, site }) => {
  await app.register(rateLimit, {
    global: false,
    store: SnapshotRateLimitStore,
    max: contact.rateLimit,
    timeWindow: contact.rateWindowMs,
    // A client that left before its post was looked at has no address any more (its socket is
    // closed): it gets a key of its own instead of a TypeError, and its body's read then fails
    // as an aborted request, a 4xx that nobody hears and nothing logs.
    keyGenerator: (request) => (request.ip === undefined ? '' : normalizeIP(request.ip)),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, ok: false, error: 'rate-limited' }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });

  // Only form bodies: every other parser goes, so any other type is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));

  // A compressed body is refused before it is read (415), never inflated: Fastify would parse
  // the compressed bytes as a form and answer 400, as if the visitor's fields were wrong.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && isEncoded(request.headers['content-encoding'])) {
      return answer(reply, 415, { ok: false, error: 'unsupported-content-encoding' });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (wantsHtml(request) && !request.raw.destroyed) {
      // The visitor's text is known only if the body was read (not for a rate-limited post).
      const body = typeof request.body === 'string' ? request.body : null;
      if (error instanceof StoreUnavailableError) {
        reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        return answerPage(request, reply, 503, site, body === null ? { kind: 'failed' } : { kind: 'unavailable', draft: readDraft(body) });
      }
      if (error.statusCode === 429) return answerPage(request, reply, 429, site, { kind: 'busy' });
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) console.error(`Contact post failed: ${error.message}`);
      return answerPage(request, reply, status, site, { kind: 'failed' });
    }
    // The store comes back without a restart: the client may try again, as the form tells the visitor.
    if (error instanceof StoreUnavailableError) return answer(reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS)), 503, { ok: false, error: 'store-unavailable' });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(reply, 413, { ok: false, error: 'body-too-large', limit: CONTACT_BODY_MAX_BYTES });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return answer(reply, 415, { ok: false, error: 'unsupported-content-type' });
    if (error.statusCode === 429) return answer(reply, 429, { ok: false, error: 'rate-limited' });
    if (error.statusCode !== undefined && error.statusCode < 500) return answer(reply, error.statusCode, { ok: false, error: 'bad-request' });
    // Nobody is left to answer: whatever failed after the client went is not the server's fault to report.
    if (request.raw.destroyed || request.socket.destroyed) return reply.code(500).send();
    console.error(`Contact post failed: ${error.message}`);
    return answer(reply, 500, { ok: false, error: 'internal' });
  });

  // The empty form in each language, for 'Kontakti' and 'Dërgo një mesazh' before the app runs.
  for (const locale of LOCALES) app.get(contactFormPath(locale), (request, reply) => answerPage(request, reply, 200, site, { kind: 'form' }));

  // One counter per client for all of them (SnapshotRateLimitStore): a language is no second allowance.
  const rateLimited = { config: { rateLimit: { max: contact.rateLimit, timeWindow: contact.rateWindowMs } } };
  const receive = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const submission = readSubmission(body);
    if (wantsHtml(request)) {
      if (submission.kind === 'invalid') {
        const draft = readDraft(body);
        if (submission.error === 'invalid-field') return answerPage(request, reply, 400, site, { kind: 'invalid', draft, field: submission.field, error: submission.reason });
        return answerPage(request, reply, 400, site, { kind: 'failed' });
      }
      // A bot is answered as a visitor is, so it learns nothing.
      await messages.addMessage(submission.message, submission.kind === 'spam' ? 'spam' : 'new');
      return answerPage(request, reply, 200, site, { kind: 'sent' });
    }
    switch (submission.kind) {
      case 'invalid': {
        const problem: Record<string, unknown> = { ...submission };
        delete problem.kind;
        return answer(reply, 400, { ok: false, ...problem });
      }
      case 'spam':
        await messages.addMessage(submission.message, 'spam');
        return answer(reply, 200, { ok: true });
      case 'message':
        await messages.addMessage(submission.message, 'new');
        return answer(reply, 200, { ok: true });
    }
  };
  for (const locale of LOCALES) app.post(contactPostPath(locale), rateLimited, receive);
};
