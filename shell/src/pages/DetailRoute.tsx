import { EXPOSED, type DetailPageProps } from 'shared/contracts';
import { useParams } from 'shared/router';
import { useEffect } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { listingShown } from './listingView';

export function DetailRoute() {
  const { id = '' } = useParams();
  // Counted by the server (the page it sent, or this beacon for a page the app shows itself).
  useEffect(() => {
    if (id) listingShown(id);
  }, [id]);
  return <RemoteSlot<DetailPageProps> module={EXPOSED.detailPage} props={{ id }} minHeight="70vh" />;
}
