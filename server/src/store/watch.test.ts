import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openStore } from './index';
import type { Store } from './store';
import { watchListings, type ListingsWatcher } from './watch';

let store: Store | undefined;
let watcher: ListingsWatcher | undefined;
const dirs: string[] = [];
afterEach(async () => {
  watcher?.stop();
  await store?.close();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

describe('watching the listings counter', () => {
  it('rebuilds from a new snapshot after a change, once per change, and keeps serving through a failure', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-watch-'));
    dirs.push(dataDir);
    store = await openStore({ dataDir });
    const opened = store;
    await opened.upsertListings([makeListing({ id: '1', title: 'para' })]);

    let titles: string[] = [];
    let rebuilds = 0;
    let failNext = false;
    const rebuild = async () => {
      rebuilds += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      const next: string[] = [];
      const { version } = await opened.readListings((batch) => void next.push(...batch.map((stored) => stored.listing.title)));
      titles = next; // One swap: a reader sees the old list or the new one, never a mix.
      return version;
    };
    const first = await rebuild();
    const log: string[] = [];
    watcher = watchListings(opened, first, rebuild, { intervalMs: 20, log: (line) => log.push(line) });
    expect(titles).toEqual(['para']);

    await sleep(100);
    expect(rebuilds).toBe(1);

    failNext = true;
    await opened.upsertListings([makeListing({ id: '1', title: 'pas' })]);
    await until(() => titles[0] === 'pas', 2000);
    expect(log).toEqual([
      expect.stringContaining('could not be refreshed from the store; the last version keeps serving: database away'),
      'The listings are up to date again.',
    ]);
    expect(watcher.version).toBe(await opened.listingsVersion());
    const settledRebuilds = rebuilds;
    await sleep(100);
    expect(rebuilds).toBe(settledRebuilds);
  });
});
