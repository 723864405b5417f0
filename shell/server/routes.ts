/** The app's route table as the server needs it (the shell's routes.tsx is the same table). */

export type RouteMatch = { kind: 'app' } | { kind: 'listing'; id: string } | { kind: 'unknown' };

export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/pronat' || path === '/home' || path === '/kontakti') return { kind: 'app' };
  const listing = /^\/pronat\/([^/]+)$/.exec(path);
  if (listing?.[1]) {
    try {
      return { kind: 'listing', id: decodeURIComponent(listing[1]) };
    } catch {
      return { kind: 'unknown' };
    }
  }
  return { kind: 'unknown' };
}

/**
 * The URL of a request target. An origin-form target ('/x', even '//x') is always a path — `new
 * URL('//x', base)` would read 'x' as a host — and one that cannot be parsed gives null (a 400).
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target ?? '/';
  try {
    return raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw);
  } catch {
    return null;
  }
}
