import { useEffect, useState } from 'react';
import { EXPOSED } from 'shared/contracts';
import { afterNextPaint } from 'shared/ui';
import { loadExposedComponent } from '../federation/loadExposed';
import classes from './MapRehearsal.module.css';
import { runAhead } from './runAhead';

/**
 * ahead: waiting to load the map's code; drawing: the map is drawn at its place, out of sight;
 * shown-as-drawn: a tap on 'Harta' came while it was, and its first frame shows the map as drawn;
 * adopted: that map is the one shown; over: nothing left.
 */
type Rehearsal = 'ahead' | 'drawing' | 'shown-as-drawn' | 'adopted' | 'over';

/** What the listings area draws at the map's place for the rehearsal. */
export interface MapAhead {
  /**
   * Worn by the map's place while the map drawn there is out of sight (then the place is inert
   * and hidden from assistive technology).
   */
  hiddenClass: string | null;
  /** The place is not the map's yet: the map is drawn ahead, no tap has come. */
  ahead: boolean;
  /** The map at its place was drawn ahead: the place draws that map. */
  drawn: boolean;
  /** The map drawn ahead is shown by a tap: its first frame shows it as drawn (blank tiles), its layer's tiles load after it. */
  asDrawn: boolean;
}

/** What a change of `mapShown` does to the rehearsal. */
function rehearsalFor(rehearsal: Rehearsal, mapShown: boolean): Rehearsal {
  if (mapShown) {
    // A tap on 'Harta' while the map is drawn ahead shows that map, already drawn: throwing it
    // away and drawing another is what the 10 s tap of the bench waited for. Before the
    // drawing, the map is shown for real: there is nothing left to rehearse.
    if (rehearsal === 'drawing') return 'shown-as-drawn';
    if (rehearsal === 'ahead') return 'over';
    return rehearsal;
  }
  // Map mode left: the map shown goes as any map does.
  return rehearsal === 'shown-as-drawn' || rehearsal === 'adopted' ? 'over' : rehearsal;
}

/**
 * The map drawn once, hidden and inert, ahead of the visitor's first tap on 'Harta'.
 * Code run ahead is still run for the first time at the tap: V8 runs functions it has not seen
 * yet slowly, and the browser styles elements it has not met yet. On the throttled phone that
 * made the first tap's map clearly slower than the second, with the code in hand for both.
 * Drawn once while the visitor looks at the grid, the map's code, Leaflet's and React's run as
 * they will at the tap, which then takes about as long as a second one (its bench row: the
 * loading plan, ./plan.tsx).
 *
 * Both steps are pieces of the page's run-ahead queue (./runAhead.ts), so they wait for the
 * visitor to be idle: the map's code is loaded and run, then the map is drawn at its own place
 * in the listings area, out of sight (MapRehearsal.module.css); the next quiet period removes
 * it. A tap on 'Harta' in between shows that map, as drawn, in the tap's own frame; after that
 * paint it drops its `rehearsal` prop, and its tiles load as at any first drawing (dropped in
 * the tap's frame, they made it 60 ms longer on the throttled phone). Drawn ahead, the map
 * fetches no tile (`MapPanelProps.rehearsal`). Once the map is shown for real (a page opened in
 * map mode, a tap before the rehearsal), there is nothing left to rehearse.
 */
export function useMapRehearsal(mapShown: boolean): MapAhead {
  const [state, setState] = useState<Rehearsal>(mapShown ? 'over' : 'ahead');
  const rehearsal = rehearsalFor(state, mapShown);
  if (rehearsal !== state) setState(rehearsal);

  useEffect(() => {
    if (rehearsal === 'ahead') {
      return runAhead(() => {
        // A remote that fails to load is drawn by nobody here; its slot shows the failure at the tap.
        // A map shown for real while the code loaded has been rehearsed already.
        loadExposedComponent(EXPOSED.mapPanel).then(
          () => setState((current) => (current === 'ahead' ? 'drawing' : current)),
          () => setState('over'),
        );
      });
    }
    if (rehearsal === 'drawing') return runAhead(() => setState((current) => (current === 'drawing' ? 'over' : current)));
    if (rehearsal === 'shown-as-drawn') {
      let live = true;
      afterNextPaint(() => {
        if (live) setState((current) => (current === 'shown-as-drawn' ? 'adopted' : current));
      });
      return () => {
        live = false;
      };
    }
    return undefined;
  }, [rehearsal]);

  return {
    hiddenClass: rehearsal === 'drawing' ? (classes.rehearsal ?? null) : null,
    ahead: rehearsal === 'drawing',
    drawn: rehearsal === 'drawing' || rehearsal === 'shown-as-drawn' || rehearsal === 'adopted',
    asDrawn: rehearsal === 'shown-as-drawn',
  };
}
