import { useEffect, useState } from 'react';
import { EXPOSED, type MapPanelProps } from 'shared/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { loadExposedComponent } from '../federation/loadExposed';
import classes from './MapRehearsal.module.css';
import { runAhead } from './runAhead';

type Rehearsal = 'ahead' | 'drawing' | 'over';

/**
 * The map drawn once, hidden and inert, ahead of the visitor's first tap on 'Harta'.
 * Code run ahead is still run for the first time at the tap: V8 runs functions it has not seen
 * yet slowly, and the browser styles elements it has not met yet. On the throttled phone that
 * made the first tap's map clearly slower than the second, with the code in hand for both.
 * Drawn once while the visitor looks at the grid, the map's code, Leaflet's and React's run as
 * they will at the tap, which then takes about as long as a second one (its bench row: the
 * loading plan, ./plan.ts).
 *
 * Both steps are pieces of the page's run-ahead queue (./runAhead.ts), so they wait for the
 * visitor to be idle: the map's code is loaded and run, then drawn in the tasks of its own staged
 * mount; the next quiet period removes it. Drawn ahead, the map fetches no tile
 * (`MapPanelProps.rehearsal`). Once the map is shown for real (a page opened in map mode, a tap
 * before the rehearsal), there is nothing left to rehearse.
 */
export function MapRehearsal({ mapShown, mapPlace }: { mapShown: boolean; mapPlace: string }) {
  const [rehearsal, setRehearsal] = useState<Rehearsal>(mapShown ? 'over' : 'ahead');
  if (mapShown && rehearsal !== 'over') setRehearsal('over');

  useEffect(() => {
    if (rehearsal === 'ahead') {
      return runAhead(() => {
        // A remote that fails to load is drawn by nobody here; its slot shows the failure at the tap.
        // A map shown for real while the code loaded has been rehearsed already.
        loadExposedComponent(EXPOSED.mapPanel).then(
          () => setRehearsal((current) => (current === 'ahead' ? 'drawing' : current)),
          () => setRehearsal('over'),
        );
      });
    }
    if (rehearsal === 'drawing') return runAhead(() => setRehearsal('over'));
    return undefined;
  }, [rehearsal]);

  if (rehearsal !== 'drawing') return null;
  return (
    <div className={[mapPlace, classes.rehearsal].filter(Boolean).join(' ')} inert aria-hidden="true" data-map-rehearsal>
      <RemoteSlot<MapPanelProps> module={EXPOSED.mapPanel} props={{ height: '100%', rehearsal: true }} fallback={null} />
    </div>
  );
}
