/**
 * The public projection of the store by status, on a moved clock: reserved and sold
 * listings are public with their status for 30 days after it changed and then leave — with no
 * save, the server projects again when the first one runs out — and withdrawn ones never show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingsIndex } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { openStore, type Store } from '../store';
import { tempDir } from '../test-app';
import { openSiteStore, type SiteStore } from './site-store';
import { listingsJsonOf } from '../projection/listings-json';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-04-01T08:00:00Z');

const closing: (Store | SiteStore)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((open) => open.close()));
});

/** A store whose listings changed status on the given days after `start`, and the site store on it. */
async function siteOn(clock: { now: number }) {
  const dataDir = tempDir('status-window-');
  let storeNow = start;
  const store = await openStore({ dataDir }, () => new Date(storeNow));
  closing.push(store);
  await store.upsertListings(['active', 'reserved', 'sold', 'sold-later', 'withdrawn'].map((id) => makeListing({ id, title: id })));
  await store.setListingStatus('reserved', 'reserved');
  await store.setListingStatus('sold', 'sold');
  await store.setListingStatus('withdrawn', 'withdrawn');
  storeNow = start + 10 * DAY;
  await store.setListingStatus('sold-later', 'sold');
  const listingsFile = path.join(dataDir, 'unused.json');
  fs.writeFileSync(listingsFile, '{"listings":[]}');
  const site = await openSiteStore({
    dataDir,
    listingsFile,
    secret: Buffer.from('a-test-secret-of-some-length'),
    log: () => {},
    warn: () => {},
    error: () => {},
    pollMs: 10,
    now: () => clock.now,
  });
  closing.push(site);
  return { site, store };
}

const shown = (site: SiteStore) =>
  Object.fromEntries(site.data.current().listings.map((listing) => [listing.id, listing.status ?? 'available']));

/** Waits (a few polls at most) until `check` holds. */
async function eventually(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries++) await sleep(10);
  return check();
}

describe('the public projection of the store, by status', () => {
  it('shows reserved and sold listings with their status, withdrawn never, in every public output', async () => {
    const { site } = await siteOn({ now: start + 12 * DAY });
    expect(shown(site)).toEqual({ active: 'available', reserved: 'reserved', sold: 'sold', 'sold-later': 'sold' });
    const snapshot = site.data.current();
    // listings.json keeps the SPEC shape: shown entries are `active: true`, with their status.
    const file = JSON.parse(await listingsJsonOf(snapshot)) as { listings: { id: string; active: boolean; status?: string }[] };
    expect(file.listings.map(({ id, active, status }) => ({ id, active, status })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'active', active: true, status: undefined },
      { id: 'reserved', active: true, status: 'reserved' },
      { id: 'sold', active: true, status: 'sold' },
      { id: 'sold-later', active: true, status: 'sold' },
    ]);
    // The index parts the browser reads carry it too.
    const parts = (await snapshot.indexParts.all()).map((part) => JSON.parse(part.toString()) as ListingsIndex);
    const rows = parts.flatMap((part) => part.rows as unknown[][]);
    expect(Object.fromEntries(rows.map((row) => [row[0], row[13] ?? 'available']))).toEqual(shown(site));
  });

  it('drops each reserved or sold listing when its 30 days run out, with no save, as the clock moves', async () => {
    const clock = { now: start + 29 * DAY };
    const { site, store } = await siteOn(clock);
    const version = await store.listingsVersion();
    expect(Object.keys(shown(site)).sort()).toEqual(['active', 'reserved', 'sold', 'sold-later']);

    // 30 days after the first two changed: they leave at the next poll; the later sale stays.
    clock.now = start + 30 * DAY;
    expect(await eventually(() => Object.keys(shown(site)).sort().join() === 'active,sold-later')).toBe(true);
    expect(site.data.current().cards.has('sold')).toBe(false);

    // Nothing else moves it before the next end: the snapshot stays the same object.
    const kept = site.data.current();
    clock.now = start + 39 * DAY;
    await sleep(60);
    expect(site.data.current()).toBe(kept);

    clock.now = start + 40 * DAY;
    expect(await eventually(() => Object.keys(shown(site)).join() === 'active')).toBe(true);
    // No write happened: the time alone did it.
    expect(await store.listingsVersion()).toBe(version);
  });

  it('starts without a listing whose 30 days ran out while the server was down', async () => {
    const { site } = await siteOn({ now: start + 45 * DAY });
    expect(shown(site)).toEqual({ active: 'available' });
  });
});
