/**
 * Asks before unsaved edits are dropped: a link (the menu, 'Kthehu te pronat'), 'Dil', Back, a
 * reload or a closed tab. React Router's `useBlocker` needs a data router, and the site's router
 * is declarative on purpose (shared/router), so the ways out are held here:
 *
 * - a plain click on a link to another page of this site, or on an element marked
 *   `data-leaves-form`, is stopped before React sees it (a capturing listener on the document)
 *   and replayed if the agent chooses to leave;
 * - Back: while there are edits, the page has a second history entry of its own (the same
 *   address and state, marked). Back steps from it onto the page's own entry, which the router
 *   sees as the same page (nothing moves); the question opens and the entry is put back, and
 *   leaving steps back past both. With no edits any more the entry goes again;
 * - a reload or a closed tab gets the browser's own question (`beforeunload`).
 */
import { useEffect, useRef, useState } from 'react';
import { isPlainClick } from 'shared/ui';

export interface LeaveGuard {
  /** The question is open. */
  asking: boolean;
  /** Keep the edits: the question closes, nothing moves. */
  stay: () => void;
  /** Drop the edits and go where the agent was going. */
  leave: () => void;
  /**
   * Runs `go` (a navigation of the app's own, after a save) once the guard's history entry has
   * gone, so the navigation takes the page's own entry (a replace replaces the page, not the
   * guard's entry) and nothing is asked.
   */
  release: (go: () => void) => void;
}

/** What leaving does once chosen. */
type Proceed = () => void;

/** The mark of the guard's own history entry (beside React Router's `usr`, `key` and `idx`). */
const MARK = 'unsavedEdits';
const isGuardEntry = (state: unknown): boolean => (state as Record<string, unknown> | null)?.[MARK] === true;
/**
 * Adds the guard's entry. The page's own entry keeps no scroll position of its own (manual
 * restoration is kept per entry), so stepping back onto it leaves the page where the agent is.
 */
function pushGuardEntry(): void {
  const restoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '', window.location.href);
  window.history.scrollRestoration = restoration;
}

/** A link to another page of this site that a plain click would follow here (not a new tab, not a download). */
function leavesPage(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, window.location.href);
  if (to.origin !== window.location.origin) return true;
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<Proceed | null>(null);
  /** Set while a chosen way out is replayed, so the guard lets it through. */
  const letThrough = useRef(false);

  /** Leaves by `go`, after the guard's own entry has gone from the history. */
  const leaveBy = (go: () => void) => {
    letThrough.current = true;
    if (!isGuardEntry(window.history.state)) return go();
    window.addEventListener('popstate', () => go(), { once: true });
    window.history.back();
  };

  useEffect(() => {
    if (!dirty) return;
    letThrough.current = false;
    if (!isGuardEntry(window.history.state)) pushGuardEntry();

    const onClick = (event: MouseEvent) => {
      if (letThrough.current || event.defaultPrevented || !isPlainClick(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>('a[href], [data-leaves-form]');
      if (!element) return;
      if (element instanceof HTMLAnchorElement && !element.hasAttribute('data-leaves-form') && !leavesPage(element)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => leaveBy(() => element.click()));
    };

    const onPopState = (event: PopStateEvent) => {
      if (letThrough.current || isGuardEntry(event.state)) return;
      // Back from the guard's entry onto the page's own: ask, with the entry back in place.
      pushGuardEntry();
      setPending(() => () => {
        letThrough.current = true;
        window.history.go(-2);
      });
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (letThrough.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Saved (no edits left): the guard's entry goes, so Back is one step again.
      if (!letThrough.current && isGuardEntry(window.history.state)) window.history.back();
    };
  }, [dirty]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const proceed = pending;
      setPending(null);
      proceed?.();
    },
    release: leaveBy,
  };
}
