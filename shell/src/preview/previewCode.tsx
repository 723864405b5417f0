import { EXPOSED } from 'shared/contracts';
import { getListingById } from 'shared/listings';
import { OverlayFrame, deferComponent, inIdle } from 'shared/ui';
import { preloadExposed } from '../federation/loadExposed';
import { savesData } from '../prefetch/savesData';
import { whenSettled } from '../prefetch/whenSettled';
import type { PreviewFrameProps } from './PreviewFrame';

/**
 * The dialog frame and `shared/ui-overlays`, loaded on the first sign of wanting a preview, not
 * with the page; its stand-in meanwhile is the dialog's OverlayFrame.
 */
export const previewFrame = deferComponent<PreviewFrameProps>(
  'preview dialog',
  () => import('./PreviewFrame').then((module) => module.PreviewFrame),
  ({ listingId }) => (listingId !== null ? <OverlayFrame variant="dialog" /> : null),
);

/**
 * The preview's code run ahead of a tap on a card, so the tap does not wait for code: the dialog,
 * then the detail remote's preview, whose style sheets apply now rather than in the tap's
 * frame. The tap then opens the preview as fast as a second tap does. A failed load only means
 * the tap loads it, as without this.
 */
export function runPreviewCode(): void {
  previewFrame.preload();
  preloadExposed(EXPOSED.detailPreview);
}

/** A listing card on the page (the listings remote's cards carry their listing's id). */
const CARD = 'article[data-listing-id]';
/** A scroll that has not moved for this long has come to rest. */
const REST_MS = 200;

/**
 * The full records of the cards on screen, each fetched once (the data service keeps them and
 * shares a fetch under way with the preview's own ask), so a tap on one opens its preview with
 * the details at once instead of after a round trip.
 */
export function fetchRecordsOnScreen(): void {
  for (const card of document.querySelectorAll(CARD)) {
    const box = card.getBoundingClientRect();
    const id = card.getAttribute('data-listing-id');
    if (id && box.bottom > 0 && box.top < innerHeight) void getListingById(id).catch(() => undefined);
  }
}

/**
 * Calls `onRest` (in an idle period) while the visitor browses the cards: once the page has
 * settled (whenSettled: its code for the next taps is being fetched then) and the visitor has
 * scrolled a page that shows listing cards, whichever is last, and again each time a scroll
 * comes to rest. On a phone, where nothing is hovered, browsing the cards is the sign a card's
 * tap is near, and a visitor often scrolls before the page has settled. A tap or a key after the
 * scroll wins: the visitor is acting, and this work would compete with their answer (a scroll to
 * 'Filtrat' then its tap made the filter dialog wait for the preview's code); the next scroll's
 * rest tries again. Not for a visitor who saves data, and never on a page nobody touches.
 * Returns the unsubscribe.
 */
export function whileBrowsingCards(onRest: () => void): () => void {
  if (savesData()) return () => undefined;
  let live = true;
  let browsed = false;
  let settled = false;
  let actedAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rest = () => {
    if (!live || !browsed || !settled) return;
    const restAt = performance.now();
    inIdle(() => {
      if (live && actedAt < restAt) onRest();
    });
  };
  const onScroll = () => {
    if (!document.querySelector(CARD)) return;
    browsed = true;
    clearTimeout(timer);
    timer = setTimeout(rest, REST_MS);
  };
  const onAct = () => {
    actedAt = performance.now();
    clearTimeout(timer);
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('pointerdown', onAct, { capture: true, passive: true });
  addEventListener('keydown', onAct, { capture: true, passive: true });
  whenSettled(() => {
    settled = true;
    // A scroll made before this listener was there (before hydration) shows in the position.
    if (scrollY > 0 && document.querySelector(CARD)) browsed = true;
    rest();
  });
  return () => {
    live = false;
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
    removeEventListener('pointerdown', onAct, { capture: true });
    removeEventListener('keydown', onAct, { capture: true });
  };
}
