/**
 * The server's pages are the site's route table (shared/routes): every route answers with the
 * app (or its redirect), never the 404 page, and the sitemap lists exactly the table's pages
 * marked for it, besides the listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { LOCALES } from 'shared/i18n';
import { SITE_ROUTES, listingsPath } from 'shared/routes';
import fs from 'node:fs';
import path from 'node:path';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  const listingsFile = path.join(tempDir('site-routes-'), 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [makeListing({ id: '42' })] }));
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist() });
}, 60_000);
afterAll(() => server?.close());

/** A path the route's pattern matches. */
const example = (pattern: string) => pattern.replace(':id', '42').replace(/\/\*$/, '/pronat/42');

describe("the site's route table on the server", () => {
  it.each(SITE_ROUTES.map((route) => [route.path, route]))('%s answers the app, never the 404 page', async (_pattern, route) => {
    for (const target of route.path.endsWith('/*') ? [example(route.path), route.path.slice(0, -2)] : [example(route.path)]) {
      const response = await server.app.inject({ method: 'GET', url: target });
      expect([200, 302], target).toContain(response.statusCode);
      expect(response.headers['x-robots-tag'] === 'noindex', target).toBe(route.private === true);
    }
  });

  it("sends the filter dialog's form, sent without JavaScript, on to the address the app writes for its search", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pronat?page=1&view=harta&type=land&type=house&maxPrice=0&city=&id=' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pronat?page=1&view=harta&type=land%2Chouse');
    expect((await server.app.inject({ method: 'GET', url: '/pronat?page=1&view=harta&type=land%2Chouse' })).statusCode).toBe(200);
  });

  it('answers any other path with the 404 page', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/pronat-x' })).statusCode).toBe(404);
  });

  it("lists the table's sitemap pages, and no other page but the listings'", async () => {
    const sitemap = (await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname + new URL(match[1]!.replaceAll('&amp;', '&')).search);
    const expected = SITE_ROUTES.flatMap((route) => (route.sitemap ? [route.sitemap] : []));
    const listingPage = (item: string) => LOCALES.some((locale) => item.startsWith(`${listingsPath(locale)}/`));
    expect(paths.filter((item) => !listingPage(item))).toEqual(expected);
    expect(paths).toEqual(expect.arrayContaining(['/pronat/42', '/en/properties/42', '/de/immobilien/42']));
  });
});
