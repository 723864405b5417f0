/**
 * Files from disk, through @fastify/static: the remotes' builds under /remotes/{name}/, the
 * photos and the shell's assets under /assets/, the shell's other build files at the root. It
 * gives Range (206), ETag and Last-Modified (304), the .br/.gz copies scripts/precompress.ts
 * writes (preCompressed), and streams files without blocking the event loop. Ours on top: the
 * cache policy (content-hashed names are immutable), no dotfiles, no symlink that leads out of
 * its folder, and a file that is not public (the agency's listings file) is never sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { fileInside, staleEncodings, withoutEncodings } from '../stale-copies';

const HASHED_NAME = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export function cacheControlFor(file: string): string {
  return HASHED_NAME.test(path.basename(file).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}

/** A folder's real path, made once (a missing folder serves nothing). */
const realRoots = new Map<string, string | null>();
function realRoot(root: string): string | null {
  if (!realRoots.has(root)) {
    try {
      realRoots.set(root, fs.realpathSync(root));
    } catch {
      realRoots.set(root, null);
    }
  }
  return realRoots.get(root) ?? null;
}

/**
 * Whether `pathname` inside `root` may be sent: its real path (symlinks followed) stays inside
 * the root's, and it is none of the private files. A path that does not exist is allowed here
 * and then not found.
 */
export function isServable(root: string, pathname: string, privateFiles: ReadonlySet<string>): boolean {
  const base = realRoot(root);
  if (!base) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  let real: string;
  try {
    real = fs.realpathSync(path.join(base, path.posix.normalize(`/${decoded}`)));
  } catch {
    return true;
  }
  if (real !== base && !real.startsWith(base + path.sep)) return false;
  return !privateFiles.has(real);
}

export interface StaticOptions {
  shellDist: string;
  remoteDists: Record<string, string>;
  assetDirs: string[];
  /** Files never sent, whatever folder they are in (the raw listings file). */
  privateFiles: string[];
}

export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const privateFiles = new Set(
    options.privateFiles.flatMap((file) => {
      try {
        return [fs.realpathSync(file)];
      } catch {
        return [];
      }
    }),
  );
  const common = {
    preCompressed: true,
    dotfiles: 'ignore' as const,
    index: false as const,
    redirect: false,
    cacheControl: false,
    lastModified: true,
    etag: true,
    decorateReply: false,
    allowedPath: (pathname: string, root: string | string[] | undefined) =>
      typeof root === 'string' && isServable(root, pathname, privateFiles),
  };
  const withCache = (extra?: (res: SetHeadersResponse) => void) => (res: SetHeadersResponse, file: string) => {
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.setHeader('Vary', 'Accept-Encoding');
    extra?.(res);
  };

  // The HTML standard's type for scripts; @fastify/static names pre-compressed ones by the older one.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
    return payload;
  });

  // The folders with pre-compressed copies, by URL prefix: a copy older than its file is not sent.
  const compressedRoots: [prefix: string, root: string][] = [
    ...Object.entries(options.remoteDists).map(([name, dist]): [string, string] => [`/remotes/${name}/`, dist]),
    ['/', options.shellDist],
  ];
  app.addHook('onRequest', async (request) => {
    const accepted = request.headers['accept-encoding'];
    if (typeof accepted !== 'string' || !/\b(br|gzip)\b/i.test(accepted)) return;
    const urlPath = request.url.split('?')[0]!;
    const match = compressedRoots.find(([prefix]) => urlPath.startsWith(prefix));
    const file = match && fileInside(match[1], urlPath.slice(match[0].length));
    if (!file) return;
    const stale = await staleEncodings(file);
    if (stale.length > 0) request.headers['accept-encoding'] = withoutEncodings(accepted, stale);
  });

  for (const [name, dist] of Object.entries(options.remoteDists)) {
    await app.register(fastifyStatic, {
      ...common,
      root: dist,
      prefix: `/remotes/${name}/`,
      // A shell on another origin loads the remote's files.
      setHeaders: withCache((res) => res.setHeader('Access-Control-Allow-Origin', '*')),
    });
  }
  // No pre-compressed copies here (photos and the shell's few assets): with several roots,
  // @fastify/static looks for the plain file after a missing copy in the last root only, so a
  // photo in the first root would be a 404 to every browser (all accept br).
  await app.register(fastifyStatic, { ...common, preCompressed: false, root: options.assetDirs, prefix: '/assets/', setHeaders: withCache() });
  await app.register(fastifyStatic, {
    ...common,
    root: options.shellDist,
    prefix: '/',
    setHeaders: withCache(),
    // The page is made per request (app-pages.ts), never sent as the file is.
    allowedPath: (pathname: string, root: string | string[] | undefined) =>
      typeof root === 'string' && !/(^|\/)index\.html$/.test(pathname) && isServable(root, pathname, privateFiles),
  });
};
