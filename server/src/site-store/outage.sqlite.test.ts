/**
 * The public site while its SQLite store cannot be read: a running server (real HTTP) whose
 * store file is overwritten in place with zeros mid-run, right after a save. Every public route
 * answers from the last projection, as with PostgreSQL stopped (outage.postgres.test.ts: the
 * same code path, no public page reads the store); the watcher's failing reads never swap in
 * another snapshot; once the file's bytes are back a save shows again without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { SQLITE_FILE, openStore, type Store } from '../store';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { expectEveryPublicRoute, type Shown } from './public-routes';

let server: TestApp | undefined;
afterAll(() => server?.close());

const listing = (i: number, title = `Banesë ${i}`): Listing =>
  makeListing({ id: `s${i}`, title, description: `Përshkrimi i pronës s${i}, i plotë.` });
const shown = (listings: readonly Listing[]): Shown[] => listings.map(({ id, title, description }) => ({ id, title, description }));

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

async function save(dataDir: string, change: (store: Store) => Promise<unknown>) {
  const store = await openStore({ dataDir });
  try {
    await change(store);
  } finally {
    await store.close();
  }
}

describe('a SQLite store file that cannot be read while the site runs', () => {
  it('serves every public route from the last projection, and follows the store again once it reads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = tempDir('outage-sqlite-');
    const first = Array.from({ length: 12 }, (_, i) => listing(i));
    const listingsFile = path.join(tempDir('outage-sqlite-listings-'), 'listings.json');
    fs.writeFileSync(listingsFile, JSON.stringify({ listings: first }));
    server = await startTestApp({ dataDir, listingsFile, shellDist: fakeShellDist() });
    const { origin } = server;
    expect((await fetch(`${origin}/pronat/s0`)).status).toBe(200);

    const changed = listing(1, 'Banesë e rinovuar');
    const added = listing(20, 'Tokë e shtuar');
    await save(dataDir, (store) => store.upsertListings([changed, added]));
    expect(await eventually(async () => (await fetch(`${origin}/assets/pronat/s20/index.html`)).status === 200)).toBe(true);
    const afterSave = [...first.map((one) => (one.id === 's1' ? changed : one)), added];
    const served = server.data.current();

    // The store's bytes go (its file, its write-ahead log and its index), under the server's open connections.
    const files = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`].map((name) => path.join(dataDir, name)).filter((name) => fs.existsSync(name));
    const held = files.map((name) => fs.readFileSync(name));
    files.forEach((name, n) => fs.writeFileSync(name, Buffer.alloc(held[n]?.length ?? 0)));
    const store = server.siteStore.store();
    await expect(store?.readListingsById(['s3'])).rejects.toThrow();
    await Promise.all([expectEveryPublicRoute(origin, shown(afterSave)), expectEveryPublicRoute(origin, shown(afterSave))]);
    await sleep(1_200);
    await expectEveryPublicRoute(origin, shown(afterSave));
    expect(server.data.current()).toBe(served);

    files.forEach((name, n) => fs.writeFileSync(name, held[n] ?? Buffer.alloc(0)));
    const later = listing(30, 'Shtëpi pas rikthimit');
    await save(dataDir, (store) => store.upsertListings([later]));
    expect(await eventually(async () => (await fetch(`${origin}/assets/pronat/s30/index.html`)).status === 200)).toBe(true);
    await expectEveryPublicRoute(origin, shown([...afterSave, later]));
  }, 60_000);
});
