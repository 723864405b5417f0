import { useEffect, useRef } from 'react';
import { useLatest } from '../useLatest';
import { afterNextPaint } from './afterNextPaint';

/**
 * Every overlay (listing preview, filter dialog, image preview, contact sheet, mobile menu) is a
 * history entry of the page it covers: opening one pushes the same address with the
 * overlay's id in `history.state`, Back pops it and closes the overlay, and closing it on screen
 * takes its entry off again. The address never names the overlay, so a shared or reloaded link
 * opens the page under it, not a stale overlay.
 *
 * Plain `window.history`, not the router: the router's location does not change (the address is
 * the same), and the remotes' components work the same outside a router (their tests, dev hosts).
 */
const STATE_KEY = 'overlays';

type HistoryState = Record<string, unknown>;

const asRecord = (state: unknown): HistoryState =>
  state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as HistoryState) : {};

/** The overlay ids an entry's state holds, innermost last. */
function overlaysOf(state: unknown): string[] {
  const record = asRecord(state);
  const list = Object.hasOwn(record, STATE_KEY) ? record[STATE_KEY] : undefined;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

/** Whether the current history entry is an overlay's (a search written now should replace it). */
export function isOverlayEntry(): boolean {
  return overlaysOf(window.history.state).length > 0;
}

let sequence = 0;
/** Unique across page loads too: a reloaded page's entries keep the ids of the last load. */
const newOverlayId = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * A Back that is under way. An overlay opened meanwhile (a menu entry that closes the menu and
 * opens the contact sheet) pushes its entry after it, or the Back would pop the new entry.
 */
let goingBack: Promise<void> | null = null;

function goBack(): void {
  const done = new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    // A Back that never lands (the page is leaving) must not hold later overlays forever.
    setTimeout(resolve, 1000);
  });
  goingBack = done;
  void done.then(() => {
    if (goingBack === done) goingBack = null;
  });
  window.history.back();
}

function pushEntry(id: string): void {
  const state = asRecord(window.history.state);
  window.history.pushState({ ...state, [STATE_KEY]: [...overlaysOf(state), id] }, '');
}

/**
 * Makes an overlay a history entry: while `opened`, Back calls `close`; when it closes on screen,
 * its entry is taken off (if it is still the current one: a navigation that closed it keeps its own).
 */
export function useOverlayHistory(opened: boolean, close: () => void): void {
  /** The id of the overlay's entry in the history, once pushed. */
  const entry = useRef<string | null>(null);
  /** The id waiting for a Back under way before it is pushed. */
  const waiting = useRef<string | null>(null);
  const closeRef = useLatest(close);
  // An overlay unmounted before its entry was pushed never pushes it.
  useEffect(
    () => () => {
      waiting.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!opened) {
      const id = entry.current;
      entry.current = null;
      waiting.current = null;
      if (id !== null && overlaysOf(window.history.state).at(-1) === id) goBack();
      return;
    }
    if (entry.current === null && waiting.current === null) {
      const id = newOverlayId();
      waiting.current = id;
      const push = () => {
        if (waiting.current !== id) return;
        waiting.current = null;
        pushEntry(id);
        entry.current = id;
      };
      // After the overlay's first frame: on a slow phone `pushState` alone holds a tap's answer
      // back by tens of milliseconds. Closed (or gone) before then, nothing is pushed.
      if (goingBack) void goingBack.then(push);
      else afterNextPaint(push);
    }
    const onPopState = () => {
      const id = entry.current;
      if (id === null || overlaysOf(window.history.state).includes(id)) return;
      entry.current = null;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [opened, closeRef]);
}
