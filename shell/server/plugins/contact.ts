/**
 * POST / — the contact endpoint (SPEC section 7). Answers 2xx only once the message is on disk;
 * refuses bad input with a clear 4xx and stores nothing; answers 503 while DATA_DIR cannot be
 * written, and takes messages again as soon as it can, without a restart.
 *
 * Fastify does the reading: only form bodies are parsed (anything else is a 415 before the body
 * is read), bodies over the limit are a 413, and @fastify/rate-limit counts posts per client
 * before the body is read (429 with Retry-After).
 */
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { CONTACT_BODY_MAX_BYTES } from 'shared/contact';
import type { ContactConfig } from '../contact/config';
import { MESSAGES_FILE, MessageStore, SPAM_FILE, StoreUnavailableError } from '../contact/message-store';
import { readSubmission } from '../contact/submission';

export interface ContactOptions {
  dataDir: string;
  contact: ContactConfig;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export const contactPlugin: FastifyPluginAsync<ContactOptions> = async (app, { dataDir, contact }) => {
  const messages = new MessageStore(path.join(dataDir, MESSAGES_FILE));
  const spam = new MessageStore(path.join(dataDir, SPAM_FILE));
  app.addHook('onClose', async () => {
    await Promise.all([messages.close(), spam.close()]);
  });

  /** One log line when the store fails and one when it works again, not one per post. */
  let failing = false;
  // Opened at start (a crash's torn line is cut before anything is read); a DATA_DIR that cannot
  // be written is said once here, and the site serves on.
  const unavailable = messages.prepare() ?? spam.prepare();
  if (unavailable) {
    failing = true;
    console.error(`Contact messages cannot be stored: ${unavailable.message}. The site serves on; posts answer 503 until it can be written.`);
  }
  const store = async (target: MessageStore, message: Parameters<MessageStore['append']>[0]) => {
    try {
      await target.append(message);
    } catch (error) {
      if (!failing && error instanceof StoreUnavailableError) console.error(`Contact messages cannot be stored: ${error.message}. Posts answer 503 until it can be written.`);
      failing = true;
      throw error;
    }
    if (failing) console.log(`Contact messages are stored again in ${dataDir}.`);
    failing = false;
  };

  await app.register(rateLimit, {
    global: false,
    max: contact.rateLimit,
    timeWindow: contact.rateWindowMs,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, ok: false, error: 'rate-limited' }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  });

  // Only form bodies: every other parser goes, so any other type is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof StoreUnavailableError) return answer(reply, 503, { ok: false, error: 'store-unavailable' });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(reply, 413, { ok: false, error: 'body-too-large', limit: CONTACT_BODY_MAX_BYTES });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return answer(reply, 415, { ok: false, error: 'unsupported-content-type' });
    if (error.statusCode === 429) return answer(reply, 429, { ok: false, error: 'rate-limited' });
    if (error.statusCode !== undefined && error.statusCode < 500) return answer(reply, error.statusCode, { ok: false, error: 'bad-request' });
    console.error(`Contact post failed: ${error.message}`);
    return answer(reply, 500, { ok: false, error: 'internal' });
  });

  app.post('/', { config: { rateLimit: { max: contact.rateLimit, timeWindow: contact.rateWindowMs } } }, async (request, reply) => {
    const submission = readSubmission(typeof request.body === 'string' ? request.body : '');
    switch (submission.kind) {
      case 'invalid': {
        const problem: Record<string, unknown> = { ...submission };
        delete problem.kind;
        return answer(reply, 400, { ok: false, ...problem });
      }
      case 'spam':
        await store(spam, submission.message);
        return answer(reply, 200, { ok: true });
      case 'message':
        await store(messages, submission.message);
        return answer(reply, 200, { ok: true });
    }
  });
};
