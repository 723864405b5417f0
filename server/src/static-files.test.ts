/** Files from disk through @fastify/static, and the bodies compressed per request or ahead. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheControlFor, isServable } from './plugins/static-files';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

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

let root: string;
let outside: string;
let photos: string;
let server: TestApp;

/** A request whose body stays as sent (fetch would decompress it). */
function request(urlPath: string, acceptEncoding?: string, method = 'GET', extra: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra };
    http
      .request(`${server.origin}${urlPath}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
const remote = (file: string) => `/remotes/mfe-listings/${file}`;

function write(name: string, content: string | Buffer, mtime = new Date('2026-11-01T10:00:00Z')): void {
  const file = path.join(root, name);
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtime, mtime);
}

beforeAll(async () => {
  root = tempDir('remote-dist-');
  outside = tempDir('outside-');
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  const page = `<!doctype html><html lang="sq"><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  photos = tempDir('photos-');
  fs.mkdirSync(path.join(photos, 'images'));
  fs.writeFileSync(path.join(photos, 'images/a-600.webp'), Buffer.alloc(3000, 1));
  const shellAssets = tempDir('shell-assets-');
  fs.writeFileSync(path.join(shellAssets, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);
  server = await startTestApp({ shellDist: fakeShellDist(page), remoteDists: { 'mfe-listings': root }, assetDirs: [photos, shellAssets] });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  for (const name of fs.readdirSync(root)) fs.rmSync(path.join(root, name), { recursive: true });
  write(HASHED, SCRIPT);
  write(`${HASHED}.br`, BR_COPY, new Date('2026-11-01T10:00:05Z'));
  write(`${HASHED}.gz`, GZ_COPY, new Date('2026-11-01T10:00:05Z'));
});

