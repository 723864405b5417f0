/**
 * The store's last public projection, kept in DATA_DIR between starts: at 100,000 listings
 * projecting the store again is most of a start (reading every row, checking it, moving its
 * point, making its card and index row), while reading back the index parts it made is quick.
 * The snapshot's cards are made again from those parts
 * (projection/project.ts snapshotFromIndex); its full records are read from the records file the
 * projection wrote (projection/records-file.ts), which this file names with its table, so a start
 * serves every page of its projection without the store.
 *
 * It is used only when it is certainly the projection the store would give now:
 * - the store's listings counter and its stamp (store.ts LISTINGS_STAMP) are those it was made
 *   at — never a file time: a restored backup, an import while the server was down or another
 *   instance's change (PostgreSQL shared by several) each move the pair;
 * - it was made with the same privacy secret (the moved points) and the same server code (the
 *   projection's rules and the index format: a hash of the sources);
 * - no reserved or sold listing's 30 days ran out since (its `expiresAt`), and the clock has not
 *   gone back before it was made;
 * - its bytes are whole (a checksum), and its records file is there, of the size its table says
 *   (each record is checked to be the listing asked for as it is read).
 * Anything else, or any failure to read it, is a miss: the store is projected as before. It is
 * written after each projection, off the request path, to a temporary file renamed into place,
 * so a crash never leaves half a file under its name.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrivacySecret, PublicSnapshot } from '../projection';
import type { RecordsTable } from '../projection/records-file';

/** Changes when this file's layout does. */
const FORMAT = 'kept-projection-2';
export const KEPT_FILE = 'public-projection.kept';

export interface KeptKey {
  /** The store's listings counter and stamp the projection was made at. */
  version: number;
  stamp: number;
}

export interface KeptProjection extends KeptKey {
  /** When it was made (ms since the epoch). */
  madeAt: number;
  /** When its first reserved or sold listing's 30 days run out; undefined: none. */
  expiresAt: number | undefined;
  imageOrigins: readonly string[];
  /** The server log's warnings of the projection, said again when it is read back. */
  logLines: readonly string[];
  indexParts: readonly Buffer[];
  /** The projection's records file (in DATA_DIR) and its table. */
  records: RecordsTable & { file: string };
}

interface Header extends KeptKey {
  format: string;
  code: string;
  secret: string;
  madeAt: number;
  expiresAt: number | null;
  imageOrigins: string[];
  logLines: string[];
  partSizes: number[];
  /** The records file's name in DATA_DIR, and its table. */
  records: { file: string; ids: readonly string[]; ends: readonly number[] };
  checksum: string;
}

const sha256 = (...data: readonly Buffer[]): string => {
  const hash = crypto.createHash('sha256');
  for (const part of data) hash.update(part);
  return hash.digest('hex');
};

/** The server's and the shared package's sources (the projection's rules, the index format). */
const SOURCE_ROOTS = ['../', '../../../shared/src/'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
}

let codeHash: string | undefined;

/**
 * A hash of the code that makes a projection: a deploy that changes how listings are checked or
 * shown does not serve the old code's projection. Undefined when the sources are not there (a
 * server run from a bundle): nothing is kept then.
 */
export function projectionCodeHash(roots: readonly string[] = SOURCE_ROOTS): string | undefined {
  if (codeHash !== undefined && roots === SOURCE_ROOTS) return codeHash;
  try {
    const hash = crypto.createHash('sha256');
    for (const root of roots) {
      for (const file of sourceFiles(root)) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
    const digest = hash.digest('hex');
    if (roots === SOURCE_ROOTS) codeHash = digest;
    return digest;
  } catch {
    return undefined;
  }
}

export interface KeptStore {
  /** The kept projection when it is valid for `key`, `secret` and `now`; undefined otherwise. */
  read(key: KeptKey, now: number): Promise<KeptProjection | undefined>;
  /** Keeps `projection` (replacing the one kept); rejects when the file cannot be written. */
  write(projection: KeptProjection): Promise<void>;
}

/** A temporary file older than this is no write under way: its process ended before the rename. */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files of writes that never finished (a server that exited while writing,
 * e.g. one that found its port taken): each would stay in DATA_DIR for good.
 */
async function removeStaleTemporaries(dataDir: string, now: number): Promise<void> {
  const names = await fsp.readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(`${KEPT_FILE}.`) || !name.endsWith('.tmp')) continue;
    const temporary = path.join(dataDir, name);
    const stat = await fsp.stat(temporary).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_TEMPORARY_MS) await fsp.rm(temporary, { force: true }).catch(() => undefined);
  }
}

