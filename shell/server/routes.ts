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
