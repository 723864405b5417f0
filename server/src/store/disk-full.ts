/**
 * Whether a store's write failed for the disk's sake (full, or the file may grow no further):
 * not a fault of the code but of the machine, which the server answers 503 and names in its log
 * so that the operator knows what to free.
 */
const DISK_FULL_CODES = new Set([
  // SQLite: the database or its journal could not grow.
  'SQLITE_FULL',
  // The system: no space left, or the file may grow no further (a quota, a size limit).
  'ENOSPC',
  'EFBIG',
  'EDQUOT',
  // PostgreSQL's SQLSTATE disk_full.
  '53100',
]);

/**
 * How the log names the disk's failure, or undefined for any other. SQLite reports a file that
 * may not grow (a size limit) as an I/O error, as it does a failing disk: both are said.
 */
export function diskFailure(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return 'disk full';
    if (typeof code === 'string' && code.startsWith('SQLITE_IOERR')) return 'disk full or failing';
  }
  return undefined;
}
