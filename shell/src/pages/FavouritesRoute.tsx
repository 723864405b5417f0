import { EXPOSED, type FavouritesPageProps } from 'shared/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';

/** 'Të preferuarat': the listings remote's page of saved (or shared) listings. */
export function FavouritesRoute() {
  return <RemoteSlot<FavouritesPageProps> module={EXPOSED.favouritesPage} props={{}} minHeight="60vh" />;
}
