import { useState } from 'react';
import { useRequests, viewRequests } from 'shared/bus';
import { EXPOSED } from 'shared/contracts';
import { afterNextPaint } from 'shared/ui';
import { loadExposedComponent, loadedExposed } from '../federation/loadExposed';

interface MapAsked {
  /** The query when 'Harta' was tapped. */
  search: string;
  /** The map's code has loaded (or failed: its slot then shows the failure). */
  codeReady: boolean;
}

/**
 * Whether the map's place shows its frame for a tap on 'Harta', so the tap answers at once:
 * from the tap's own render (the toggle asks over the bus before writing the URL, whose
 * navigation renders the whole listings area as a transition) until the URL says map mode and
 * the map's code is in hand. The code loads from the frame on, beside the navigation's render;
 * the slot then renders the loaded map directly, never its Suspense fallback, whose reveal React
 * would hold back for its fallback throttle (300 ms). Any other change of the URL ends it.
 */
export function useMapWait(mapMode: boolean, search: string): boolean {
  const [asked, setAsked] = useState<MapAsked | null>(null);
  useRequests(viewRequests, (view) => {
    if (view !== 'map' || mapMode) {
      setAsked(null);
      return;
    }
    const request: MapAsked = { search, codeReady: loadedExposed(EXPOSED.mapPanel) !== undefined };
    setAsked(request);
    if (request.codeReady) return;
    afterNextPaint(() => {
      void loadExposedComponent(EXPOSED.mapPanel)
        .catch(() => undefined)
        .then(() => setAsked((current) => (current === request ? { ...request, codeReady: true } : current)));
    });
  });
  const waiting = asked !== null && (asked.search === search || (mapMode && !asked.codeReady));
  if (asked !== null && !waiting) setAsked(null);
  return waiting;
}
