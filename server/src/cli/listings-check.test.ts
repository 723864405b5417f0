/** `pnpm listings:check`, run as a person runs it. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(root, 'shared/test/fixtures/broken-listings.json');

/** The script itself, as the root's `listings:check` runs it (that wiring is tested once, below). */
function check(...args: string[]) {
  // As typed in the repository's root (pnpm sets INIT_CWD to where the command was typed).
  const run = spawnSync('node', ['--import', 'tsx', 'server/src/cli/listings-check.ts', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: root } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function fileWith(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listings-check-')), 'listings.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('pnpm listings:check', () => {
  it('passes the sample data (the default file) with exit code 0', () => {
    const run = spawnSync('pnpm', ['--silent', 'listings:check'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('sample-data/public/data/listings.json: 170 listings, no problems.');
  }, 30_000);

  it('lists every problem of the broken fixture with the entry, id and field path, and exits 1', () => {
    const run = check('shared/test/fixtures/broken-listings.json');
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    const problems = lines.filter((line) => line.startsWith('listings['));
    expect(problems).toHaveLength(33);
    // One case of each kind of broken entry, as printed.
    for (const expected of [
      'listings[3] id: missing (listing skipped)',
      'listings[5] (id "9006") title: missing (listing skipped)',
      'listings[6] (id "9007") category: unknown category "villa"; expected one of apartment, house, land, building, office (listing skipped)',
      'listings[7] (id "9008") option: unknown option "Në shitje"; expected "Në Shitje" or "Me Qera" (listing skipped)',
      'listings[8] (id "9009") price: expected a number of euros or "Me Marrëveshje", got "120.000 €" (listing skipped)',
      'listings[9] (id "9010") geoPoint.latitude: expected the latitude as a number, got "abc" (shown without geoPoint)',
      'listings[10] (id "9011") geoPoint.longitude: expected the longitude as a number, got "NaN" (shown without geoPoint)',
      'listings[11] (id "9012") geoPoint.latitude: 48.8566 is outside Kosovo (latitude 41.85 to 43.3) (shown without geoPoint)',
      'listings[12] (id "9013") images: expected a list of image addresses, got "/assets/images/interior-living-03-1200.w…" (shown without images)',
      'listings[14] (id "9015") details.rooms: expected a whole number of rooms, got "tri" (shown without details.area, details.rooms, details.furnished)',
      'listings[17] (id "9001") id: duplicate id "9001": listings[0] already uses it (listing skipped)',
      'listings[18] (id "9019") createdAt: expected a date such as 2026-11-22 or 2026-11-22T10:05:00Z, got "dje" (shown without createdAt)',
      'listings[26] (id "9027") title: missing (listing skipped, inactive)',
    ]) {
      expect(problems).toContain(expected);
    }
    // Every entry with a usable id is named by it.
    expect(problems.filter((line) => !line.includes('(id "')).map((line) => line.slice(0, line.indexOf(' ')))).toEqual([
      'listings[3]',
      'listings[4]',
      'listings[20]',
      'listings[21]',
    ]);
    expect(lines.at(-1)).toBe(
      'shared/test/fixtures/broken-listings.json: 33 problems in 25 of 28 entries; 14 skipped, 11 shown without the bad fields; the site shows 14.',
    );
  }, 30_000);

  it('takes an absolute path too, and names a file inside the folder it runs in relatively', () => {
    const run = check(fixture);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('\nshared/test/fixtures/broken-listings.json: 33 problems');
  }, 30_000);

  it('refuses a file that is not JSON, saying so, with exit code 1', () => {
    const file = fileWith('{ "listings": [');
    const run = check(file);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON: `));
  }, 30_000);

  it('refuses a file without a listings array, saying so, with exit code 1', () => {
    const file = fileWith('{ "items": [] }');
    const run = check(file);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`${file} has no "listings" array`);
  }, 30_000);

  it('refuses a missing file, with exit code 1', () => {
    const run = check('/nonexistent/listings.json');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('/nonexistent/listings.json cannot be read');
  }, 30_000);
});
