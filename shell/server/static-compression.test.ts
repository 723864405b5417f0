// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import { precompressBodies, sendBody } from './static';

const servers: http.Server[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.close());
  vi.restoreAllMocks();
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A brotli request whose body stays as sent (fetch would decompress it). */
function getBrotli(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const DATA = Buffer.from(JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Banesë ${i}` })) }));
let keys = 0;
const freshKey = () => `test-data:${process.pid}:${++keys}`;

describe('compressing a body that is sent again and again', () => {
  it('compresses it once, off the event loop, and sends the same bytes to the next visitor', async () => {
    const cacheKey = freshKey();
    const syncBrotli = vi.spyOn(zlib, 'brotliCompressSync');
    const asyncBrotli = vi.spyOn(zlib, 'brotliCompress');
    const base = await listen((req, res) => sendBody(req, res, DATA, { contentType: 'application/json', cache: 'revalidate', cacheKey, ext: '.json' }));
    const [first, second] = await Promise.all([getBrotli(base), getBrotli(base)]);
    const third = await getBrotli(base);
    for (const response of [first, second, third]) {
      expect(response.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(response.body).equals(DATA)).toBe(true);
    }
    expect(asyncBrotli).toHaveBeenCalledTimes(1);
    expect(syncBrotli).not.toHaveBeenCalled();
  });

  it('is ready before the first request when compressed ahead', async () => {
    const cacheKey = freshKey();
    await precompressBodies([{ cacheKey, body: DATA, ext: '.json' }]);
    const asyncBrotli = vi.spyOn(zlib, 'brotliCompress');
    const base = await listen((req, res) => sendBody(req, res, DATA, { contentType: 'application/json', cache: 'revalidate', cacheKey, ext: '.json' }));
    const response = await getBrotli(base);
    expect(zlib.brotliDecompressSync(response.body).equals(DATA)).toBe(true);
    expect(asyncBrotli).not.toHaveBeenCalled();
  });

  it('sends the body uncompressed when compressing it fails', async () => {
    vi.spyOn(zlib, 'brotliCompress').mockImplementation(((_body: unknown, _options: unknown, done: (error: Error) => void) => {
      done(new Error('out of memory'));
    }) as unknown as typeof zlib.brotliCompress);
    const cacheKey = freshKey();
    const base = await listen((req, res) => sendBody(req, res, DATA, { contentType: 'application/json', cache: 'revalidate', cacheKey, ext: '.json' }));
    const response = await getBrotli(base);
    expect(response.encoding).toBeUndefined();
    expect(response.body.equals(DATA)).toBe(true);
  });
});

describe('the production server', () => {
  it('starts compressing the listings data as it starts, so the first visitor\'s data is not compressed on request', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compression-ahead-'));
    const listingsFile = path.join(dir, 'listings.json');
    const listing = (id: number) => ({
      id: `p${id}`,
      active: true,
      title: `Shtëpi ${id}`,
      description: 'Përshkrim i gjatë i pronës.',
      category: 'house',
      option: 'Në Shitje',
      city: 'Prishtinë',
      subcity: 'Arbëria',
      price: 100000 + id,
      images: [`/assets/images/p${id}-1200.webp`],
      createdAt: '2026-05-01T00:00:00Z',
      details: { area: 100 + id },
    });
    fs.writeFileSync(listingsFile, JSON.stringify({ listings: Array.from({ length: 60 }, (_, id) => listing(id)) }));
    const asyncBrotli = vi.spyOn(zlib, 'brotliCompress');
    const handler = createApp({ ...readConfig({}), shellDist: dir, listingsFile });
    // listings.json and the one index part, before any request.
    expect(asyncBrotli).toHaveBeenCalledTimes(2);
    const base = await listen((req, res) => void handler(req, res));
    const syncBrotli = vi.spyOn(zlib, 'brotliCompressSync');
    for (const file of ['/assets/data/listings.json', '/assets/data/listings-index/0.json']) {
      const response = await getBrotli(`${base}${file}`);
      expect(response.encoding, file).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(response.body).toString()), file).toBeTruthy();
    }
    expect(asyncBrotli).toHaveBeenCalledTimes(2);
    expect(syncBrotli).not.toHaveBeenCalled();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
