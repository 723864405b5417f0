/**
 * Listings saved exactly on a 0.01°, 0.1° or 1° grid point, or on the map's bounds: every number
 * pair that could be a point, in every public output (listings.json, the index parts, the
 * records, the server-rendered pages and their data, the SEO pages with their JSON-LD and link
 * preview tags, the sitemap), is at least 100 m from every exact point — whatever its number of
 * decimals (rounding a moved point to two of them snapped it back onto the grid point).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoPoint } from 'shared/contracts';
import { indexPartCount } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { distanceMeters } from './privacy';

const GRID: GeoPoint[] = [
  // 0.01°
  { latitude: 42.66, longitude: 21.16 },
  { latitude: 42.65, longitude: 21.17 },
  { latitude: 42.38, longitude: 20.43 },
  { latitude: 42.21, longitude: 20.74 },
  // 0.1°
  { latitude: 42.6, longitude: 21.1 },
  { latitude: 42.3, longitude: 20.9 },
  { latitude: 42.9, longitude: 20.8 },
  // 1°
  { latitude: 42, longitude: 21 },
  { latitude: 43, longitude: 21 },
  { latitude: 42, longitude: 20 },
  // The map's bounds (shared/listings KOSOVO_BOUNDS): corners and edges, where a move may not leave them.
  { latitude: 43.3, longitude: 20 },
  { latitude: 41.85, longitude: 21.9 },
  { latitude: 43.3, longitude: 21.5 },
  { latitude: 42.5, longitude: 21.9 },
  { latitude: 41.85, longitude: 20.5 },
];
const exact = new Map(GRID.map((point, index) => [`grid-${index + 1}`, point]));

let server: TestApp;
beforeAll(async () => {
  const dir = tempDir('grid-points-');
  const listingsFile = path.join(dir, 'listings.json');
  const listings = [...exact].map(([id, geoPoint], index) =>
    makeListing({ id, title: `Banesë në rrjetë ${index + 1}`, images: ['/assets/images/a-1200.webp'], geoPoint, details: { area: 70 } }),
  );
  fs.writeFileSync(listingsFile, JSON.stringify({ listings }));
  // A render build of one element that names the remotes of the listings and detail pages, so
  // the server-rendered pages carry their data (the first page's rows, the detail's record).
  const render = [
    "exports.remotesFor = (p) => p.startsWith('/pronat/') ? ['mfe-detail/DetailPage'] : p.startsWith('/pronat') ? ['mfe-listings/ListingsPage', 'mfe-map/MapPanel'] : [];",
    "exports.renderRoute = () => '<main>Faqja</main>';",
  ].join('\n');
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist(undefined, render) });
}, 60_000);
afterAll(() => server?.close());

/** Every two numbers in a row (any number of decimals, integers too) that could be a point in the map's bounds. */
function coordinatePairs(text: string): GeoPoint[] {
  const numbers = [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const inside = (value: number, low: number, high: number) => value >= low - 0.01 && value <= high + 0.01;
  const points: GeoPoint[] = [];
  for (let i = 0; i + 1 < numbers.length; i++) {
    const [latitude = 0, longitude = 0] = [numbers[i], numbers[i + 1]];
    if (inside(latitude, 41.85, 43.3) && inside(longitude, 20, 21.9)) points.push({ latitude, longitude });
  }
  return points;
}

describe('listings saved on grid points and on the map’s bounds', () => {
  it('are published at least 100 m from their exact point, in every output', async () => {
    const ids = [...exact.keys()];
    const paths = [
      '/assets/data/listings.json',
      ...Array.from({ length: indexPartCount(ids.length) }, (_, part) => `/assets/data/listings-index/${part}.json`),
      '/sitemap.xml',
      '/',
      '/home',
      '/pronat?page=1',
      '/pronat?page=1&view=harta',
      ...ids.flatMap((id) => [`/assets/data/listings/${id}.json`, `/pronat/${id}`, `/assets/pronat/${id}/index.html`]),
    ];
    const leaks: string[] = [];
    let pairs = 0;
    for (const urlPath of paths) {
      const response = await fetch(`${server.origin}${urlPath}`);
      expect(response.status, urlPath).toBe(200);
      for (const point of coordinatePairs(await response.text())) {
        pairs += 1;
        for (const [id, own] of exact) {
          const distance = distanceMeters(point, own);
          if (distance < 100) leaks.push(`${urlPath}: ${point.latitude},${point.longitude} is ${Math.round(distance)} m from listing ${id}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The check saw each listing's point in listings.json, the index, its record, its SEO page and
    // the data of both listings pages (the detail page's data carries no point).
    expect(pairs).toBeGreaterThanOrEqual(exact.size * 6);
  }, 60_000);

  it('give the JSON-LD the very public point the map shows, not a rounded one', async () => {
    for (const [id, own] of exact) {
      const card = server.data.current().cards.get(id);
      expect(card?.geoPoint, id).toBeDefined();
      const html = await (await fetch(`${server.origin}/assets/pronat/${id}/index.html`)).text();
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      const geo = (JSON.parse(block) as { about?: { geo?: GeoPoint } }).about?.geo;
      expect({ latitude: geo?.latitude, longitude: geo?.longitude }, id).toEqual(card?.geoPoint);
      expect(distanceMeters(own, card?.geoPoint ?? own), id).toBeGreaterThanOrEqual(149);
    }
  });
});
