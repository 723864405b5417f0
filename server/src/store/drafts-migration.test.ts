/**
 * Migration 0005-drafts on a store that has data, on both engines: the listings and their photos
 * come through the status change whole (SQLite rebuilds the tables), the photos' foreign key
 * still cascades, the auto-numbered photo ids go on from where they were, and 'draft' is taken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { openConnection, type Connection, type StoreLocation } from './engine';
import { migrateToLatest, storeMigrations } from './migrations';
import { Store } from './store';
import { startTestPostgres, type TestPostgres } from './test-postgres';

/** The actor of changes a test makes outside the back office: the system (no user). */
const AS_SYSTEM = { userId: null };

let postgres: TestPostgres;
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(() => {
  postgres?.stop();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A connection whose schema stops at 0004, the last migration before drafts. */
async function storeBeforeDrafts(location: StoreLocation): Promise<Connection> {
  const connection = openConnection(location);
  const migrations = storeMigrations(connection.engine);
  const provider = { getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations) };
  const { error } = await new Migrator({ db: connection.db as Kysely<unknown>, provider }).migrateTo('0004-trust');
  if (error) throw error;
  // The photo columns of 0008 and the listing's translations of 0011, which today's Store reads
  // and writes (dropped again before migrating).
  await migrations['0008-photo-captions']!.up(connection.db as Kysely<unknown>);
  await migrations['0011-listing-translations']!.up(connection.db as Kysely<unknown>);
  return connection;
}

const engines: [string, () => Promise<StoreLocation>][] = [
  ['SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-migration-'));
    dirs.push(dataDir);
    return { dataDir };
  }],
  ['PostgreSQL', async () => ({ dataDir: '', databaseUrl: await postgres.createDatabase() })],
];

describe.each(engines)('migration 0005-drafts on %s', { timeout: 60_000 }, (_engine, location) => {
  it('keeps every listing and photo, the cascade and the photo numbering, and takes the draft status', async () => {
    const connection = await storeBeforeDrafts(await location());
    const before = new Store(connection);
    try {
      await before.upsertListings([
        makeListing({ id: '1', images: ['/a/1-1200.webp', '/a/2-1200.webp', '/a/3-1200.webp'] }),
        makeListing({ id: '2', active: false, images: ['/a/4-1200.webp', '/a/5-1200.webp'] }),
      ]);
      const newest = (await before.listingPhotos('2'))![1]!;
      // The newest photo removed: its id must not be given again after the rebuild.
      // (By SQL: the code of today writes audit columns this old schema does not have.)
      await connection.db.deleteFrom('photos').where('id', '=', newest.id).execute();
      await expect(before.setListingStatus('1', 'draft')).rejects.toThrow();
      const listingsBefore = [await before.getListing('1'), await before.getListing('2')];

      // Gone again before migrating: they are 0008's and 0011's, which today's Store code (used
      // above to write the old schema's rows) reads.
      for (const column of ['caption', 'picture_hash']) await (connection.db as Kysely<unknown>).schema.alterTable('photos').dropColumn(column).execute();
      await (connection.db as Kysely<unknown>).schema.alterTable('listings').dropColumn('translations_json').execute();
      await migrateToLatest(connection.db, connection.engine);

      const after = new Store(connection);
      expect([await after.getListing('1'), await after.getListing('2')]).toEqual(listingsBefore);
      const added = await after.addPhotos('1', [{ fileName: '/a/6-1200.webp', originalFileName: '6.jpg', displayName: '6.jpg' }], AS_SYSTEM);
      expect(added?.at(-1)?.id).toBeGreaterThan(newest.id);
      expect(await after.setListingStatus('1', 'draft')).toBe(true);
      expect((await after.getListing('1'))?.status).toBe('draft');
      await expect(after.setListingStatus('1', 'lost' as never)).rejects.toThrow();
      // The photos' foreign key points at the new table: removing a listing removes its photos.
      await sql`delete from listings where id = '2'`.execute(connection.db);
      const left = await sql<{ listing_id: string }>`select listing_id from photos order by id`.execute(connection.db);
      expect(left.rows.map((row) => row.listing_id)).toEqual(['1', '1', '1', '1']);
      if (connection.engine === 'sqlite') {
        expect((await sql`pragma foreign_key_check`.execute(connection.db)).rows).toEqual([]);
        const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and sql is not null order by name`.execute(connection.db);
        expect(indexes.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['listings_status_created', 'listings_updated', 'photos_file_name']));
      }
    } finally {
      await connection.close();
    }
  });
});
