/** Static files: safe paths, content types, caching, and compression the client accepts. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
/** Bodies smaller than this go out as they are: compression would save less than a packet. */
export const MIN_COMPRESSED_SIZE = 1024;
const HASHED_NAME = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|woff2?)$/;

/**
 * Resolves a URL path inside `root`, or null when it would leave it (`..`, encoded or not),
 * is not a regular file, or cannot be decoded.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(target).isFile() ? target : null;
  } catch {
    return null;
  }
}

export type CachePolicy = 'immutable' | 'revalidate' | 'no-store';

export function cachePolicyFor(file: string): CachePolicy {
  return HASHED_NAME.test(path.basename(file)) ? 'immutable' : 'revalidate';
}

const CACHE_CONTROL: Record<CachePolicy, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  'no-store': 'no-store',
};

export type Encoding = 'br' | 'gzip' | 'identity';
export type ContentEncoding = Exclude<Encoding, 'identity'>;

/** The file suffix a pre-compressed copy carries (`main.js.br`, `main.js.gz`). */
export const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file of this extension is worth compressing (text formats). */
export function isCompressible(ext: string): boolean {
  return COMPRESSIBLE.has(ext.toLowerCase());
}

/**
 * The encodings an Accept-Encoding header allows, best first (brotli, then gzip).
 * Honours q-values (`br;q=0` refuses brotli) and `*` for encodings it does not name.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const allowed = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}

/** The one encoding to compress a body with for an Accept-Encoding header. */
export function negotiateEncoding(header: string | undefined): Encoding {
  return acceptedEncodings(header)[0] ?? 'identity';
}

function pickEncoding(req: IncomingMessage): Encoding {
  return negotiateEncoding(String(req.headers['accept-encoding'] ?? ''));
}

/** Compressed bodies by encoding and cache key; one still being compressed is held as its promise. */
const compressedCache = new Map<string, Buffer | Promise<Buffer>>();

/**
 * A body made per request (an app page shaped by its query) is compressed at brotli 5 / gzip 6:
 * about as small for a few KB of HTML and ten times faster than the best ratio.
 */
function compressNow(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * A cached body is compressed once, at the best ratio, on zlib's thread pool: brotli 9 of the
 * listings index with 10,000 listings takes over a second, which must not stop the event loop.
 */
function compressOnce(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }, done);
    else zlib.gzip(body, { level: 9 }, done);
  });
}

/** Keys change whenever the content does (files: mtime and size; data: its file's version), so their compression is cached. */
function compressCached(key: string, body: Buffer, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  const cacheKey = `${encoding}:${key}`;
  const held = compressedCache.get(cacheKey);
  if (held) return held;
  const pending = compressOnce(body, encoding).then(
    (out) => {
      compressedCache.set(cacheKey, out);
      return out;
    },
    (error: unknown) => {
      compressedCache.delete(cacheKey);
      throw error;
    },
  );
  compressedCache.set(cacheKey, pending);
  return pending;
}

function worthCompressing(body: Buffer, ext: string): boolean {
  return isCompressible(ext) && body.length > MIN_COMPRESSED_SIZE;
}

/**
 * Compresses bodies every visitor asks for (the listings data) before anyone does, in every
 * encoding, so the first visitor after a start waits for nothing.
 */
