/**
 * `pnpm --filter bench exec tsx src/storeScale.ts [--count 100000] [--postgres]`: the store
 * (server/src/store) with a generated listing set: import, a full snapshot read, single
 * reads and the change counter's poll, on SQLite and, with --postgres, on a PostgreSQL the
 * script starts itself. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { makeListing } from 'shared/testing';
import { openStore, readCheckedListingsFile, type Store, type StoreLocation } from 'server/store';
import { startTestPostgres } from 'server/testing';
import { writeScaledListings } from './generate';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { count: { type: 'string', default: '100000' }, postgres: { type: 'boolean', default: false } },
});
const count = Number(values.count);
const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scale-'));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

async function timeEach(label: string, times: number, task: (i: number) => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await task(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => (samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(2);
  console.log(`  ${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${times} calls)`);
}

async function measure(engine: string, location: StoreLocation, file: string): Promise<void> {
  console.log(`\n${engine}, ${count} listings`);
  let start = performance.now();
  const checked = readCheckedListingsFile(file);
  console.log(`  read and check the file: ${ms(start)}`);
  const store: Store = await openStore(location);
  try {
    start = performance.now();
    const result = await store.upsertListings(checked.listings);
    console.log(`  import (one transaction): ${ms(start)} — ${result.added} added`);
    start = performance.now();
    await store.upsertListings(checked.listings);
    console.log(`  import again, nothing changed: ${ms(start)}`);

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    let seen = 0;
    start = performance.now();
    const snapshot = await store.readListings((batch) => {
      seen += batch.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    });
    console.log(`  full snapshot read (batches of 1,000, nothing kept): ${ms(start)}, ${seen} listings, version ${snapshot.version}; RSS ${mb(rssBefore)} → peak ${mb(peak)}`);

    const ids = checked.listings.map((listing) => listing.id);
    await timeEach('one listing by id', 500, (i) => store.getListing(ids[(i * 7919) % ids.length] ?? ''));
    await timeEach('change counter poll', 500, () => store.listingsVersion());
    await timeEach('one listing changed (commit + counter)', 50, (i) => store.upsertListings([makeListing({ id: `bench-${i}` })]));
    await timeEach('one message stored (commit)', 200, (i) => store.addMessage({ name: '', email: '', phone: '1', message: `m${i}`, page: '' }));
    if (location.databaseUrl === undefined) {
      const size = fs.statSync(path.join(location.dataDir, 'site.sqlite3')).size;
      console.log(`  database file: ${mb(size)}`);
    }
  } finally {
    await store.close();
  }
}

try {
  const file = writeScaledListings(path.join(root, 'sample-data/public/data/listings.json'), count, work);
  console.log(`Generated ${file} (${mb(fs.statSync(file).size)})`);
  await measure('SQLite', { dataDir: path.join(work, 'data') }, file);
  if (values.postgres) {
    const server = await startTestPostgres();
    try {
      await measure('PostgreSQL', { dataDir: work, databaseUrl: await server.createDatabase() }, file);
    } finally {
      server.stop();
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
