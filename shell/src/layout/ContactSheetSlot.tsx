import { useEffect, useState } from 'react';
import { contactRequests, onRequest } from 'shared/bus';
import { EXPOSED, type ContactRequest, type ContactSheetProps } from 'shared/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';

/**
 * The contact remote is loaded on the first request for it, not with every page; the
 * request that caused the load is handed over, later ones reach the sheet over the bus.
 */
export function ContactSheetSlot() {
  const [firstRequest, setFirstRequest] = useState<ContactRequest | null>(null);

  useEffect(() => {
    if (firstRequest) return;
    return onRequest(contactRequests, (request) => setFirstRequest(request));
  }, [firstRequest]);

  if (!firstRequest) return null;
  return (
    <RemoteSlot<ContactSheetProps> module={EXPOSED.contactSheet} props={{ initialRequest: firstRequest }} minHeight={0} />
  );
}
