/**
 * Build step: writes `file.br` and `file.gz` next to every compressible file in every app's
 * dist, so the server sends those bytes instead of compressing on the fly (and can afford the
 * best compression, which is too slow per request).
 * Usage: tsx scripts/precompress.ts [dir ...]   (default: shell/dist and each mfe-*\/dist)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { REMOTE_NAMES } from 'shared/contracts';
import { MIN_COMPRESSED_SIZE, PRECOMPRESSED_SUFFIX, isCompressible, type ContentEncoding } from 'server/compressible';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Source maps are fetched only by developer tools; the server compresses them when asked. */
const SKIPPED_EXTENSIONS = new Set(['.map']);
/** Two cores here: more parallel compressions only queue in libuv. */
const CONCURRENCY = 2;

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  removed: number;
}

const ENCODERS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const COPY_SUFFIXES = Object.values(PRECOMPRESSED_SUFFIX);

/** `main.js.br` is a copy; `archive.tar.gz` is a file of its own (`.tar` is not compressible). */
function isCopy(file: string): boolean {
  return COPY_SUFFIXES.some((suffix) => file.endsWith(suffix)) && isCompressible(path.extname(sourceOf(file)));
}

function sourceOf(copy: string): string {
  return copy.slice(0, copy.lastIndexOf('.'));
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether a file gets compressed copies: a text type, not a source map, big enough to gain. */
export function wantsCopies(file: string, size: number): boolean {
  const ext = path.extname(file).toLowerCase();
  return isCompressible(ext) && !SKIPPED_EXTENSIONS.has(ext) && size > MIN_COMPRESSED_SIZE;
}

/**
 * Compressed bodies by content: the apps' dists hold byte-identical files (Mantine's stylesheet,
 * shared fallbacks), and the best brotli takes seconds on a large one.
 */
const packedByContent = new Map<string, Promise<Buffer>>();

function pack(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${crypto.createHash('sha256').update(body).digest('hex')}`;
  let packed = packedByContent.get(key);
  if (!packed) {
    packed = ENCODERS[encoding](body);
    packedByContent.set(key, packed);
  }
  return packed;
}

async function compressOne(file: string, summary: PrecompressSummary): Promise<void> {
  const body = fs.readFileSync(file);
  summary.files += 1;
  summary.rawBytes += body.length;
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
    const packed = await pack(body, encoding);
    // A copy that saves nothing would only cost a read; the server then sends the file as it is.
    if (packed.length >= body.length) {
      fs.rmSync(copy, { force: true });
      continue;
    }
    fs.writeFileSync(copy, packed);
    if (encoding === 'br') summary.brotliBytes += packed.length;
    else summary.gzipBytes += packed.length;
  }
}

/** Writes .br and .gz copies for one folder and removes copies whose file is gone. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0, removed: 0 };
  const files = listFiles(dir);
  const present = new Set(files);
  for (const file of files.filter(isCopy)) {
    const source = sourceOf(file);
    if (!present.has(source) || !wantsCopies(source, fs.statSync(source).size)) {
      fs.rmSync(file);
      summary.removed += 1;
    }
  }
  const queue = files.filter((file) => !isCopy(file) && wantsCopies(file, fs.statSync(file).size));
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compressOne(file, summary);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const dirs = args.length > 0 ? args.map((dir) => path.resolve(dir)) : ['shell', ...REMOTE_NAMES].map((app) => path.join(root, app, 'dist'));
  const started = performance.now();
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) {
      console.warn(`precompress: ${path.relative(root, dir)} does not exist (not built?); skipped`);
      continue;
    }
    const summary = await precompressDir(dir);
    console.log(
      `precompress: ${path.relative(root, dir) || dir}: ${summary.files} files, ${kb(summary.rawBytes)} → ` +
        `gzip ${kb(summary.gzipBytes)}, brotli ${kb(summary.brotliBytes)}` +
        (summary.removed > 0 ? ` (${summary.removed} stale copies removed)` : ''),
    );
  }
  console.log(`precompress: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main();
}
