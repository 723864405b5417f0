// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ListingsFileError, readListingsFile } from './listings-store';

function fileWith(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listings-')), 'listings.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('readListingsFile', () => {
  it('keeps the active listings only, by id', () => {
    const file = fileWith(
      JSON.stringify({
        listings: [
          { id: 1, active: true, createdAt: '2026-01-02' },
          { id: '2-a', active: true, createdAt: '2026-01-01' },
          { id: '3', active: false, createdAt: '2026-01-03' },
        ],
      }),
    );
    const snapshot = readListingsFile(file);
    expect(snapshot.listings.map((listing) => listing.id)).toEqual(['1', '2-a']);
    expect([...snapshot.byId.keys()].sort()).toEqual(['1', '2-a']);
  });

  it('refuses a file that is not JSON, with the reason', () => {
    expect(() => readListingsFile(fileWith('{ nope'))).toThrow(ListingsFileError);
    expect(() => readListingsFile(fileWith('{ nope'))).toThrow(/not valid JSON/);
  });

  it('refuses a file without a listings array', () => {
    expect(() => readListingsFile(fileWith('{"items": []}'))).toThrow(/no "listings" array/);
  });

  it('refuses a missing file', () => {
    expect(() => readListingsFile('/nonexistent/listings.json')).toThrow(/cannot be read/);
  });
});
