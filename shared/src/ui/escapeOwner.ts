import { useLayoutEffect } from 'react';
import { useLatest } from '../useLatest';

/**
 * An overlay opened over a dialog (the image preview over the listing preview) that Escape must
 * close alone. Mantine's dialogs each close on an Escape they hear on `window` in the capture
 * phase, unless the key's target (the focused element) is marked; on a slow phone the focus can
 * still be on the opener inside the dialog below when the key comes, and both closed.
 *
 * So the innermost owner hears Escape first: one listener, added when this module is first
 * evaluated (with the shared UI, at the app's start, before any dialog adds its own), closes it
 * and stops the key there. Without an owner the key goes on as before.
 */
const owners: Array<{ close: () => void }> = [];

if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (event) => {
      const owner = owners.at(-1);
      if (!owner || event.key !== 'Escape' || event.isComposing) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      owner.close();
    },
    { capture: true },
  );
}

/** While `active`, Escape calls `close` and no dialog below hears it. */
export function useEscapeOwner(active: boolean, close: () => void): void {
  const closeRef = useLatest(close);
  // From the commit on: an Escape pressed before the passive effects run (a slow phone) is
  // already this overlay's, and does not close the dialog below.
  useLayoutEffect(() => {
    if (!active) return;
    const owner = { close: () => closeRef.current() };
    owners.push(owner);
    return () => {
      const at = owners.indexOf(owner);
      if (at >= 0) owners.splice(at, 1);
    };
  }, [active, closeRef]);
}
