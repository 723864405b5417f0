/**
 * Migration 0005-drafts: the listing status 'draft' (a new listing's until 'Publiko', never
 * public), and an index on photos' file names, by which the photo files' route asks whose
 * listing a file shows (plugins/photo-files.ts: a draft's photos are not served to the public).
 *
 * The status list is written out here, not read from LISTING_STATUSES: a migration that has
 * shipped never changes meaning. The store's contract checks that every status of the contract
 * is stored and that no other is.
 *
 * PostgreSQL changes the check constraint in place. SQLite cannot change a column's check, so
 * the listings table is rebuilt the way SQLite's documentation describes (a new table with the
 * new definition, its rows copied, the old one dropped, the new one renamed), inside the
 * migration's transaction. The tables whose foreign keys name `listings` (photos) are rebuilt
 * with it, so dropping the old table deletes nothing through `on delete cascade` and the renames
 * point their keys at the new one. Each definition is the stored one with the one change.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from './engine';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema before the types do

const BEFORE = `status in ('active', 'reserved', 'sold', 'withdrawn')`;
const AFTER = `status in ('draft', 'active', 'reserved', 'sold', 'withdrawn')`;

interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** The stored definition with `from` replaced by `to`; throws when `from` is not in it (a schema this code does not know). */
function changed(definition: string, from: string, to: string): string {
  if (!definition.includes(from)) throw new Error(`Unexpected table definition (no ${from}): ${definition}`);
  return definition.split(from).join(to);
}

async function rebuildSqliteListings(db: AnyDb): Promise<void> {
  const schema = (await sql<SchemaRow>`select type, name, tbl_name, sql from sqlite_master`.execute(db)).rows;
  const listings = schema.find((row) => row.type === 'table' && row.name === 'listings');
  if (!listings?.sql) throw new Error('The listings table is missing');
  // Every other table with a foreign key to listings (today: photos).
  const dependants = schema.filter((row) => row.type === 'table' && row.name !== 'listings' && row.sql?.includes('references "listings"'));
  const rebuilt = [{ name: 'listings', sql: changed(changed(listings.sql, '"listings"', '"listings_next"'), BEFORE, AFTER) }].concat(
    dependants.map((row) => ({
      name: row.name,
      sql: changed(changed(row.sql ?? '', `CREATE TABLE "${row.name}"`, `CREATE TABLE "${row.name}_next"`), 'references "listings"', 'references "listings_next"'),
    })),
  );
  const names = new Set(rebuilt.map((table) => table.name));
  // Their indexes go with the old tables; made again at the end (SQLite's own, sql null, come with the definitions).
  const indexes = schema.filter((row) => row.type === 'index' && names.has(row.tbl_name) && row.sql);
  const sequences = (await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db)).rows.filter((row) => names.has(row.name));

  for (const table of rebuilt) {
    await sql.raw(table.sql).execute(db);
    await sql.raw(`insert into "${table.name}_next" select * from "${table.name}"`).execute(db);
  }
  // Dependants first: then nothing names the old listings table when it goes.
  for (const table of [...rebuilt].reverse()) await sql.raw(`drop table "${table.name}"`).execute(db);
  for (const table of rebuilt) await sql.raw(`alter table "${table.name}_next" rename to "${table.name}"`).execute(db);
  for (const index of indexes) await sql.raw(index.sql ?? '').execute(db);
  // An auto-numbered key goes on from where it was, not from the highest id left (ids of removed photos are not given again).
  for (const { name, seq } of sequences) await sql`update sqlite_sequence set seq = ${seq} where name = ${name}`.execute(db);
}

export function draftsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      if (engine === 'postgres') {
        await sql.raw(`alter table listings drop constraint listings_status_check, add constraint listings_status_check check (${AFTER})`).execute(db);
      } else {
        await rebuildSqliteListings(db);
      }
      await db.schema.createIndex('photos_file_name').on('photos').column('file_name').execute();
    },
  };
}
