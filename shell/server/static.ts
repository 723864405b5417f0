/** Static files: safe paths, content types, caching, and compression the client accepts. */
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

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(req: IncomingMessage): Encoding {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const compressedCache = new Map<string, Buffer>();

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : zlib.gzipSync(body, { level: 9 });
}

/** Files do not change while the server runs (keys carry mtime and size), so cache their compression. */
function compressCached(key: string | undefined, body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  if (!key) return compress(body, encoding);
  const cacheKey = `${encoding}:${key}`;
  let out = compressedCache.get(cacheKey);
  if (!out) {
    out = compress(body, encoding);
    compressedCache.set(cacheKey, out);
  }
  return out;
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Sends a body, compressed when the type allows it and the client accepts it. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  options: { status?: number; contentType: string; cache: CachePolicy; cacheKey?: string; ext?: string },
): void {
  const { status = 200, contentType, cache, cacheKey, ext = '' } = options;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', CACHE_CONTROL[cache]);
  res.setHeader('Vary', 'Accept-Encoding');
  let payload = body;
  const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? pickEncoding(req) : 'identity';
  if (encoding !== 'identity') {
    payload = compressCached(cacheKey, body, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Serves one file that `resolveInside` found. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: { status?: number; cache?: CachePolicy } = {},
): void {
  const stat = fs.statSync(file);
  const body = fs.readFileSync(file);
  sendBody(req, res, body, {
    status: options.status,
    contentType: contentTypeOf(file),
    cache: options.cache ?? cachePolicyFor(file),
    cacheKey: `${file}:${stat.mtimeMs}:${stat.size}`,
    ext: path.extname(file).toLowerCase(),
  });
}