describe('pre-compressed copies', () => {
  it('sends the .br copy to a client that accepts brotli, with the original type and caching', async () => {
    const response = await request(remote(HASHED), 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body.equals(BR_COPY)).toBe(true);
  });

  it('sends the .gz copy to a client that accepts gzip only, and falls back to it when there is no .br', async () => {
    expect((await request(remote(HASHED), 'gzip')).body.equals(GZ_COPY)).toBe(true);
    fs.rmSync(path.join(root, `${HASHED}.br`));
    const response = await request(remote(HASHED), 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(GZ_COPY)).toBe(true);
  });

  it('never sends a copy older than its file: a fresh copy in another encoding, or the file compressed now', async () => {
    const rebuilt = `${SCRIPT}// rebuilt\n`;
    write(HASHED, rebuilt, new Date('2026-11-01T11:00:00Z'));
    write(`${HASHED}.gz`, zlib.gzipSync(Buffer.from(rebuilt)), new Date('2026-11-01T11:00:01Z'));
    const fromGzip = await request(remote(HASHED), 'gzip, deflate, br');
    expect(fromGzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(fromGzip.body).toString()).toBe(rebuilt);

    write(`${HASHED}.gz`, GZ_COPY, new Date('2026-11-01T10:00:05Z'));
    for (const accept of ['br', 'gzip', 'br;q=1.0, gzip;q=0.8']) {
      const response = await request(remote(HASHED), accept);
      const encoding = response.headers['content-encoding'];
      const body = encoding === 'br' ? zlib.brotliDecompressSync(response.body) : encoding === 'gzip' ? zlib.gunzipSync(response.body) : response.body;
      expect(body.toString(), accept).toBe(rebuilt);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await request(remote(HASHED), accept);
      expect(response.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(response.body.toString(), String(accept)).toBe(SCRIPT);
    }
  });

  it('compresses on the fly when there are no copies, and revalidates a name without a hash', async () => {
    write('remoteEntry.js', SCRIPT);
    const response = await request(remote('remoteEntry.js'), 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(zlib.gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await request(remote(HASHED), 'br', 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(BR_COPY.length));
    expect(response.body.length).toBe(0);
  });
});

describe('the /assets/ folders', () => {
  it('finds a file in any of them, whatever encodings the client accepts', async () => {
    for (const accept of [undefined, 'gzip, deflate, br']) {
      const photo = await request('/assets/images/a-600.webp', accept);
      expect(photo.status, String(accept)).toBe(200);
      expect(photo.body.length).toBe(3000);
      const logo = await request('/assets/logo.svg', accept);
      expect(logo.status, String(accept)).toBe(200);
    }
  });
});

describe('revalidation and ranges', () => {
  it('answers 304 to a held ETag and to If-Modified-Since', async () => {
    write('remoteEntry.js', SCRIPT);
    const first = await request(remote('remoteEntry.js'), 'identity');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBe(new Date('2026-11-01T10:00:00Z').toUTCString());
    expect((await request(remote('remoteEntry.js'), 'identity', 'GET', { 'if-none-match': first.headers.etag ?? '' })).status).toBe(304);
    expect((await request(remote('remoteEntry.js'), 'identity', 'GET', { 'if-modified-since': first.headers['last-modified'] ?? '' })).status).toBe(304);
    write('remoteEntry.js', `${SCRIPT}// v2\n`, new Date('2026-11-03T10:00:00Z'));
    const after = await request(remote('remoteEntry.js'), 'identity', 'GET', { 'if-none-match': first.headers.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('// v2');
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    write('photo.webp', Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 256)));
    const response = await request(remote('photo.webp'), 'identity', 'GET', { range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/4000');
    expect([...response.body]).toEqual(Array.from({ length: 100 }, (_, i) => (100 + i) % 256));
  });

  it('knows the common image types', async () => {
    const types: Record<string, string> = { 'a.avif': 'image/avif', 'a.gif': 'image/gif', 'a.jpeg': 'image/jpeg', 'a.jpg': 'image/jpeg', 'a.png': 'image/png', 'a.webp': 'image/webp', 'a.svg': 'image/svg+xml' };
    for (const [name, type] of Object.entries(types)) {
      write(name, 'x');
      expect((await request(remote(name))).headers['content-type'], name).toBe(type);
    }
  });
});

describe('what is never served', () => {
  it('answers 404 to dotfiles, and to symlinks that lead out of the folder', async () => {
    write('.env', 'SECRET=1');
    fs.mkdirSync(path.join(root, '.git'));
    fs.writeFileSync(path.join(root, '.git/config'), 'x');
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
    fs.symlinkSync(outside, path.join(root, 'leakdir'));
    for (const file of ['.env', '.git/config', 'leak.txt', 'leakdir/secret.txt']) {
      const response = await request(remote(file));
      expect(response.status, file).toBe(404);
      expect(response.body.toString(), file).not.toContain('secret');
    }
    // A link that stays inside the folder is an ordinary file.
    fs.symlinkSync(path.join(root, HASHED), path.join(root, 'alias.js'));
    expect((await request(remote('alias.js'), 'identity')).body.toString()).toBe(SCRIPT);
  });

  it('never sends the raw listings file, whatever the path', async () => {
    for (const attempt of ['/assets/data//listings.json', '/assets/data/./listings.json', '/assets/%64ata/listings.json']) {
      const response = await request(attempt);
      const text = response.status === 200 ? response.body.toString() : '';
      expect(text, attempt).not.toContain('"active":false');
    }
  });

  it('isServable refuses NUL bytes, bad escapes and private files', () => {
    for (const attempt of ['a%00', `${HASHED}\0`, '%E0%A4%A']) {
      expect(isServable(root, attempt, new Set()), attempt).toBe(false);
    }
    expect(isServable(root, HASHED, new Set())).toBe(true);
    expect(isServable(root, HASHED, new Set([fs.realpathSync(path.join(root, HASHED))]))).toBe(false);
  });

  it('caches content-hashed files for ever and revalidates the rest', () => {
    expect(cacheControlFor('/x/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/main.0a1b2c3d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('bodies made by the server', () => {
  it('compresses the page made per request', async () => {
    const html = await request('/pronat?page=1', 'gzip, deflate, br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const sent = zlib.brotliDecompressSync(html.body).toString();
    expect(sent).toContain('<!-- padding -->');
    expect(sent).toContain('<script type="application/json" id="remotes-map">');
  });

  it('sends the listings index compressed ahead, at the best ratio, before the first request asks', async () => {
    const file = '/assets/data/listings-index/0.json';
    const plain = await request(file, 'identity');
    const response = await request(file, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    // Quality 9 is what only the ahead-of-time copy uses (a page made per request gets 5).
    const best = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(response.body.equals(best)).toBe(true);
    expect((await request(file, 'br', 'GET', { 'if-none-match': response.headers.etag ?? '' })).status).toBe(304);
  });

  it('sends listings.json from its files, in the encoding asked for, with its length and validator', async () => {
    const file = '/assets/data/listings.json';
    const plain = await request(file, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    // Every shown listing whole (the snapshot holds cards; each record is read by id).
    const snapshot = server.data.current();
    const listings = await Promise.all(snapshot.listings.map((card) => snapshot.record(card.id)));
    expect(listings.some((listing) => (listing?.description ?? '') !== '')).toBe(true);
    expect(plain.body.toString()).toBe(JSON.stringify({ listings }));
    const br = await request(file, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await request(file, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await request(file, 'br', 'GET', { 'if-none-match': br.headers.etag ?? '' })).status).toBe(304);
  });
});
