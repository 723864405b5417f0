import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ListingsFileError, loadListingsFile } from './listings-file';

const SECRET = Buffer.from('a-test-secret-of-some-length');
const readListingsFile = (file: string, warn?: (line: string) => void) => loadListingsFile(file, SECRET, warn);

const listing = (id: string | number, active: boolean, createdAt: string, overrides: Record<string, unknown> = {}) => ({
  id,
  active,
  title: `Banesë ${id}`,
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  price: 90000,
  createdAt,
  ...overrides,
});

function fileWith(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listings-')), 'listings.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('loadListingsFile', () => {
  it('keeps the active listings only, by id', () => {
    const file = fileWith(
      JSON.stringify({
        listings: [listing(1, true, '2026-01-02'), listing('2-a', true, '2026-01-01'), listing('3', false, '2026-01-03')],
      }),
    );
    const snapshot = readListingsFile(file);
    expect(snapshot.listings.map((listing) => listing.id)).toEqual(['1', '2-a']);
    expect([...snapshot.cards.keys()].sort()).toEqual(['1', '2-a']);
  });

  it('skips or repairs invalid entries as the browser does, one warning line each', () => {
    const file = fileWith(
      JSON.stringify({
        listings: [
          listing('a', true, '2026-01-03'),
          listing('b', true, '2026-01-02', { category: 'villa' }),
          listing('c', true, '2026-01-01', { geoPoint: { latitude: 48.85, longitude: 2.35 } }),
          listing('a', true, '2026-01-04'),
          listing('d', false, '2026-01-05', { title: '' }),
        ],
      }),
    );
    const lines: string[] = [];
    const snapshot = readListingsFile(file, (line) => lines.push(line));
    expect(snapshot.listings.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(snapshot.cards.get('c')?.geoPoint).toBeUndefined();
    expect(lines).toEqual([
      `LISTINGS_FILE ${file}: listings[1] (id "b") skipped: category: unknown category "villa"; expected one of apartment, house, land, building, office`,
      `LISTINGS_FILE ${file}: listings[2] (id "c") shown without geoPoint: geoPoint.latitude: 48.85 is outside Kosovo (latitude 41.85 to 43.3); geoPoint.longitude: 2.35 is outside Kosovo (longitude 20 to 21.9)`,
      `LISTINGS_FILE ${file}: listings[3] (id "a") skipped: id: duplicate id "a": listings[0] already uses it`,
    ]);
  });

  it('reads the sample data without a warning', () => {
    const lines: string[] = [];
    expect(readListingsFile(readConfig().listingsFile, (line) => lines.push(line)).listings).toHaveLength(162);
    expect(lines).toEqual([]);
  });

  it('refuses a file that is not JSON, with the reason', () => {
    expect(() => readListingsFile(fileWith('{ nope'))).toThrow(ListingsFileError);
    expect(() => readListingsFile(fileWith('{ nope'))).toThrow(/not valid JSON/);
  });

  it.each(['{"items": []}', '{"listings": {}}', '[]', 'null', '"listings"'])('refuses a file without a listings array: %s', (content) => {
    const file = fileWith(content);
    expect(() => readListingsFile(file)).toThrow(new ListingsFileError(`LISTINGS_FILE ${file} has no "listings" array`));
  });

  it('refuses a missing file', () => {
    expect(() => readListingsFile('/nonexistent/listings.json')).toThrow(/cannot be read/);
  });
});
