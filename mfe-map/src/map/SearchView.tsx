import { useLayoutEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { MapBounds } from 'shared/contracts';
import { boundsAround } from 'shared/listings';
import { openingCentre, openingZoom } from 'shared/map-view';
import { useLatest } from 'shared/ui';
import { RESULTS_FIT, targetKey, type ViewTarget } from '../model/fit';
import { MAP_VIEW } from '../model/mapView';
import { isAppMove, moveAsApp } from './appMoves';

interface SearchViewProps {
  /** What the search asks the map to show (model/fit.ts `viewTarget`). */
  target: ViewTarget;
  /** The area in view after the visitor moved the map; null once the app has moved it for a search. */
  onVisitorView: (bounds: MapBounds | null) => void;
}

/** The inputs on the map a visitor moves it with. */
const INPUT_EVENTS = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
/** A move starting this long after such an input is the visitor's (the wheel waits 40 ms, an animation a frame). */
const VISITOR_INPUT_MS = 600;

/** Kosovo as large as the box allows (`openingZoom`, the rule the server's first view follows too). */
function openOnKosovo(map: L.Map): void {
  const size = map.getSize();
  const zoom = openingZoom({ width: size.x, height: size.y });
  const middle = openingCentre({ ...MAP_VIEW, zoom });
  map.setView(map.unproject(L.point(middle.x, middle.y), zoom), zoom, { animate: false });
}

function show(map: L.Map, target: ViewTarget): void {
  moveAsApp(map, () => {
    if (target.kind === 'kosovo') return openOnKosovo(map);
    const [west, south, east, north] = target.bounds;
    const box = L.latLngBounds([south, west], [north, east]);
    const results = target.kind === 'results';
    map.fitBounds(box, {
      padding: results ? L.point(RESULTS_FIT.padding, RESULTS_FIT.padding) : L.point(0, 0),
      maxZoom: results ? RESULTS_FIT.maxZoom : MAP_VIEW.maxZoom,
      animate: false,
    });
  });
}

/**
 * The map's view follows the search: it opens on what the search shows (Kosovo, as the server
 * drew it, until the results are in), fits again when the search's target changes, and again
 * when its box changes size (a phone turned, fullscreen) as long as the visitor has not moved it.
 * A visitor's pan or zoom is reported with the area in view ('Kërko në këtë zonë'); the search
 * that area then makes is already on screen, so it moves nothing.
 */
export function SearchView({ target, onVisitorView }: SearchViewProps) {
  const map = useMap();
  const key = targetKey(target);
  // Updated in a layout effect that runs before the ones below.
  const latest = useLatest({ target, onVisitorView });
  const touched = useRef(false);
  /** The area last reported to the panel, which a search of that area finds already in view. */
  const reported = useRef<string | null>(null);
  /**
   * A listing's popup (fullscreen) stands on its marker: fitting again under it (a resize, more
   * results arriving while the data loads) would cluster the marker and close the popup the
   * visitor just opened.
   */
  const popupOpen = useRef(false);

  useLayoutEffect(() => {
    // A move is the visitor's when it starts from their input on the map (a drag, the wheel, a
    // key, the zoom buttons, a cluster): Leaflet and its plugins also move the map on their own.
    let inputAt = -Infinity;
    const onInput = () => {
      inputAt = performance.now();
    };
    const onMoveStart = () => {
      if (!isAppMove(map) && performance.now() - inputAt < VISITOR_INPUT_MS) touched.current = true;
    };
    const onMoveEnd = () => {
      if (!touched.current || isAppMove(map)) return;
      const view = map.getBounds();
      const bounds = boundsAround(view.getWest(), view.getSouth(), view.getEast(), view.getNorth()) ?? null;
      reported.current = bounds && targetKey({ kind: 'area', bounds });
      latest.current.onVisitorView(bounds);
    };
    const onPopupOpen = () => {
      popupOpen.current = true;
    };
    const onPopupClose = () => {
      popupOpen.current = false;
    };
    const onResize = () => {
      if (!touched.current && !popupOpen.current) show(map, latest.current.target);
    };
    const container = map.getContainer();
    // Captured: Leaflet's controls stop some of these on their way up.
    for (const type of INPUT_EVENTS) container.addEventListener(type, onInput, { capture: true, passive: true });
    const mapEvents: L.LeafletEventHandlerFnMap = {
      dragstart: onInput,
      movestart: onMoveStart,
      zoomstart: onMoveStart,
      moveend: onMoveEnd,
      resize: onResize,
      popupopen: onPopupOpen,
      popupclose: onPopupClose,
    };
    map.on(mapEvents);
    return () => {
      for (const type of INPUT_EVENTS) container.removeEventListener(type, onInput, { capture: true });
      map.off(mapEvents);
    };
  }, [map, latest]);

  // Before the first tile is asked for, and on each new target.
  useLayoutEffect(() => {
    if (popupOpen.current) return;
    const areaInView = reported.current === key;
    reported.current = null;
    // From here the view is the search's: a resize fits it again, and only a new move offers a search.
    touched.current = false;
    if (areaInView) return;
    show(map, latest.current.target);
    latest.current.onVisitorView(null);
  }, [map, key, latest]);

  return null;
}
