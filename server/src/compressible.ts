/**
 * Which files are worth compressing, and how their copies are named: one rule for the build
 * (scripts/precompress.ts writes `main.js.br` and `main.js.gz`), the static files the server
 * sends from those copies (@fastify/static's preCompressed) and the data it compresses ahead.
 */
export type ContentEncoding = 'br' | 'gzip';

/** The file suffix a pre-compressed copy carries (`main.js.br`, `main.js.gz`). */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Bodies smaller than this go out as they are: compression would save less than a packet. */
export const MIN_COMPRESSED_SIZE = 1024;

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);

/** Whether a file of this extension is worth compressing (text formats). */
export function isCompressible(ext: string): boolean {
  return COMPRESSIBLE.has(ext.toLowerCase());
}
