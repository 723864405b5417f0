/**
 * Changes show without a restart: a running server (real HTTP), and `pnpm listings:import` run
 * beside it on the same DATA_DIR with a changed listing, a new one and a withdrawn one. Within
 * 2 s of the import's end the listing's app page, its SEO page, listings.json and the sitemap
 * all show the change; and no listings.json answer meanwhile mixes the old and the new.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

const root = path.resolve(import.meta.dirname, '../..');
const before = [makeListing({ id: 'a1', title: 'Shtëpi e vjetër' }), makeListing({ id: 'b2', title: 'Banesë që tërhiqet' })];
const after = [
  makeListing({ id: 'a1', title: 'Shtëpi e rinovuar' }),
  makeListing({ id: 'b2', title: 'Banesë që tërhiqet', active: false }),
  makeListing({ id: 'c3', title: 'Tokë e re' }),
];

let server: TestApp;
let dataDir: string;
const writeFile = (listings: unknown[]) => {
  const file = path.join(tempDir('live-listings-'), 'listings.json');
  fs.writeFileSync(file, JSON.stringify({ listings }));
  return file;
};

beforeAll(async () => {
  dataDir = tempDir('live-data-');
  server = await startTestApp({ dataDir, listingsFile: writeFile(before), shellDist: fakeShellDist() });
}, 30_000);
afterAll(() => server?.close());

const text = async (urlPath: string) => {
  const response = await fetch(`${server.origin}${urlPath}`);
  return { status: response.status, body: await response.text() };
};
const servedIds = async () => {
  const { listings } = JSON.parse((await text('/assets/data/listings.json')).body) as { listings: { id: string }[] };
  return listings.map((listing) => listing.id).sort();
};

describe('a listing imported into the running store', () => {
  it('shows on every public output within 2 s, none of them ever half-updated', async () => {
    expect(await servedIds()).toEqual(['a1', 'b2']);
    expect((await text('/pronat/a1')).body).toContain('Shtëpi e vjetër');
    expect((await text('/assets/pronat/a1/index.html')).body).toContain('Shtëpi e vjetër');
    expect((await text('/assets/pronat/c3/index.html')).status).toBe(404);
    expect((await text('/sitemap.xml')).body).toContain('/pronat/b2<');

    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli/listings-import.ts', writeFile(after)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const imported = Date.now();

    const seen = new Set<string>();
    const isNew = async () => {
      const ids = (await servedIds()).join(',');
      seen.add(ids);
      const [app, seo, gone, sitemap] = await Promise.all([
        text('/pronat/a1'),
        text('/assets/pronat/c3/index.html'),
        text('/pronat/b2'),
        text('/sitemap.xml'),
      ]);
      return (
        ids === 'a1,c3' &&
        app.body.includes('Shtëpi e rinovuar') &&
        seo.status === 200 &&
        seo.body.includes('Tokë e re') &&
        gone.status === 404 &&
        sitemap.body.includes('/pronat/c3<') &&
        !sitemap.body.includes('/pronat/b2<')
      );
    };
    while (!(await isNew())) {
      expect(Date.now() - imported, 'the change is not public yet').toBeLessThan(2_000);
    }
    const delay = Date.now() - imported;
    console.log(`live listings: the import was public after ${delay} ms`);
    expect(delay).toBeLessThan(2_000);
    // Every listings.json seen was the old list or the new one, never a mix.
    expect([...seen].filter((ids) => ids !== 'a1,b2' && ids !== 'a1,c3')).toEqual([]);
    expect((await text('/assets/pronat/a1/index.html')).body).toContain('Shtëpi e rinovuar');
  }, 30_000);
});