export async function precompressBodies(bodies: readonly { cacheKey: string; body: Buffer; ext: string }[]): Promise<void> {
  const encodings: ContentEncoding[] = ['br', 'gzip'];
  await Promise.all(
    bodies
      .filter(({ body, ext }) => worthCompressing(body, ext))
      .flatMap(({ cacheKey, body }) => encodings.map((encoding) => compressCached(cacheKey, body, encoding))),
  );
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function writeHead(
  res: ServerResponse,
  head: { status: number; contentType: string; cache: CachePolicy; encoding: Encoding; length: number },
): void {
  res.setHeader('Content-Type', head.contentType);
  res.setHeader('Cache-Control', CACHE_CONTROL[head.cache]);
  res.setHeader('Vary', 'Accept-Encoding');
  if (head.encoding !== 'identity') res.setHeader('Content-Encoding', head.encoding);
  res.setHeader('Content-Length', head.length);
  res.writeHead(head.status);
}

/** A weak validator for a body known by its cache key (which changes whenever the content does). */
export function etagFor(cacheKey: string): string {
  return `W/"${crypto.createHash('sha1').update(cacheKey).digest('base64url').slice(0, 16)}"`;
}

/**
 * Sets the ETag of a 200 response that may be cached, and answers 304 Not Modified when the
 * client already holds it. Weak comparison: one validator covers every encoding of the body.
 */
function notModified(req: IncomingMessage, res: ServerResponse, status: number, cache: CachePolicy, cacheKey: string | undefined): boolean {
  if (status !== 200 || cache === 'no-store' || !cacheKey) return false;
  const etag = etagFor(cacheKey);
  res.setHeader('ETag', etag);
  const held = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (!held.includes(etag.replace(/^W\//, '')) && !held.includes('*')) return false;
  res.setHeader('Cache-Control', CACHE_CONTROL[cache]);
  res.setHeader('Vary', 'Accept-Encoding');
  res.writeHead(304);
  res.end();
  return true;
}

/** Sends a body, compressed when the type allows it and the client accepts it. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  options: { status?: number; contentType: string; cache: CachePolicy; cacheKey?: string; ext?: string },
): void {
  const { status = 200, contentType, cache, cacheKey, ext = '' } = options;
  if (notModified(req, res, status, cache, cacheKey)) return;
  const send = (payload: Buffer, encoding: Encoding) => {
    writeHead(res, { status, contentType, cache, encoding, length: payload.length });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  const encoding = worthCompressing(body, ext) ? pickEncoding(req) : 'identity';
  if (encoding === 'identity') return send(body, encoding);
  if (!cacheKey) return send(compressNow(body, encoding), encoding);
  const payload = compressCached(cacheKey, body, encoding);
  if (Buffer.isBuffer(payload)) return send(payload, encoding);
  // A failed compression still answers, uncompressed.
  void payload.then(
    (compressed) => send(compressed, encoding),
    () => send(body, 'identity'),
  );
}

/**
 * The pre-compressed copy of `file` for this request (`file.br` or `file.gz`, written at build
 * time by scripts/precompress.ts), or null when the client accepts neither, there is none, or it
 * is older than the file (a rebuild without the precompress step must not serve stale bytes).
 */
export function precompressedFor(
  file: string,
  fileStat: fs.Stats,
  acceptEncoding: string | undefined,
): { path: string; encoding: ContentEncoding; size: number } | null {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return null;
  // A client that takes brotli but finds only a .gz still gets gzip, when it accepts that.
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
    try {
      const stat = fs.statSync(copy);
      if (stat.isFile() && stat.mtimeMs >= fileStat.mtimeMs) return { path: copy, encoding, size: stat.size };
    } catch {
      // No such copy: try the next encoding.
    }
  }
  return null;
}

/** Serves one file that `resolveInside` found: its pre-compressed copy when there is one, else compressed now. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: { status?: number; cache?: CachePolicy } = {},
): void {
  const stat = fs.statSync(file);
  const status = options.status ?? 200;
  const cache = options.cache ?? cachePolicyFor(file);
  const contentType = contentTypeOf(file);
  const cacheKey = `${file}:${stat.mtimeMs}:${stat.size}`;
  const ready = precompressedFor(file, stat, req.headers['accept-encoding']);
  if (!ready) {
    sendBody(req, res, fs.readFileSync(file), { status, contentType, cache, cacheKey, ext: path.extname(file).toLowerCase() });
    return;
  }
  if (notModified(req, res, status, cache, cacheKey)) return;
  writeHead(res, { status, contentType, cache, encoding: ready.encoding, length: ready.size });
  res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(ready.path));
}
