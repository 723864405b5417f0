/**
 * The public site while PostgreSQL is down: a running server (real HTTP) on a real PostgreSQL
 * that this file stops mid-run and starts again (test-postgres.ts). With the database stopped
 * every public route answers from the last projection — listing pages never viewed before the
 * stop and a save made just before it included — the contact form answers 503, and once the
 * database is back a save shows again without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { postForm, type RunningServer } from '../contact/test-server';
import { openStore } from '../store';
import { startTestPostgres, type TestPostgres } from '../store/test-postgres';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { expectEveryPublicRoute, type Shown } from './public-routes';

let postgres: TestPostgres;
let server: TestApp | undefined;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await server?.close();
  postgres?.stop();
});

const listing = (i: number, title = `Banesë ${i}`): Listing =>
  makeListing({ id: `o${i}`, title, description: `Përshkrimi i pronës o${i}, i plotë.` });
const shown = (listings: readonly Listing[]): Shown[] => listings.map(({ id, title, description }) => ({ id, title, description }));
const post = (origin: string, message: string) =>
  postForm({ url: origin } as RunningServer, { 'form-name': 'contact', name: 'Arta', email: '', phone: '044 123 456', message, 'bot-field': '' });

/** Waits (a few polls at most) until `check` holds. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

/** A save as the back office or an import makes it, from another connection to the database. */
async function save(databaseUrl: string, change: (store: Awaited<ReturnType<typeof openStore>>) => Promise<unknown>) {
  const store = await openStore({ dataDir: '', databaseUrl });
  try {
    await change(store);
  } finally {
    await store.close();
  }
}

describe('PostgreSQL stopped while the site runs', () => {
  it('serves every public route from the last projection, answers posts 503, and recovers without a restart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const databaseUrl = await postgres.createDatabase();
    const first = Array.from({ length: 12 }, (_, i) => listing(i));
    const listingsFile = path.join(tempDir('outage-'), 'listings.json');
    fs.writeFileSync(listingsFile, JSON.stringify({ listings: first }));
    server = await startTestApp({ databaseUrl, listingsFile, shellDist: fakeShellDist(), dataDir: tempDir('outage-data-') });
    const { origin } = server;
    // One listing viewed before the stop; the others never are.
    expect((await fetch(`${origin}/pronat/o0`)).status).toBe(200);

    // A save just before the stop: a changed title, a new listing and a withdrawn one.
    const changed = listing(1, 'Banesë e rinovuar');
    const added = listing(20, 'Tokë e shtuar');
    await save(databaseUrl, async (store) => {
      await store.upsertListings([changed, added]);
      await store.setListingStatus('o2', 'withdrawn');
    });
    // The save is two writes: the watcher may show the first before the second, so wait for both.
    const isSaved = async () =>
      (await fetch(`${origin}/assets/pronat/o20/index.html`)).status === 200 && (await fetch(`${origin}/assets/pronat/o2/index.html`)).status === 404;
    expect(await eventually(isSaved)).toBe(true);
    const afterSave = [...first.filter((one) => one.id !== 'o2').map((one) => (one.id === 'o1' ? changed : one)), added];

    postgres.pause();
    // The watcher's polls fail meanwhile: the snapshot stays whole, asked twice in parallel.
    await Promise.all([expectEveryPublicRoute(origin, shown(afterSave), ['o2']), expectEveryPublicRoute(origin, shown(afterSave), ['o2'])]);
    await sleep(1_200);
    await expectEveryPublicRoute(origin, shown(afterSave), ['o2']);
    const refused = await post(origin, 'gjatë ndërprerjes');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ ok: false, error: 'store-unavailable' });

    postgres.resume();
    expect(await eventually(async () => (await post(origin, 'pas rikthimit')).status === 200)).toBe(true);
    const later = listing(30, 'Shtëpi pas rikthimit');
    await save(databaseUrl, (store) => store.upsertListings([later]));
    expect(await eventually(async () => (await fetch(`${origin}/assets/pronat/o30/index.html`)).status === 200)).toBe(true);
    await expectEveryPublicRoute(origin, shown([...afterSave, later]), ['o2']);
  }, 120_000);
});
