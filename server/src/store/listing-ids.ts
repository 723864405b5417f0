/**
 * A new listing's id: the next number after the largest numeric id in use (imports bring ids of
 * their own, so no separate sequence could know it). Chosen inside the transaction that inserts
 * the listing, after counting the create on the `listing_ids` counter's row: on PostgreSQL that
 * row stays locked until the commit, on SQLite the update takes the write lock, so concurrent
 * creates take turns here and never see the same largest id.
 */
import { sql, type Transaction } from 'kysely';
import type { Engine } from './engine';
import type { Database } from './tables';

const COUNTER = 'listing_ids';

/** An id another writer (an import) took between the choice and the insert, twice. */
export class ListingIdTaken extends Error {
  constructor() {
    super('the new listing id was taken by another write');
    this.name = 'ListingIdTaken';
  }
}

/** A primary-key or unique clash, as either engine reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The largest id made of digits only (at most 15, exact as a double), or 0. */
async function largestNumericId(trx: Transaction<Database>, engine: Engine): Promise<number> {
  // The CASE guards the cast: a row that is not all digits is never cast.
  const query =
    engine === 'postgres'
      ? sql<{ largest: string | number | null }>`select max(case when id ~ '^[0-9]{1,15}$' then id::bigint end) as largest from listings`
      : sql<{ largest: string | number | null }>`select max(case when id <> '' and length(id) <= 15 and id not glob '*[^0-9]*' then cast(id as integer) end) as largest from listings`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.largest ?? 0);
}

export async function allocateListingId(trx: Transaction<Database>, engine: Engine): Promise<string> {
  await trx.updateTable('change_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', COUNTER).execute();
  return String((await largestNumericId(trx, engine)) + 1);
}
