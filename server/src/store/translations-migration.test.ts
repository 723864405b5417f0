/**
 * Migration 0011-listing-translations on a store that has listings, on both engines: every
 * listing stored before it reads back as it was, without translations, and takes them from then on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openConnection, type StoreLocation } from './engine';
import { listingFields } from './listing-rows';
import { migrateToLatest, storeMigrations } from './migrations';
import { Store } from './store';
import { startTestPostgres, type TestPostgres } from './test-postgres';

let postgres: TestPostgres;
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(() => {
  postgres?.stop();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const engines: [string, () => Promise<StoreLocation>][] = [
  ['SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-migration-'));
    dirs.push(dataDir);
    return { dataDir };
  }],
  ['PostgreSQL', async () => ({ dataDir: '', databaseUrl: await postgres.createDatabase() })],
];

const at = '2026-11-01T10:00:00.000Z';

describe.each(engines)('migration 0011-listing-translations on %s', { timeout: 60_000 }, (_engine, location) => {
  it('reads every older listing as it was, without translations, and saves translations after it', async () => {
    const connection = openConnection(await location());
    const migrations = storeMigrations(connection.engine);
    const provider = { getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations) };
    const { error } = await new Migrator({ db: connection.db as Kysely<unknown>, provider }).migrateTo('0010-audit-listing');
    if (error) throw error;
    const older = makeListing({ id: '2900', title: 'Banesë në Dardani', description: 'Me ballkon.', details: { area: 84 } });
    // Written by SQL: today's row has the column this schema does not have yet.
    const row = Object.fromEntries(Object.entries(listingFields(older, 'active')).filter(([column]) => column !== 'translations_json'));
    const db = connection.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema before the migration
    await db.insertInto('listings').values({ ...row, status_changed_at: at, stored_at: at, updated_at: at }).execute();

    await migrateToLatest(connection.db, connection.engine);

    const store = new Store(connection);
    try {
      const stored = await store.getListing('2900');
      expect(stored?.listing).toEqual(older);
      expect(stored?.listing).not.toHaveProperty('translations');
      const user = await store.accounts.upsertUser('agent@example.org', 'x');
      const translations = { en: { title: 'Flat in Dardania' } };
      expect(await store.updateListing({ ...older, translations }, 'active', { userId: user.id })).toEqual({ changed: true });
      expect((await store.getListing('2900'))?.listing.translations).toEqual(translations);
    } finally {
      await store.close();
    }
  });
});
