/**
 * The URL of a request target (the app's routes themselves are Fastify routes: plugins/app-pages.ts). An origin-form target ('/x', even '//x') is always a path — `new
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
