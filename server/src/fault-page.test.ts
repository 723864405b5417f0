/**
 * A fault on a browser's request is never a JSON error: with nothing to serve (here the
 * listings' records file gone from under a running server) a browser gets the fault page in the
 * site's frame, in Albanian, as a 503 with Retry-After; a tool still gets its short JSON answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { RECORDS_FILE_PREFIX } from './projection/records-file';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

let server: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir('fault-page-');
  const listingsFile = path.join(tempDir('fault-page-listings-'), 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [makeListing({ id: 'f1', title: 'Banesë' }), makeListing({ id: 'f2', title: 'Shtëpi' })] }));
  server = await startTestApp({ dataDir, listingsFile, shellDist: fakeShellDist() });
}, 30_000);
afterAll(() => server?.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('a fault on a request', () => {
  it('gives a browser the fault page in the site frame, 503 with Retry-After; a tool JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const name of fs.readdirSync(dataDir).filter((file) => file.startsWith(RECORDS_FILE_PREFIX))) fs.rmSync(path.join(dataDir, name));
    for (const urlPath of ['/pronat/f1', '/assets/pronat/f2/index.html', '/assets/data/listings/f1.json', '/assets/data/listings.json']) {
      const response = await fetch(`${server.origin}${urlPath}`, { headers: BROWSER });
      const body = await response.text();
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 503 });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toMatch(/^<!doctype html>/);
      expect(body).toContain(`<header><a href="/pronat?page=1">${site.brand}</a></header>`);
      expect(body).toContain('Faqja nuk mund të shfaqet tani');
      expect(body).toContain(`<a href="${urlPath}">Provo përsëri</a>`);
      expect(body).not.toContain('"ok"');
    }
    const tool = await fetch(`${server.origin}/assets/data/listings/f1.json`, { headers: { accept: 'application/json' } });
    expect(tool.status).toBe(500);
    expect(await tool.json()).toEqual({ ok: false, error: 'internal' });
    // What needs no record still serves.
    expect((await fetch(`${server.origin}/pronat?page=1`, { headers: BROWSER })).status).toBe(200);
    expect((await fetch(`${server.origin}/sitemap.xml`)).status).toBe(200);
  });
});