export function keptStore(dataDir: string, secret: PrivacySecret, codeHash: string | undefined = projectionCodeHash()): KeptStore {
  // No DATA_DIR named (a store opened on a PostgreSQL URL alone): nothing is kept.
  const code = dataDir ? codeHash : undefined;
  const file = path.join(dataDir, KEPT_FILE);
  // No secret: a projection without points, never taken for one made with a secret.
  const secretHash = secret ? sha256(Buffer.concat([Buffer.from('kept-projection\0'), secret])) : 'none';
  return {
    async read(key, now) {
      if (code === undefined) return undefined;
      let bytes: Buffer;
      try {
        bytes = await fsp.readFile(file);
      } catch {
        return undefined;
      }
      try {
        const headerLength = bytes.readUInt32BE(0);
        const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as Header;
        const valid =
          header.format === FORMAT &&
          header.code === code &&
          header.secret === secretHash &&
          header.version === key.version &&
          header.stamp === key.stamp &&
          header.madeAt <= now &&
          (header.expiresAt === null || now < header.expiresAt);
        if (!valid) return undefined;
        const indexParts: Buffer[] = [];
        let offset = 4 + headerLength;
        for (const size of header.partSizes) {
          indexParts.push(bytes.subarray(offset, offset + size));
          offset += size;
        }
        if (offset !== bytes.length || sha256(...indexParts, Buffer.from(JSON.stringify(header.records))) !== header.checksum) return undefined;
        const { ids, ends } = header.records;
        const recordsFile = path.join(dataDir, path.basename(header.records.file));
        const { size } = await fsp.stat(recordsFile);
        if (ids.length !== ends.length || size !== (ends.at(-1) ?? 0)) return undefined;
        return {
          version: header.version,
          stamp: header.stamp,
          madeAt: header.madeAt,
          expiresAt: header.expiresAt ?? undefined,
          imageOrigins: header.imageOrigins,
          logLines: header.logLines,
          indexParts,
          records: { file: recordsFile, ids, ends },
        };
      } catch {
        return undefined;
      }
    },
    async write(projection) {
      if (code === undefined) return;
      if (path.dirname(projection.records.file) !== path.resolve(dataDir)) throw new Error(`its records file is not in ${dataDir}`);
      const records = { file: path.basename(projection.records.file), ids: projection.records.ids, ends: projection.records.ends };
      const header: Header = {
        format: FORMAT,
        code,
        secret: secretHash,
        version: projection.version,
        stamp: projection.stamp,
        madeAt: projection.madeAt,
        expiresAt: projection.expiresAt ?? null,
        imageOrigins: [...projection.imageOrigins],
        logLines: [...projection.logLines],
        partSizes: projection.indexParts.map((part) => part.length),
        records,
        checksum: sha256(...projection.indexParts, Buffer.from(JSON.stringify(records))),
      };
      const headerBytes = Buffer.from(JSON.stringify(header));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(headerBytes.length);
      await removeStaleTemporaries(dataDir, Date.now());
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      try {
        const handle = await fsp.open(temporary, 'w');
        try {
          for (const chunk of [length, headerBytes, ...projection.indexParts]) {
            // A write may take part of its bytes: the rest follows.
            for (let done = 0; done < chunk.length; ) done += (await handle.write(chunk, done)).bytesWritten;
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(temporary, file);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** What of `snapshot` is kept (its index parts and image origins), with the rest of its projection. */
export async function keptOf(
  snapshot: PublicSnapshot,
  rest: Omit<KeptProjection, 'indexParts' | 'imageOrigins'>,
): Promise<KeptProjection> {
  return { ...rest, imageOrigins: snapshot.imageOrigins, indexParts: await snapshot.indexParts.all() };
}
