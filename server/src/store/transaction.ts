/**
 * A write transaction whose failure is reported as the failure itself. SQLite ends a transaction
 * on its own when a write fails on a full disk or an I/O error; Kysely's `transaction()` then
 * sends ROLLBACK anyway and throws that ("cannot rollback - no transaction is active"), hiding
 * the cause the server must log and answer by (a full disk is a 503, not a fault of the code).
 */
import type { Kysely, Transaction } from 'kysely';

export async function inTransaction<Db, T>(db: Kysely<Db>, run: (trx: Transaction<Db>) => Promise<T>): Promise<T> {
  const trx = await db.startTransaction().execute();
  let result: T;
  try {
    result = await run(trx);
    await trx.commit().execute();
  } catch (error) {
    // Also releases the connection; its own failure (nothing left to roll back) says nothing new.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
  return result;
}
