/**
 * A .br or .gz copy older than its file is stale: the file was rebuilt (one remote built and
 * deployed alone, a hand edit) and `scripts/precompress.ts` has not run since. @fastify/static
 * sends a copy whenever it exists, so before it looks, the encodings whose copy is stale are
 * taken out of the request's Accept-Encoding: the client then gets a fresh copy in another
 * encoding, or the file itself (compressed per request by @fastify/compress).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** The encodings a client may accept, with the suffix of their pre-compressed copy. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

async function modifiedAt(file: string): Promise<number | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats.mtimeMs : null;
  } catch {
    return null;
  }
}

/** The encodings whose copy of `file` exists but is older than the file. */
export async function staleEncodings(file: string): Promise<string[]> {
  const [original = null, ...copies] = await Promise.all([file, ...COPIES.map(({ suffix }) => `${file}${suffix}`)].map(modifiedAt));
  if (original === null) return [];
  return COPIES.filter((_, index) => copies[index] !== null && copies[index]! < original).map(({ encoding }) => encoding);
}

/** `acceptEncoding` without the given encodings (each listed item, with or without a q-value). */
export function withoutEncodings(acceptEncoding: string, encodings: readonly string[]): string {
  return acceptEncoding
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !encodings.includes(item.split(';')[0]!.trim().toLowerCase()))
    .join(', ');
}

/**
 * The file a request path names inside `root`, or null when the path is not a plain file path
 * (the static plugin's own checks answer those).
 */
export function fileInside(root: string, relativeUrlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativeUrlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.join(root, path.posix.normalize(`/${decoded}`));
}
