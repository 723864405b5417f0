/**
 * `pnpm backup FILE`: a consistent copy of the store while the site runs. SQLite: the online
 * backup API (a database file that opens as it is: put it in a DATA_DIR as site.sqlite3).
 * PostgreSQL: pg_dump's SQL script (restore with psql). Refuses to overwrite a file.
 */
import fs from 'node:fs';
import { openStore } from '../store';
import { readConfig } from '../config';
import { typedPath } from './open-store';
import { forTerminal } from './terminal';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  console.log('Usage: pnpm backup FILE');
  process.exit(args.length === 1 ? 0 : 1);
}
const file = typedPath(args[0] ?? '');
if (fs.existsSync(file)) {
  console.error(forTerminal(`${file} exists already; choose a new file.`));
  process.exit(1);
}

const store = await openStore({ dataDir: readConfig().dataDir, databaseUrl: process.env.DATABASE_URL });
try {
  await store.backup(file);
  console.log(forTerminal(`Backup of ${store.location} written to ${file}.`));
} catch (error) {
  fs.rmSync(file, { force: true }); // No half-written copy that looks like a backup.
  console.error(forTerminal(`The backup failed: ${error instanceof Error ? error.message : String(error)}`));
  process.exitCode = 1;
} finally {
  await store.close();
}
