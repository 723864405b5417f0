import { useEffect } from 'react';
import { hoveredListingId, onRequest } from 'shared/bus';
import { getListingById } from 'shared/listings';
import { runPreviewCode } from '../preview/previewCode';
import { inIdle } from './idle';
import { savesData } from './savesData';
import { whenSettled } from './whenSettled';

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

/**
 * The preview's code run ahead when a card is reached for: pointed at (a desktop), or the cards
 * browsed (a phone, whose visitor's tap then also finds the records of the cards on screen in
 * hand; a mouse passes over many cards, so a pointer alone fetches no record; a visitor who saves
 * data gets the pointer's only). The tap then opens the preview as fast as a second tap does.
 */
export function usePreviewAhead(): void {
  useEffect(() => {
    const hovered = onRequest(hoveredListingId, (id) => {
      // A pointer on a card is intent enough even for a visitor who saves data: the preview's
      // code, not the records of the cards around it.
      if (id !== null) runPreviewCode();
    });
    const browsing = whileBrowsingCards(() => {
      runPreviewCode();
      fetchRecordsOnScreen();
    });
    return () => {
      hovered();
      browsing();
    };
  }, []);
}
