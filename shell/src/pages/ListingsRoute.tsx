import { useEffect } from 'react';
import { listingsView } from 'shared/bus';
import { EXPOSED, type MapPanelProps } from 'shared/contracts';
import { useSearchParams } from 'shared/router';
import { OverlayFrame, useLaterTask } from 'shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { isMapMode } from '../routeQuery';
import classes from './ListingsRoute.module.css';

/**
 * The listings area: the grid from the listings remote and, in map mode (`view=harta`),
 * the map remote beside it. The shell composes them; they talk over the bus.
 */
export function ListingsRoute() {
  const [searchParams] = useSearchParams();
  const mapMode = isMapMode(searchParams);
  // In map mode the map commits first and the grid in the task after it: one commit of both was
  // the longest task of the page's start (and on a phone the grid is not even shown).
  const gridShown = useLaterTask();

  useEffect(() => {
    listingsView.next(mapMode ? 'map' : 'grid');
  }, [mapMode]);

  if (!mapMode) return <RemoteSlot module={EXPOSED.listingsPage} minHeight="70vh" />;
  return (
    <div className={classes.split}>
      <div className={classes.grid}>{gridShown && <RemoteSlot module={EXPOSED.listingsPage} minHeight="70vh" />}</div>
      <div className={classes.map}>
        <RemoteSlot<MapPanelProps> module={EXPOSED.mapPanel} props={{ height: '100%' }} fallback={<OverlayFrame variant="panel" />} />
      </div>
    </div>
  );
}
