/**
 * The admin's listings API against the real server: saves checked by the public data's schema,
 * stored with the exact point, every change in the audit log with who made it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from 'shared/contracts';
import { startTestApp, type TestApp } from '../test-app';
import { signedInAdmin, type SignedInAdmin } from './testing';

let server: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  server = await startTestApp();
  admin = await signedInAdmin(server.app);
}, 60_000);
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject({ ...options, headers: { ...admin.headers, ...options.headers } });

const listing = {
  title: 'Truall në Lipjan',
  description: 'Afër rrugës kryesore.',
  category: 'land',
  option: 'Në Shitje',
  city: 'Lipjan',
  subcity: 'Qendër',
  price: 'Me Marrëveshje',
  geoPoint: { latitude: 42.523456, longitude: 21.123456 },
  details: { area: 1200, water: true, keds: false, parcelNumber: 'P-77' },
};

describe('the admin listings API', () => {
  it('adds a listing with a new id, its exact point kept, and writes who did it to the audit log', async () => {
    const created = await inject({ method: 'POST', url: '/admin/api/listings', payload: { status: 'active', listing } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(Number(id)).toBeGreaterThan(2000);

    const read = await inject({ method: 'GET', url: `/admin/api/listings/${id}` });
    expect(read.json()).toMatchObject({ status: 'active', listing: { ...listing, id, active: true, images: [] } });

    const rows = (await inject({ method: 'GET', url: '/admin/api/listings' })).json<{ listings: { id: string; status: string; photos: number }[] }>().listings;
    expect(rows.find((row) => row.id === id)).toMatchObject({ status: 'active', photos: 0 });

    const changed = await inject({ method: 'PUT', url: `/admin/api/listings/${id}`, payload: { status: 'reserved', listing: { ...listing, price: 45000 } } });
    expect(changed.statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: `/admin/api/listings/${id}/status`, payload: { status: 'sold' } })).statusCode).toBe(200);

    const audit = (await inject({ method: 'GET', url: '/admin/api/audit' })).json<{ entries: AdminAuditEntry[] }>().entries;
    const mine = audit.filter((entry) => entry.subjectId === id);
    expect(mine.map((entry) => entry.action)).toEqual(['listing.status', 'listing.update', 'listing.add']);
    expect(mine.every((entry) => entry.userEmail === admin.email)).toBe(true);
    expect(mine[0]?.changes).toEqual([{ field: 'status', from: 'reserved', to: 'sold' }]);
    expect(mine[1]?.changes).toEqual([
      { field: 'price', from: listing.price, to: 45000 },
      { field: 'status', from: 'active', to: 'reserved' },
    ]);
    const stored = await server.app.adminStore.getListing(id);
    expect(stored).toMatchObject({ status: 'sold', listing: { price: 45000, geoPoint: listing.geoPoint } });
  });

  it('refuses what the public schema refuses, field by field, and stores nothing', async () => {
    const before = (await inject({ method: 'GET', url: '/admin/api/listings' })).json<{ listings: unknown[] }>().listings.length;
    const bad = await inject({
      method: 'POST',
      url: '/admin/api/listings',
      payload: { status: 'active', listing: { ...listing, title: ' ', price: 0, geoPoint: { latitude: 10, longitude: 21 }, details: { area: 'big', valueOf: 1 } } },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ problems: { path: string }[] }>().problems.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'price', 'geoPoint.latitude', 'details.area', 'details.valueOf']));
    expect((await inject({ method: 'POST', url: '/admin/api/listings', payload: { status: 'gone', listing } })).statusCode).toBe(400);
    const after = (await inject({ method: 'GET', url: '/admin/api/listings' })).json<{ listings: unknown[] }>().listings.length;
    expect(after).toBe(before);
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await inject({ method: 'GET', url: '/admin/api/listings/nope' })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url: '/admin/api/listings/nope', payload: { status: 'active', listing } })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/admin/api/listings/nope/status', payload: { status: 'sold' } })).statusCode).toBe(404);
  });
});

describe('the places the point picker jumps to', () => {
  it('gives each city and neighbourhood at the mean of its listings\' exact points, to a signed-in agent only', async () => {
    const point = (latitude: number, longitude: number) => ({ ...listing, city: 'Vushtrri', subcity: 'Mitrovica e Re', geoPoint: { latitude, longitude } });
    for (const geoPoint of [point(42.8, 20.96), point(42.82, 20.98)]) {
      expect((await inject({ method: 'POST', url: '/admin/api/listings', payload: { status: 'active', listing: geoPoint } })).statusCode).toBe(201);
    }
    expect((await server.app.inject({ method: 'GET', url: '/admin/api/places' })).statusCode).toBe(401);
    const { places } = (await inject({ method: 'GET', url: '/admin/api/places' })).json<{ places: { city: string; neighbourhood?: string; latitude: number; longitude: number; count: number }[] }>();
    expect(places.find((place) => place.city === 'Vushtrri' && place.neighbourhood === 'Mitrovica e Re')).toEqual({
      city: 'Vushtrri',
      neighbourhood: 'Mitrovica e Re',
      latitude: 42.81,
      longitude: 20.97,
      count: 2,
    });
    expect(places.find((place) => place.city === 'Vushtrri' && place.neighbourhood === undefined)).toMatchObject({ latitude: 42.81, longitude: 20.97, count: 2 });
    // The sample's cities are there, the busiest first.
    const cities = places.filter((place) => place.neighbourhood === undefined);
    expect(cities.map((place) => place.city)).toContain('Prishtinë');
    expect(cities.map((place) => place.count)).toEqual([...cities.map((place) => place.count)].sort((a, b) => b - a));
  });
});
