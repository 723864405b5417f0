/**
 * Whether a path stays on this site when a page of it links to the path. One that starts with
 * two slashes (`//evil.example/…`, and `/\evil.example`, which browsers and the URL parser read
 * the same) is another host's address, though it may come from an address on this site.
 */
const BASE = 'http://this-site.invalid';

export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || /^\/[/\\]/.test(path)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}
