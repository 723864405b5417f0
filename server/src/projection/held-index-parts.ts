/**
 * A snapshot's listings index parts, held as plain JSON only until their gzip copies exist. At
 * 100,000 listings the plain parts hold much memory, read by nothing once the server has compressed
 * them (every browser takes brotli or gzip): after that the gzip copy is all that is held, and
 * the rare reader of the plain bytes (a client without Accept-Encoding, the kept projection's
 * write) gets them inflated again.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gunzip = promisify(zlib.gunzip);

export class HeldIndexParts {
  private readonly plainParts: (Buffer | null)[];
  private readonly gzipParts: (Buffer | null)[];

  constructor(parts: readonly Buffer[]) {
    this.plainParts = [...parts];
    this.gzipParts = parts.map(() => null);
  }

  get count(): number {
    return this.plainParts.length;
  }

  /** Part n's JSON bytes (rejects for a part the index does not have). */
  async plain(n: number): Promise<Buffer> {
    const held = this.plainParts[n];
    if (held) return held;
    const gzip = this.gzipParts[n];
    if (!gzip) throw new RangeError(`the index has no part ${n}`);
    return gunzip(gzip);
  }

  /** Every part's JSON bytes, in order. */
  all(): Promise<Buffer[]> {
    return Promise.all(this.plainParts.map((_, n) => this.plain(n)));
  }

  /** Part n's gzip copy exists: it is kept in place of the plain bytes. */
  compressed(n: number, gzip: Buffer): void {
    if (n < 0 || n >= this.count) return;
    this.gzipParts[n] = gzip;
    this.plainParts[n] = null;
  }

  /** How many plain bytes are still held (0 once every part is compressed). */
  plainBytes(): number {
    return this.plainParts.reduce((sum, part) => sum + (part?.length ?? 0), 0);
  }
}
