/**
 * Whether a request is for the back office (its pages or its API), which decides that its answer
 * is never cached or indexed. Read from the route the router matched and from the path as the
 * router reads it, never from the raw URL alone: `//admin/api/…`, `/admin//api/…` and
 * `/%61dmin/api/…` reach the same routes as `/admin/api/…`.
 */
import type { FastifyRequest } from 'fastify';

const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** The raw URL's path decoded, its runs of slashes (and backslashes) made one. */
function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not decodable: no route answers it either (a 404); read as it is.
  }
  return decoded.replace(/[/\\]+/g, '/');
}

export function isAdminRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isAdminPath(route)) || isAdminPath(normalisedPath(request.url));
}
