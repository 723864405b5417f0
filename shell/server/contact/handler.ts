/**
 * POST / — the contact endpoint (SPEC section 7). Answers 2xx only once the message is on
 * disk; refuses bad input with a clear 4xx and stores nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTACT_BODY_MAX_BYTES } from 'shared/contact';
import type { MessageStore } from './message-store';
import type { RateLimiter } from './rate-limit';
import { BodyTooLargeError, ClientGoneError, discardBody, readBody } from './request-body';
import { isFormEncoded, readSubmission } from './submission';

export interface ContactHandlerOptions {
  messages: MessageStore;
  spam: MessageStore;
  rateLimiter: RateLimiter;
  /** The client a post counts against. */
  clientOf: (req: IncomingMessage) => string;
  bodyLimit?: number;
}

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/**
 * How much of a refused post's body is read and dropped before the answer, so that a client
 * still sending it gets the answer rather than a connection reset; past it the connection is
 * closed at once.
 */
export const REFUSED_BODY_DRAIN_BYTES = 1024 * 1024;

/** Answers a post refused before its body was read: drains the body, then answers and closes. */
async function refuse(req: IncomingMessage, res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  await discardBody(req, REFUSED_BODY_DRAIN_BYTES);
  if (req.socket.destroyed) return;
  res.setHeader('Connection', 'close');
  sendJson(res, status, body, headers);
}

/** The peer address, or with a trusted proxy the address it last added to X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The path of the request target as sent: `//x` is not the root (a URL parser would read `x`
 * as a host), and no target makes this throw.
 */
export function targetPath(target: string): string {
  if (target.startsWith('/')) return target.split('?', 1)[0] ?? '';
  try {
    return new URL(target).pathname;
  } catch {
    return '';
  }
}

export function createContactHandler(options: ContactHandlerOptions) {
  const { messages, spam, rateLimiter, clientOf, bodyLimit = CONTACT_BODY_MAX_BYTES } = options;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (targetPath(req.url ?? '/') !== '/') return refuse(req, res, 404, { ok: false, error: 'not-found' });

    const verdict = rateLimiter.take(clientOf(req));
    if (!verdict.allowed) {
      return refuse(req, res, 429, { ok: false, error: 'rate-limited' }, { 'Retry-After': String(verdict.retryAfterSeconds) });
    }

    if (!isFormEncoded(req.headers['content-type'])) return refuse(req, res, 415, { ok: false, error: 'unsupported-content-type' });

    let body: Buffer;
    try {
      body = await readBody(req, bodyLimit);
    } catch (error) {
      // Nobody is left to answer, and nothing was stored: not a server error worth a log line.
      if (error instanceof ClientGoneError) return void res.destroy();
      if (!(error instanceof BodyTooLargeError)) throw error;
      return refuse(req, res, 413, { ok: false, error: 'body-too-large', limit: bodyLimit });
    }

    const submission = readSubmission(body.toString('utf8'));
    switch (submission.kind) {
      case 'invalid':
        return sendJson(res, 400, {
          ok: false,
          error: submission.error,
          ...(submission.error === 'invalid-field' ? { field: submission.field, reason: submission.reason } : {}),
        });
      case 'spam':
        await spam.append(submission.message);
        return sendJson(res, 200, { ok: true });
      case 'message':
        await messages.append(submission.message);
        return sendJson(res, 200, { ok: true });
    }
  };
}
