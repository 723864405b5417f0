/**
 * `pnpm listings:check [file]`: checks a listings file against the site's schema
 * (shared/src/listings/schema.ts) and prints every problem, one line each, with the entry's
 * place, its id, the field's path and what the site does with the listing. Exits 1 when there
 * is any problem or the file is unusable, 0 when it is clean.
 * Default file: the sample data (the one the server serves without LISTINGS_FILE).
 */
import path from 'node:path';
import { checkListings, problemLines } from 'shared/listings/rules';
import { forTerminal } from '../control-chars';
import { ListingsFileUnusable, readListingsFileEntries } from '../store/listings-file';

const USAGE = 'Usage: pnpm listings:check [file]   (default: sample-data/public/data/listings.json)';
const root = path.resolve(import.meta.dirname, '../../..');

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.includes('--help') || args.includes('-h') || args.length > 1) {
  console.log(USAGE);
  process.exit(args.length > 1 ? 1 : 0);
}

// pnpm runs root scripts in the root; a relative path means the folder the command was typed in.
const base = process.env.INIT_CWD ?? process.cwd();
const file = args[0] ? path.resolve(base, args[0]) : path.join(root, 'sample-data/public/data/listings.json');
const relative = path.relative(base, file);
const shown = relative && !relative.startsWith('..') ? relative : file;

let entries: unknown[];
try {
  entries = readListingsFileEntries(file, shown);
} catch (error) {
  if (!(error instanceof ListingsFileUnusable)) throw error;
  console.error(forTerminal(error.message));
  process.exit(1);
}

const { listings, reports } = checkListings(entries);
const total = entries.length;
if (reports.length === 0) {
  console.log(`${shown}: ${total} listings, no problems.`);
  process.exit(0);
}

// Ids and values come from the file: nothing in them may act on the terminal.
for (const line of reports.flatMap(problemLines)) console.log(forTerminal(line));
const problems = reports.reduce((sum, report) => sum + report.problems.length, 0);
const skipped = reports.filter((report) => report.outcome === 'skipped').length;
console.log(
  `\n${shown}: ${problems} problems in ${reports.length} of ${total} entries; ` +
    `${skipped} skipped, ${reports.length - skipped} shown without the bad fields; ` +
    `the site shows ${listings.filter((listing) => listing.active).length}.`,
);
process.exit(1);
