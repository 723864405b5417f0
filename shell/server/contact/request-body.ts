/** Reads a request body up to a byte limit. */
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The body is larger than ${limit} bytes`);
  }
}

/** The client went away (closed or reset the connection) before its body ended. */
export class ClientGoneError extends Error {
  constructor(cause?: Error) {
    super('The client left before the body ended', { cause });
  }
}

/**
 * The whole body, or BodyTooLargeError as soon as it passes `limit` (declared or sent), or
 * ClientGoneError when the connection ends first.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError(limit));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new ClientGoneError(error));
    };
    // After 'end' this listener is gone; before it, a close means the body never finished.
    const onClose = () => onError(new Error('closed'));
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * Reads and drops the rest of a refused request's body, up to `maxBytes` more. A connection
 * closed with unread data is reset, and a client still sending would lose the answer to that
 * reset; drained first, the answer arrives. Resolves true once the body has ended, false when
 * it is larger than `maxBytes` (declared or sent) or the client left.
 */
export function discardBody(req: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(false);

  return new Promise((resolve) => {
    let dropped = 0;
    const finish = (drained: boolean) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(false);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}
