/** An upload's bytes, read with the size limit enforced while reading. */
import { PhotoError } from './errors';

export type UploadSource = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * All of `source` as one buffer; a stream is read only up to `maxBytes` + 1 bytes and then
 * destroyed (when it can be), so an oversize upload costs at most the limit in memory.
 */
export async function readUpload(source: UploadSource, maxBytes: number): Promise<Buffer> {
  if (source instanceof Uint8Array) {
    if (source.byteLength > maxBytes) throw new PhotoError('too-large', `${source.byteLength} bytes`);
    return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      // Leaving the loop early calls the stream's return(), which destroys a Node stream.
      throw new PhotoError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
