/**
 * A start reads the projection kept by the last run (kept.ts), its records file with it, when the
 * store has not changed since, and projects the store again when it has — a change made while
 * the server was down.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openStore, type Store } from '../store';
import { tempDir } from '../test-app';
import { projectListings } from '../projection';
import { createRecordsFile } from '../projection/records-file';
import { KEPT_FILE, keptStore } from './kept';
import { openSiteStore, type SiteStore } from './site-store';

const SECRET = Buffer.from('a-test-secret-of-some-length');
const closing: (Store | SiteStore)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((open) => open.close()));
});

async function site(dataDir: string, warn: (line: string) => void = () => {}) {
  const listingsFile = path.join(dataDir, 'unused.json');
  fs.writeFileSync(listingsFile, '{"listings":[]}');
  const opened = await openSiteStore({ dataDir, listingsFile, secret: SECRET, log: () => {}, warn, error: () => {}, pollMs: 10 });
  closing.push(opened);
  return opened;
}

async function keptWritten(dataDir: string) {
  for (let tries = 0; tries < 300 && !fs.existsSync(path.join(dataDir, KEPT_FILE)); tries++) await sleep(10);
}

describe('a start with a kept projection', () => {
  it('serves the kept projection while the store is unchanged, and the store once it changed while down', async () => {
    const dataDir = tempDir('kept-start-');
    const store = await openStore({ dataDir });
    await store.upsertListings([makeListing({ id: '1', title: 'Një' }), { ...makeListing({ id: '2', title: 'Dy' }), details: { rooms: 'x' } as never }]);
    await store.close();

    const lines: string[] = [];
    const first = await site(dataDir, (line) => lines.push(line));
    const projected = first.data.current();
    expect(projected.listings.map((card) => card.title).sort()).toEqual(['Dy', 'Një']);
    await keptWritten(dataDir);
    await first.close();

    // What the next start reads is the kept file's, not a new projection: one made to differ is served.
    const again = await openStore({ dataDir });
    const state = await again.listingsState();
    await again.close();
    const marked = projectListings([makeListing({ id: '1', title: 'E mbajtur' })], SECRET);
    const records = await createRecordsFile(dataDir);
    await marked.records((batch) => batch.forEach((record) => records.add(record)));
    const written = await records.finish();
    await keptStore(dataDir, SECRET).write({
      ...state,
      madeAt: Date.now() - 1,
      expiresAt: undefined,
      imageOrigins: [],
      logLines: ['kept warning'],
      indexParts: await marked.indexParts.all(),
      records: { ...written.table, file: written.path },
    });
    const replayed: string[] = [];
    const second = await site(dataDir, (line) => replayed.push(line));
    expect(second.data.current().listings.map((card) => card.title)).toEqual(['E mbajtur']);
    expect(replayed).toEqual(['kept warning']);
    // Its full records too: from the records file kept with it, not from the store.
    expect((await second.data.current().record('1'))?.title).toBe('E mbajtur');
    await second.close();

    // Changed while the server was down: the kept projection is not the store's any more.
    const changed = await openStore({ dataDir });
    await changed.upsertListings([makeListing({ id: '3', title: 'Tre' })]);
    await changed.close();
    const third = await site(dataDir);
    expect(third.data.current().listings.map((card) => card.title).sort()).toEqual(['Dy', 'Një', 'Tre']);
  });

  it('projects the store as before when the kept file cannot be read', async () => {
    const dataDir = tempDir('kept-start-');
    const store = await openStore({ dataDir });
    await store.upsertListings([makeListing({ id: '1', title: 'Një' })]);
    await store.close();
    fs.writeFileSync(path.join(dataDir, KEPT_FILE), 'broken');
    const opened = await site(dataDir);
    expect(opened.data.current().listings.map((card) => card.title)).toEqual(['Një']);
  });
});
