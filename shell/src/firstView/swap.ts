/**
 * The swap from the server's first view to the app. The server sends the route's first view in
 * #first-view and an empty #root marked `data-first-view` (hidden, aria-hidden). The app renders
 * into #root out of sight; when the route's real content has rendered (`contentReady` on the
 * bus: the listings remote, a shell page, or a remote slot's fallback) or after
 * FIRST_VIEW_TIMEOUT_MS, the first view is removed and #root shown in one DOM update, after the
 * images the app shows in the viewport are decoded (so none flashes empty).
 */
import { contentReady } from 'shared/bus';

export const FIRST_VIEW_ID = 'first-view';
export const FIRST_VIEW_STYLE_ID = 'first-view-style';
/** Show the app at the latest after this long, ready or not. */
export const FIRST_VIEW_TIMEOUT_MS = 10_000;
/** How long the swap may wait for the app's visible images to decode. */
export const IMAGE_DECODE_WAIT_MS = 300;

/**
 * The app's images in the viewport. An IntersectionObserver reports them from the layout the
 * browser does for the next frame anyway; measuring them here would force that layout early,
 * in one long task.
 */
function visibleImages(root: HTMLElement): Promise<HTMLImageElement[]> {
  const images = [...root.querySelectorAll('img')];
  if (images.length === 0 || typeof IntersectionObserver !== 'function') return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    images.forEach((image) => observer.observe(image));
  });
}

function decoded(images: HTMLImageElement[]): Promise<unknown> {
  return Promise.all(images.map((image) => (typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined)));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes the first view and shows the app, in one step. */
export function revealApp(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
  const root = doc.getElementById('root');
  root?.removeAttribute('data-first-view');
  root?.removeAttribute('aria-hidden');
}

/**
 * Starts watching for the moment to swap. Does nothing on a page without a first view.
 * Returns a function that stops watching (tests).
 */
export function startFirstViewSwap(doc: Document = document, timeoutMs = FIRST_VIEW_TIMEOUT_MS): () => void {
  const root = doc.getElementById('root');
  if (!doc.getElementById(FIRST_VIEW_ID) || !root) return () => undefined;
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    const imagesReady = visibleImages(root).then(decoded);
    void Promise.race([imagesReady, wait(IMAGE_DECODE_WAIT_MS)]).then(() => revealApp(doc));
  };
  const timer = window.setTimeout(swap, timeoutMs);
  // A BehaviorSubject: a route that was ready before this ran still counts (called at once).
  const subscription = contentReady.subscribe((ready) => {
    if (ready) swap();
    if (done) queueMicrotask(() => subscription.unsubscribe());
  });
  return () => {
    done = true;
    window.clearTimeout(timer);
    subscription.unsubscribe();
  };
}
