/**
 * Tells the server a listing's page was shown by the app itself (an in-app navigation, Back to
 * it), which the server cannot see: a beacon to `listingViewPath(id)` (server/src/views/). The
 * page the document was loaded at is not sent: the server counted it when it sent the page. No
 * cookie, no storage, nothing about the visitor: the server decides from the request alone, and
 * counts a visitor once a day, so a Back and forth costs nothing twice.
 */
import { listingPath, listingViewPath } from 'shared/listings/rules';

/**
 * The path the document was loaded at (undefined until read), until the first listing shown is
 * compared with it. Read from the navigation's own timing entry, not from `location` when this
 * module runs: the route's code may load only once the app is already at the listing's address.
 */
let documentPath: string | null | undefined;

function loadedAt(): string | null {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return entry && URL.canParse(entry.name) ? new URL(entry.name).pathname : null;
}

export function listingShown(id: string): void {
  if (typeof window === 'undefined') return;
  documentPath ??= loadedAt();
  if (documentPath !== null) {
    const sentByServer = documentPath === listingPath(id);
    documentPath = null;
    if (sentByServer) return;
  }
  const url = listingViewPath(id);
  // A beacon leaves even as the page unloads and never delays it; a browser without one (or that
  // refuses it) sends a keepalive POST. Either answer is ignored.
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Refused (a policy): try fetch.
  }
  void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** For tests: as if the document had just been loaded at `path` (undefined: read it again). */
export function resetDocumentPath(path: string | undefined): void {
  documentPath = path;
}
