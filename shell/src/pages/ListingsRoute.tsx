import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { listingsView } from 'shared/bus';
import { EXPOSED, viewSearch, type MapPanelProps } from 'shared/contracts';
import { listingsEntryRedirect, rememberListingsSearch } from 'shared/listings';
import { Link, Navigate, useLocation, useSearchParams } from 'shared/router';
import { OverlayFrame, WIDE_SCREEN_QUERY, useMediaQuery } from 'shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { isMapMode } from '../routeQuery';
import { strings } from '../strings';
import classes from './ListingsRoute.module.css';
import { useMapAhead } from '../speed/plan';
import { useMapWait } from './useMapWait';
import { RESULTS_ID } from '../layout/SkipLink';
import { useHeaderHeightStyle } from '../layout/headerHeight';

/**
 * Map mode's map: right under the sticky header, as tall as the rest of the screen (its height
 * known before the map is drawn). The same element while the speed layer draws the map here out
 * of sight (`hiddenClass`), so a tap on 'Harta' in between shows that map rather than a new one.
 */
function MapPlace({ hiddenClass, children }: { hiddenClass: string | null; children: ReactNode }) {
  const hidden = hiddenClass !== null;
  return (
    <div
      className={hidden ? `${classes.map} ${hiddenClass}` : classes.map}
      style={useHeaderHeightStyle()}
      inert={hidden}
      aria-hidden={hidden || undefined}
      data-map-place={hidden ? undefined : ''}
      data-map-rehearsal={hidden ? '' : undefined}
    >
      {children}
    </div>
  );
}

/** The empty path and '/pronat' without a page become the first results page (the server's rule too). */
export function ListingsRoute() {
  const { pathname, search } = useLocation();
  const entry = listingsEntryRedirect(pathname, search);
  return entry ? <Navigate to={entry} replace /> : <ListingsArea />;
}

/**
 * Map mode's grid column before the grid is drawn: the server draws map mode without it (a phone
 * hides it), and a wide screen's browser draws it once hydrated. Until then, and for good without
 * JavaScript, the column offers the same search as a list rather than standing empty.
 */
function GridPending() {
  const [searchParams] = useSearchParams();
  return (
    <p className={classes.gridPending}>
      <Link to={{ search: viewSearch(searchParams, 'grid') }}>{strings.mapGridLink}</Link>
    </p>
  );
}

/**
 * The listings area: the grid from the listings remote and, in map mode (`view=harta`),
 * the map remote beside it. The shell composes them; they talk over the bus.
 */
function ListingsArea() {
  const [searchParams] = useSearchParams();
  const mapMode = isMapMode(searchParams);
  const search = searchParams.toString();
  // 'Harta' tapped: the map's frame until the URL says map mode and the map's code is in hand.
  const mapWait = useMapWait(mapMode, search);
  const split = mapMode || mapWait;
  // Only for speed (the speed layer's plan): the map drawn at its place out of sight, ahead of a tap.
  const mapAhead = useMapAhead(split);
  // The map itself, not its frame: drawn ahead (and shown by a tap), or in map mode with its code in hand.
  const mapDrawn = mapAhead.drawn || (mapMode && !mapWait);
  // Map mode hides the grid on a phone, so there it is not drawn at all (neither by the server,
  // which draws map mode without it, nor here): 20 hidden cards and their galleries were most of
  // the phone's work in map mode. False while hydrating, as the server drew it, then the screen's:
  // on a wide screen the grid is drawn by a later commit than the map's.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, false);
  const gridWanted = !mapMode || wide;
  // Once drawn, the grid stays mounted when the map is switched on (even on a phone, hidden):
  // unmounting it held the map's first frame back.
  const [gridDrawn, setGridDrawn] = useState(gridWanted);
  if (gridWanted && !gridDrawn) setGridDrawn(true);
  const gridOn = gridWanted || gridDrawn;

  useEffect(() => {
    listingsView.next(mapMode ? 'map' : 'grid');
  }, [mapMode]);

  // 'Mbrapa' on a detail page returns to this search.
  useEffect(() => rememberListingsSearch(search), [search]);

  // The same element each render, so a render of this area alone (the map's frame) does not
  // draw the grid's cards again; the grid follows the URL by itself.
  const grid = useMemo(() => <RemoteSlot module={EXPOSED.listingsPage} minHeight="70vh" />, []);

  // One tree for both modes, the grid at the same place in it: switching the map on or off keeps
  // the grid's cards mounted (a remount of the whole grid held the map's first frame back).
  return (
    // The skip link's target: focused by it (tabindex -1), not a Tab stop of its own.
    <div id={RESULTS_ID} tabIndex={-1} className={split ? `${classes.results} ${classes.split}` : classes.results}>
      {/* The grid brings its own h1; where it is hidden or not drawn yet the page keeps a title. */}
      {split && !(wide && gridOn) && <h1 className={classes.mapHeading}>{strings.mapHeading}</h1>}
      <div className={split ? classes.grid : undefined}>{gridOn ? grid : <GridPending />}</div>
      {(split || mapAhead.ahead) && (
        <MapPlace hiddenClass={mapAhead.hiddenClass}>
          {mapDrawn && (
            <RemoteSlot<MapPanelProps>
              module={EXPOSED.mapPanel}
              props={{ height: '100%', rehearsal: mapAhead.ahead || mapAhead.asDrawn }}
              fallback={mapAhead.ahead ? null : <OverlayFrame variant="panel" />}
            />
          )}
          {split && !mapDrawn && <OverlayFrame variant="panel" />}
        </MapPlace>
      )}
    </div>
  );
}
