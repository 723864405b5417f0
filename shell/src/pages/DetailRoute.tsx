import { EXPOSED, type DetailPageProps } from 'shared/contracts';
import { useParams } from 'shared/router';
import { RemoteSlot } from '../federation/RemoteSlot';

export function DetailRoute() {
  const { id = '' } = useParams();
  return <RemoteSlot<DetailPageProps> module={EXPOSED.detailPage} props={{ id }} minHeight="70vh" />;
}
