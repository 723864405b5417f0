import { useState } from 'react';
import { contactRequests, useRequests } from 'shared/bus';
import { EXPOSED, type ContactRequest, type ContactSheetProps } from 'shared/contracts';
import { OverlayFrame, afterNextPaint } from 'shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';

/**
 * The shell's copy of the notifications facade, loaded before the contact remote: the first
 * copy loaded is everyone's, and only the shell's is built with the Mantine its provider uses
 * (a remote's copy would bring its own Mantine, and its toasts could not find the provider).
 */
const loadToastHost = () =>
  import('shared/notifications').catch((error: unknown) => console.error('[shell] toasts could not be loaded', error));

/**
 * The contact remote is loaded on the first request for it, not with every page; the
 * request that caused the load is handed over, later ones reach the sheet over the bus.
 */
export function ContactSheetSlot() {
  const [firstRequest, setFirstRequest] = useState<ContactRequest | null>(null);
  // The sheet's frame shows in the frame after the tap, while the toasts and the remote load.
  const [requested, setRequested] = useState(false);

  // Until the remote's sheet is given its first request; later requests are the sheet's own.
  useRequests(
    contactRequests,
    (request) => {
      setRequested(true);
      afterNextPaint(() => {
        void loadToastHost().then(() => setFirstRequest((current) => current ?? request));
      });
    },
    firstRequest === null,
  );

  const frame = <OverlayFrame variant="sheet" />;
  if (!firstRequest) return requested ? frame : null;
  return (
    <RemoteSlot<ContactSheetProps> module={EXPOSED.contactSheet} props={{ initialRequest: firstRequest }} minHeight={0} fallback={frame} />
  );
}
