// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchRoute, requestUrl } from './routes';

describe('matchRoute', () => {
  it('knows the app routes of SPEC section 2', () => {
    for (const path of ['/', '/pronat', '/pronat/', '/home', '/kontakti']) {
      expect(matchRoute(path)).toEqual({ kind: 'app' });
    }
  });

  it('reads the listing id of /pronat/{id}, decoded', () => {
    expect(matchRoute('/pronat/1043')).toEqual({ kind: 'listing', id: '1043' });
    expect(matchRoute('/pronat/2210-b7f3')).toEqual({ kind: 'listing', id: '2210-b7f3' });
    expect(matchRoute('/pronat/a%20b')).toEqual({ kind: 'listing', id: 'a b' });
  });

  it('calls anything else unknown', () => {
    expect(matchRoute('/admin')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/pronat/1/2')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/pronat/%E0%A4%A')).toEqual({ kind: 'unknown' });
  });
});

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
