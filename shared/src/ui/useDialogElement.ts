import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../useLatest';
import { useOverlayHistory } from './overlayHistory';

/** What can take the keyboard's focus in a dialog, in document order. */
const TAB_STOPS = 'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), summary, a[href], [tabindex]';

/** Whether a `<dialog>` is shown: as a modal dialog (`open`) or as a popover. */
function isShown(element: HTMLDialogElement): boolean {
  return element.open || (element.hasAttribute('popover') && element.matches(':popover-open'));
}

/** Closes a `<dialog>` the way it was shown. */
function hide(element: HTMLDialogElement): void {
  if (element.open) element.close();
  else if (isShown(element)) element.hidePopover();
}

/**
 * A native `<dialog>` the server draws with the page, shown as a modal dialog or as a popover
 * (the phone's menu: shell/src/layout/MobileMenu.tsx), as the app sees it. The platform opens and
 * closes it (invoker commands, Esc), before the app has started too; the app follows its `toggle`
 * events, so it knows the dialog is open (and Back closes it, once the app runs).
 *
 * - `onOpening` runs as it opens, before it shows (its `beforetoggle`).
 * - Tab stays inside: Chromium lets Tab leave a modal dialog for the browser's own controls, and
 *   a popover for the page.
 * - `close` sets the state in the caller's event, before the dialog's own `toggle` (a task
 *   later): a link in it that opens another overlay closes this one in the same render, so this
 *   one's history entry goes before the next one's is pushed.
 */
export function useDialogElement(onOpening?: () => void): { dialog: RefObject<HTMLDialogElement | null>; opened: boolean; close: () => void } {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const opening = useLatest(onOpening);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // It may have been opened before the app hydrated it.
    setOpened(isShown(element));
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') opening.current?.();
    };
    const onToggle = (event: Event) => setOpened((event as ToggleEvent).newState === 'open');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = [...element.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((stop) => stop.getClientRects().length > 0 && stop.tabIndex >= 0);
      const [first, last] = [stops[0], stops.at(-1)];
      if (!first || !last) return;
      if (!event.shiftKey && document.activeElement === last) first.focus();
      else if (event.shiftKey && document.activeElement === first) last.focus();
      else return;
      event.preventDefault();
    };
    element.addEventListener('beforetoggle', onBeforeToggle);
    element.addEventListener('toggle', onToggle);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('beforetoggle', onBeforeToggle);
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [opening]);

  const close = () => {
    setOpened(false);
    if (dialog.current) hide(dialog.current);
  };
  useOverlayHistory(opened, close);
  return { dialog, opened, close };
}
