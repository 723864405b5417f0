/**
 * Bodies every visitor asks for (the listings data) are compressed once, at the best ratio, on
 * zlib's thread pool, as soon as a snapshot is made — not per request as @fastify/compress does
 * for bodies made per request (brotli 9 of a large body is far too slow for that). Sent with
 * their Content-Encoding set, so @fastify/compress leaves them alone. A body that asks for it
 * is then held only compressed (the listings index parts, large when plain at 100,000 listings).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MIN_COMPRESSED_SIZE, type ContentEncoding } from '../compressible';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

type Encoding = ContentEncoding;

export interface PreparedBody {
  /** The uncompressed bytes: held, or (with `dropPlain`, once compressed) inflated from the gzip copy. */
  readonly plain: () => Promise<Buffer>;
  readonly etag: string;
  readonly compressed: Partial<Record<Encoding, Buffer>>;
  /** Settles once every compressed copy is made (or failed: the body then goes uncompressed). */
  readonly ready: Promise<void>;
}

/** A weak validator from what identifies the content (a snapshot version and a path). */
export const weakEtag = (key: string): string => `W/"${crypto.createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;

/** Past this size a body waits for its turn to be compressed (one at a time, below). */
export const LARGE_BODY = 64 * 1024;

let turn: Promise<void> = Promise.resolve();

/**
 * Large bodies are compressed one at a time: at 100,000 listings a snapshot has 100 index parts,
 * and compressing them all at once made 200 compressors at once — a gigabyte of memory held by
 * the process after they finished, and every core taken from the requests and the start.
 */
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = turn.then(job);
  turn = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

export interface PrepareOptions {
  /**
   * Brotli 5 and gzip 6 instead of 9 and 9: for a set of bodies so large (many index parts)
   * that the best ratio would take a core for tens of seconds; a few percent larger.
   */
  quick?: boolean;
  /** Once the gzip copy exists, hold it alone: the plain bytes are inflated from it when asked for. */
  dropPlain?: boolean;
  /** Told of the gzip copy once it is made (the snapshot's index parts keep it in place of theirs). */
  onGzip?: (copy: Buffer) => void;
}

/** `body` may still be coming (an index part inflated from its kept gzip copy): it is compressed once it is here. */
export function prepareBody(body: Buffer | Promise<Buffer>, etagKey: string, options: PrepareOptions = {}): PreparedBody {
  const compressed: Partial<Record<Encoding, Buffer>> = {};
  const [brotliQuality, gzipLevel] = options.quick ? [5, 6] : [9, 9];
  let held: Buffer | Promise<Buffer> | null = body;
  const compress = (bytes: Buffer) =>
    Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }).then((out) => void (compressed.br = out)),
      gzip(bytes, { level: gzipLevel }).then((out) => {
        compressed.gzip = out;
        options.onGzip?.(out);
      }),
    ]);
  const ready = Promise.resolve(body)
    .then((bytes) => {
      held = bytes;
      if (bytes.length <= MIN_COMPRESSED_SIZE) return;
      return (bytes.length > LARGE_BODY ? inTurn(() => compress(bytes)) : compress(bytes)).then(() => {
        if (options.dropPlain && compressed.gzip) held = null;
      });
    })
    .then(
      () => undefined,
      (error: unknown) => console.warn(`A shared body could not be compressed ahead (${String(error)}); it goes uncompressed.`),
    );
  const plain = async () => held ?? (compressed.gzip ? gunzip(compressed.gzip) : Promise.reject(new Error('the body is neither held nor compressed')));
  return { plain, etag: weakEtag(etagKey), compressed, ready };
}

/**
 * The encodings an Accept-Encoding header allows, best first (brotli, then gzip). Honours
 * q-values (`br;q=0` refuses brotli) and `*` for encodings it does not name.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const allowed = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}

/** True when the client already holds this body (If-None-Match, weak comparison). */
export function clientHolds(request: FastifyRequest, etag: string): boolean {
  const held = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return held.includes('*') || held.includes(etag.replace(/^W\//, ''));
}

export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Sends a prepared body: 304 when held, else the best compressed copy the client accepts. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody, contentType: string) {
  reply.header('Cache-Control', REVALIDATE).header('ETag', prepared.etag).header('Vary', 'Accept-Encoding');
  if (clientHolds(request, prepared.etag)) return reply.code(304).send();
  await prepared.ready;
  const encoding = acceptedEncodings(request.headers['accept-encoding']).find((name) => prepared.compressed[name]);
  reply.type(contentType);
  // Not compressed ahead (small, or it failed), or a client that takes no encoding:
  // @fastify/compress decides, as for any body.
  if (!encoding) return reply.send(await prepared.plain());
  return reply.header('Content-Encoding', encoding).send(prepared.compressed[encoding]);
}
