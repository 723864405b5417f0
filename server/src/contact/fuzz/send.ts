/** Sends raw request bytes over one loopback connection and reads what comes back, if anything. */
import net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface RawRequest {
  /** The bytes on the wire, in the pieces they are written in. */
  pieces: Buffer[];
  /** After the last piece: wait for the answer, or leave mid-request by half-closing or resetting. */
  ending: 'answer' | 'half-close' | 'reset';
}

export interface RawAnswer {
  /** The status of the answer, or null when none came back. */
  status: number | null;
  /** Everything the server sent. */
  text: string;
  /** The connection's error code, if it ended in one (e.g. a reset after the answer). */
  error?: string;
  timedOut: boolean;
}

/**
 * Writes the pieces one turn apart and stops writing as soon as the server answers (a server
 * that refuses a large body answers before reading it). Resolves when the connection closes.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    let timedOut = false;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.setTimeout(timeoutMs, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? null : Number(status), text, error, timedOut });
    });
    socket.once('connect', async () => {
      for (const piece of request.pieces) {
        if (received.length > 0 || socket.destroyed) return;
        await new Promise<void>((written) => socket.write(piece, () => written()));
        await nextTurn();
      }
      if (request.ending === 'half-close') socket.end();
      else if (request.ending === 'reset') socket.resetAndDestroy();
    });
  });
}
