// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import { acceptedEncodings, negotiateEncoding, resolveInside, sendFile } from './static';

let root: string;
let base: string;
let server: http.Server;

// Big enough to be compressed; the copies say which one was sent.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const HASHED = 'main.0a1b2c3d.js';
const BR_COPY = zlib.brotliCompressSync(Buffer.from(SCRIPT));
const GZ_COPY = zlib.gzipSync(Buffer.from(`${SCRIPT}// from the .gz copy\n`));

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body stays as sent (fetch would decompress it). */
function request(file: string, acceptEncoding?: string, method = 'GET', extra: Record<string, string> = {}, origin = base): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra };
    http
      .request(`${origin}/${file}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

function write(name: string, content: string | Buffer, mtime = new Date('2026-11-01T10:00:00Z')): void {
  const file = path.join(root, name);
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtime, mtime);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  server = http.createServer((req, res) => {
    const file = resolveInside(root, new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    if (!file) return void res.writeHead(404).end();
    sendFile(req, res, file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  for (const name of fs.readdirSync(root)) fs.rmSync(path.join(root, name));
  write(HASHED, SCRIPT);
  write(`${HASHED}.br`, BR_COPY, new Date('2026-11-01T10:00:05Z'));
  write(`${HASHED}.gz`, GZ_COPY, new Date('2026-11-01T10:00:05Z'));
});

describe('acceptedEncodings', () => {
  it('lists brotli before gzip, whatever order the client names them in', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('treats q=0 as a refusal and * as every encoding not named', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('BR; Q=0.1')).toEqual(['br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('gives one encoding to compress a body with', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
  });
});

describe('sendFile with pre-compressed copies', () => {
  it('sends the .br copy to a client that accepts brotli, with the original type and caching', async () => {
    const response = await request(HASHED, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(BR_COPY.length));
    expect(response.body.equals(BR_COPY)).toBe(true);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the .gz copy to a client that accepts gzip only, or refuses brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const response = await request(HASHED, accept);
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.body.equals(GZ_COPY), accept).toBe(true);
    }
  });

  it('falls back to the .gz copy when a brotli client finds no .br', async () => {
    fs.rmSync(path.join(root, `${HASHED}.br`));
    const response = await request(HASHED, 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(GZ_COPY)).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await request(HASHED, accept);
      expect(response.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(response.body.toString(), String(accept)).toBe(SCRIPT);
    }
  });

  it('ignores a copy older than its file and compresses the current file instead', async () => {
    const newer = `${SCRIPT}// rebuilt\n`;
    write(HASHED, newer, new Date('2026-11-02T10:00:00Z'));
    const response = await request(HASHED, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(newer);
  });

  it('sends no ETag with an error status', async () => {
    const page = 'x'.repeat(2000);
    write('index.html', page);
    const server404 = http.createServer((req, res) => sendFile(req, res, path.join(root, 'index.html'), { status: 404, cache: 'revalidate' }));
    await new Promise<void>((resolve) => server404.listen(0, '127.0.0.1', resolve));
    try {
      const response = await request('anything', 'br', 'GET', { 'if-none-match': '*' }, `http://127.0.0.1:${(server404.address() as AddressInfo).port}`);
      expect(response.status).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    } finally {
      server404.close();
    }
  });

  it('compresses on the fly when there are no copies, as before', async () => {
    write('remoteEntry.js', SCRIPT);
    const response = await request('remoteEntry.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(zlib.gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the copy\'s headers and no body', async () => {
    const response = await request(HASHED, 'br', 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(BR_COPY.length));
    expect(response.body.length).toBe(0);
  });

  it('never sends a copy for a type that is not compressed', async () => {
    write('photo.webp', Buffer.alloc(4000, 7));
    write('photo.webp.br', Buffer.from('not an image'), new Date('2026-11-01T10:00:05Z'));
    const response = await request('photo.webp', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body.length).toBe(4000);
  });
});

describe('revalidation', () => {
  it('gives files an ETag and answers 304 when the client holds it, whatever the encoding', async () => {
    const first = await request(HASHED, 'br');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    for (const accept of ['br', 'gzip', undefined]) {
      const again = await request(HASHED, accept, 'GET', { 'if-none-match': etag });
      expect(again.status, String(accept)).toBe(304);
      expect(again.body.length).toBe(0);
    }
    write('remoteEntry.js', SCRIPT);
    const plain = await request('remoteEntry.js', 'gzip');
    expect(plain.status).toBe(200);
    expect((await request('remoteEntry.js', 'gzip', 'GET', { 'if-none-match': plain.headers.etag ?? '' })).status).toBe(304);
  });

  it('changes the ETag when the file changes, and sends the new file', async () => {
    write('remoteEntry.js', SCRIPT);
    const before = (await request('remoteEntry.js', 'identity')).headers.etag;
    expect(before).toMatch(/^W\/"/);
    write('remoteEntry.js', `${SCRIPT}// v2\n`, new Date('2026-11-03T10:00:00Z'));
    const after = await request('remoteEntry.js', 'identity', 'GET', { 'if-none-match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.toString()).toContain('// v2');
  });
});

describe('the production server with pre-compressed builds', () => {
  it('sends a remote\'s files from their copies and the shell page compressed', async () => {
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    const page = `<!doctype html><html lang="sq"><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
    const pageCopy = zlib.brotliCompressSync(Buffer.from(page));
    fs.writeFileSync(path.join(shellDist, 'index.html'), page);
    fs.writeFileSync(path.join(shellDist, 'index.html.br'), pageCopy);
    fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), SCRIPT);
    fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js.gz'), GZ_COPY);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(shellDist, 'index.html.br'), later, later);
    fs.utimesSync(path.join(remoteDist, 'remoteEntry.js.gz'), later, later);

    const handler = createApp({ ...readConfig({}), shellDist, remoteDists: { 'mfe-listings': remoteDist } });
    const app = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    try {
      const html = await request('pronat?page=1', 'gzip, deflate, br', 'GET', {}, origin);
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      // The page is made per request (first view, remotes map), so it is compressed now, not copied.
      const sent = zlib.brotliDecompressSync(html.body).toString();
      expect(sent).toContain('<div id="first-view"');
      expect(sent).toContain('<script type="application/json" id="remotes-map">');

      const entry = await request('remotes/mfe-listings/remoteEntry.js', 'gzip', 'GET', {}, origin);
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect(entry.body.equals(GZ_COPY)).toBe(true);
    } finally {
      app.close();
      fs.rmSync(shellDist, { recursive: true, force: true });
      fs.rmSync(remoteDist, { recursive: true, force: true });
    }
  });
});
