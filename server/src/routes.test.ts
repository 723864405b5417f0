import { describe, expect, it } from 'vitest';
import { requestUrl } from './routes';

describe('requestUrl', () => {
  it('reads a target starting with // as a path, not a host', () => {
    expect(requestUrl('//evil.example/x?a=1')?.pathname).toBe('//evil.example/x');
    expect(requestUrl('//')?.pathname).toBe('//');
    expect(requestUrl('/pronat?page=2')?.searchParams.get('page')).toBe('2');
  });

  it('accepts an absolute target and refuses one that does not parse', () => {
    expect(requestUrl('http://localhost/home')?.pathname).toBe('/home');
    expect(requestUrl('not a url')).toBeNull();
    expect(requestUrl(undefined)?.pathname).toBe('/');
  });
});
