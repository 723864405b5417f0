/** HTTP/1.1 requests as bytes on the wire: framed by length or in chunks, whole or cut short. */
import type { Random } from './random';
import type { RawRequest } from './send';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface WireOptions {
  path?: string;
  /** The Content-Type header; null sends none. */
  contentType?: string | null;
  framing?: 'length' | 'chunked';
  /** Send only this many bytes of the body, then leave: half-close or reset the connection. */
  cutAt?: number;
  leave?: 'half-close' | 'reset';
}

function chunked(random: Random, body: Buffer, terminated: boolean): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const small = body.length > 8192 ? 1024 : 64;
    const size = Math.min(body.length - offset, random.int(1, random.chance(0.5) ? small : 16_384));
    const length = size.toString(16);
    parts.push(Buffer.from(`${random.chance(0.5) ? length.toUpperCase() : length}\r\n`));
    parts.push(body.subarray(offset, offset + size), Buffer.from('\r\n'));
    offset += size;
  }
  if (terminated) parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** Splits bytes at random points (always at most `maxPiece` long), as a client's writes would. */
function pieces(random: Random, bytes: Buffer, maxPiece = 16_384): Buffer[] {
  const out: Buffer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const size = random.chance(0.3) ? random.int(1, Math.min(maxPiece, bytes.length - offset)) : maxPiece;
    out.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return out;
}

/** One POST, with `Connection: close` so the answer ends with the connection. */
export function postRequest(random: Random, body: Buffer | string, options: WireOptions = {}): RawRequest {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const { path = '/', contentType = FORM_TYPE, framing = 'length', cutAt, leave = 'half-close' } = options;
  const sent = cutAt === undefined ? bytes : bytes.subarray(0, cutAt);
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(contentType === null ? [] : [`Content-Type: ${contentType}`]),
    framing === 'length' ? `Content-Length: ${bytes.length}` : 'Transfer-Encoding: chunked',
    '',
    '',
  ].join('\r\n');
  const framed = framing === 'length' ? sent : chunked(random, sent, cutAt === undefined);
  return {
    pieces: pieces(random, Buffer.concat([Buffer.from(head, 'latin1'), framed])),
    ending: cutAt === undefined ? 'answer' : leave,
  };
}
