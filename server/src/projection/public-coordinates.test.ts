/**
 * The exact point never leaves the server: every public output of the sample data, fetched from
 * the running server, holds no precise coordinate pair within 100 m of an exact point — but for
 * another listing's public point that happens to lie near it (the sample is dense in Prishtina),
 * which is itself 150-250 m from its own exact point — and each public point is the same across
 * restarts with the same secret. Points on grid points and the map's bounds, with numbers of any
 * precision: grid-points.test.ts; the secret kept in the store: secret.test.ts.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoPoint } from 'shared/contracts';
import { indexPartCount } from 'shared/listings/rules';
import { fakeShellDist, startTestApp, type TestApp } from '../test-app';
import { PRIVACY_OFFSET_METERS, distanceMeters } from './privacy';

let server: TestApp;
let exact: Map<string, GeoPoint>;

beforeAll(async () => {
  // The unit tests run before the build: a shell page of our own (the first view is the server's).
  server = await startTestApp({ shellDist: fakeShellDist() });
  const raw = JSON.parse(fs.readFileSync(server.config.listingsFile, 'utf8')) as { listings: { id: unknown; geoPoint?: GeoPoint }[] };
  exact = new Map(raw.listings.filter((entry) => entry.geoPoint).map((entry) => [String(entry.id), entry.geoPoint as GeoPoint]));
}, 30_000);
afterAll(() => server?.close());

/** Every pair of numbers that could be a latitude and longitude in Kosovo, wherever it appears. */
function coordinatePairs(text: string): GeoPoint[] {
  const numbers = [...text.matchAll(/-?\d{2}\.\d{3,}/g)].map((match) => Number(match[0]));
  const points: GeoPoint[] = [];
  for (let i = 0; i + 1 < numbers.length; i++) {
    const [a = 0, b = 0] = [numbers[i], numbers[i + 1]];
    if (a > 41 && a < 44 && b > 19 && b < 23) points.push({ latitude: a, longitude: b });
  }
  return points;
}

describe('the public outputs', () => {
  it('hold no coordinate within 100 m of an exact point', async () => {
    const ids = [...server.data.current().cards.keys()];
    const paths = [
      '/assets/data/listings.json',
      ...Array.from({ length: indexPartCount(ids.length) }, (_, part) => `/assets/data/listings-index/${part}.json`),
      '/sitemap.xml',
      '/',
      '/pronat',
      '/pronat?view=harta',
      '/home',
      ...ids.flatMap((id) => [
        `/assets/data/listings/${encodeURIComponent(id)}.json`,
        `/pronat/${encodeURIComponent(id)}`,
        `/assets/pronat/${encodeURIComponent(id)}/index.html`,
      ]),
    ];
    const publicPoints = server.data.current().listings.flatMap((listing) => (listing.geoPoint ? [listing.geoPoint] : []));
    const isPublicPoint = (point: GeoPoint) => publicPoints.some((known) => distanceMeters(point, known) < 1);
    let pairs = 0;
    const leaks: string[] = [];
    for (const urlPath of paths) {
      const response = await fetch(`${server.origin}${urlPath}`);
      expect(response.status, urlPath).toBe(200);
      for (const point of coordinatePairs(await response.text())) {
        pairs += 1;
        if (isPublicPoint(point)) continue;
        for (const [id, secret] of exact) {
          if (distanceMeters(point, secret) < 100) leaks.push(`${urlPath}: ${point.latitude},${point.longitude} is near listing ${id}`);
        }
      }
    }
    expect(leaks.slice(0, 10)).toEqual([]);
    // The outputs do carry points (the public ones): the check above looked at something.
    expect(pairs).toBeGreaterThan(exact.size);
    // And no public point is its own listing's exact point, or near it (the next test: 150-250 m).
    for (const listing of server.data.current().listings) {
      const own = exact.get(listing.id);
      if (own && listing.geoPoint) expect(distanceMeters(own, listing.geoPoint), listing.id).toBeGreaterThan(100);
    }
  }, 120_000);

  it('move each point 150-250 m, the same way every time for the same secret, another way for another', async () => {
    const other = await startTestApp({ shellDist: fakeShellDist() }, { PRIVACY_SECRET: 'another-secret-of-some-length' });
    const again = await startTestApp({ shellDist: fakeShellDist() });
    try {
      let moved = 0;
      for (const listing of server.data.current().listings) {
        const secretPoint = exact.get(listing.id);
        if (!listing.geoPoint || !secretPoint) continue;
        const distance = distanceMeters(listing.geoPoint, secretPoint);
        expect(distance).toBeGreaterThanOrEqual(PRIVACY_OFFSET_METERS.min - 2);
        expect(distance).toBeLessThanOrEqual(PRIVACY_OFFSET_METERS.max + 2);
        expect(again.data.current().cards.get(listing.id)?.geoPoint).toEqual(listing.geoPoint);
        if (distanceMeters(other.data.current().cards.get(listing.id)?.geoPoint ?? secretPoint, listing.geoPoint) > 1) moved += 1;
      }
      expect(moved).toBeGreaterThan(100);
    } finally {
      await Promise.all([other.close(), again.close()]);
    }
  }, 60_000);
});
