import { describe, expect, it } from 'vitest';
import { fileInside, withoutEncodings } from './stale-copies';

describe('withoutEncodings', () => {
  it('drops the named encodings whatever their q-value or case, and keeps the rest in order', () => {
    expect(withoutEncodings('gzip, deflate, br', ['br'])).toBe('gzip, deflate');
    expect(withoutEncodings('BR;q=1.0, gzip;q=0.8, *;q=0.1', ['br', 'gzip'])).toBe('*;q=0.1');
    expect(withoutEncodings('br', ['br'])).toBe('');
  });
});

describe('fileInside', () => {
  it('keeps a path inside its folder and refuses what cannot be a file name', () => {
    expect(fileInside('/srv/dist', 'a/b.js')).toBe('/srv/dist/a/b.js');
    expect(fileInside('/srv/dist', '../../etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(fileInside('/srv/dist', '%2e%2e/%2e%2e/x')).toBe('/srv/dist/x');
    expect(fileInside('/srv/dist', '%E0%A4%A')).toBeNull();
    expect(fileInside('/srv/dist', 'a%00b')).toBeNull();
  });
});
