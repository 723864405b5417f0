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
  it('collects the ids of active listings only', () => {
    const file = fileWith(
      JSON.stringify({ listings: [{ id: 1, active: true }, { id: '2-a', active: true }, { id: '3', active: false }] }),
    );
    expect([...readListingsFile(file).activeIds]).toEqual(['1', '2-a']);
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
