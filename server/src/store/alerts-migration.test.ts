/**
 * Migration 0012-alerts on a store that has listings, on both engines: every listing that was
 * ever public (any status but a draft) is taken in as seen, so turning alerts on tells nobody of
 * the agency's stock, and a draft published later is new.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openConnection, type Connection, type StoreLocation } from './engine';
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

/** A connection whose schema stops at 0011, the last migration before alerts (0011's column is what a listing's save writes). */
async function storeBeforeAlerts(location: StoreLocation): Promise<Connection> {
  const connection = openConnection(location);
  const migrations = storeMigrations(connection.engine);
  const provider = { getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations) };
  const { error } = await new Migrator({ db: connection.db as Kysely<unknown>, provider }).migrateTo('0011-listing-translations');
  if (error) throw error;
  return connection;
}

const engines: [string, () => Promise<StoreLocation>][] = [
  ['SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-migration-'));
    dirs.push(dataDir);
    return { dataDir };
  }],
  ['PostgreSQL', async () => ({ dataDir: '', databaseUrl: await postgres.createDatabase() })],
];

describe.each(engines)('migration 0012-alerts on %s', { timeout: 60_000 }, (_engine, location) => {
  it('takes in every listing but the drafts as seen public', async () => {
    const connection = await storeBeforeAlerts(await location());
    try {
      const before = new Store(connection);
      await before.upsertListings([
        makeListing({ id: '1' }),
        makeListing({ id: '2', active: false }),
        makeListing({ id: '3', status: 'sold' }),
        makeListing({ id: '4' }),
      ]);
      await before.setListingStatus('4', 'draft');
      await migrateToLatest(connection.db, connection.engine);
      const after = new Store(connection);
      expect(await after.alerts.unseenListings(['1', '2', '3', '4', '5'])).toEqual(['4', '5']);
    } finally {
      await connection.close();
    }
  });
});
