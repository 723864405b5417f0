/**
 * `pnpm listings:import FILE`: adds the listings of a SPEC-shaped file to the store, or updates
 * them by id. Every problem is printed as `pnpm listings:check` prints it (the same checker);
 * entries that cannot be shown are not stored, the rest are, in one transaction. A running
 * server shows the change within seconds (it watches the store's change counter).
 * Exits 1 when the file is unusable (nothing stored) or had problems, 0 when it was clean.
 */
import { problemLines } from 'shared/listings/rules';
import { ListingsFileUnusable, readCheckedListingsFile } from '../store/listings-file';
import { openToolStore, typedPath } from './open-store';
import { forTerminal } from './terminal';

const USAGE = 'Usage: pnpm listings:import FILE   (a listings file: { "listings": [...] }, see SPEC §3)';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.includes('--help') || args.includes('-h') || args.length !== 1) {
  console.log(USAGE);
  process.exit(args.length !== 1 && !args.includes('--help') && !args.includes('-h') ? 1 : 0);
}

const file = typedPath(args[0] ?? '');
let checked;
try {
  checked = readCheckedListingsFile(file);
} catch (error) {
  if (!(error instanceof ListingsFileUnusable)) throw error;
  console.error(forTerminal(`${error.message}; nothing imported.`));
  process.exit(1);
}

for (const line of checked.reports.flatMap(problemLines)) console.log(forTerminal(line));

const store = await openToolStore();
try {
  const result = await store.upsertListings(checked.listings);
  const skipped = checked.reports.filter((report) => report.outcome === 'skipped').length;
  const problems = checked.reports.reduce((sum, report) => sum + report.problems.length, 0);
  console.log(
    forTerminal(
      `${checked.reports.length > 0 ? '\n' : ''}${args[0]}: ${checked.total} listings; ` +
        `${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged` +
        (skipped > 0 ? `, ${skipped} skipped (not imported)` : '') +
        (problems > 0 ? `; ${problems} problems in ${checked.reports.length} entries.` : '.'),
    ),
  );
  process.exitCode = problems > 0 ? 1 : 0;
} finally {
  await store.close();
}
