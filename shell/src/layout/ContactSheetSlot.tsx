import { useState } from 'react';
import { contactRequests, requestContact, useRequests } from 'shared/bus';
import { EXPOSED, type ContactRequest, type ContactSheetProps } from 'shared/contracts';
import { OverlayFrame, afterNextPaint, useLatest } from 'shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { contactSheetCode, loadToastHost } from './contactSheetCode';

/**
 * The contact remote is loaded on the first request for it, not with every page; the
 * request that caused the load is handed over, later ones reach the sheet over the bus.
 * When its code was run ahead (contactSheetCode), the sheet mounts closed at once and hears
 * the first request itself.
 */
export function ContactSheetSlot() {
  const [firstRequest, setFirstRequest] = useState<ContactRequest | null>(null);
  // The sheet's frame shows in the frame after the tap, while the toasts and the remote load.
  const [requested, setRequested] = useState(false);
  const codeReady = contactSheetCode.useLoaded() !== null;
  const sheetMounted = firstRequest !== null || codeReady;
  const mounted = useLatest(sheetMounted);

  // Until the remote's sheet is mounted; from then on requests are the sheet's own.
  useRequests(
    contactRequests,
    (request) => {
      setRequested(true);
      afterNextPaint(() => {
        void loadToastHost().then(() => {
          // The code run ahead may have mounted the sheet meanwhile: it hears the request itself.
          if (mounted.current) requestContact(request);
          else setFirstRequest((current) => current ?? request);
        });
      });
    },
    !sheetMounted,
  );

  const frame = <OverlayFrame variant="sheet" />;
  if (!sheetMounted) return requested ? frame : null;
  return (
    <RemoteSlot<ContactSheetProps>
      module={EXPOSED.contactSheet}
      props={{ initialRequest: firstRequest ?? undefined }}
      minHeight={0}
      fallback={requested ? frame : null}
    />
  );
}
