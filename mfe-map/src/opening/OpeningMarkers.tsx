import { useMemo } from 'react';
import { currentLocale } from 'shared/i18n';
import { filtersToSearchParams, listingPath, markListing, searchParamsToFilters, type MapOpening, type OpeningMark } from 'shared/listings';
import { openingSteps } from 'shared/map-view';
import { Link } from 'shared/router';
import { VisuallyHidden } from 'shared/ui';
import { categoryColor } from '../model/colors';
import { clusterSize } from '../model/mapView';
import { markerLabel } from '../model/points';
import { strings } from '../strings';
import markers from '../map/markers.module.css';
import classes from './OpeningMarkers.module.css';

/** As OpeningTiles' scale: the server's text must be the browser's to a millionth. */
const fixed = (value: number): string => value.toFixed(6);

/**
 * Which layer each map box shows, and how far apart its markers are drawn: the layer of the
 * whole zoom the box's opening zoom rounds to (as markercluster rounds it), or the largest one
 * carried, its offsets scaled by 2^(opening zoom − layer zoom). One container query per opening
 * step (shared/map-view `openingSteps`), the largest that holds winning, as for the tiles.
 */
function layerRules(layerClass: string, zooms: readonly number[]): string {
  const [smallest] = zooms;
  if (smallest === undefined) return '';
  const shown = (openingZoom: number): number => zooms.filter((zoom) => zoom <= Math.round(openingZoom)).at(-1) ?? smallest;
  // Both selectors of one specificity: the shown layer's, written second, wins.
  const rule = (zoom: number, scale: number) => `.${layerClass}[data-zoom] { display: none; } .${layerClass}[data-zoom="${zoom}"] { display: block; --opening-scale: ${fixed(scale)}; }`;
  return [
    rule(smallest, 1),
    ...openingSteps().map((step) => {
      const zoom = shown(step.zoom);
      return `@container (min-width: ${step.minWidth}px) and (min-height: ${step.minHeight}px) { ${rule(zoom, 2 ** (step.zoom - zoom))} }`;
    }),
  ].join('\n');
}

/** A marker's place: its offset from the box's middle, spread by its layer's scale. */
const placed = (mark: OpeningMark) => ({
  left: `calc(50% + ${mark.x}px * var(--opening-scale))`,
  top: `calc(50% + ${mark.y}px * var(--opening-scale))`,
});

/** A group's link: the search limited to the box around its listings (on the map: zoomed to it). */
function areaSearch(search: string, bounds: [number, number, number, number]): string {
  const current = new URLSearchParams(search);
  const { filters, sort } = searchParamsToFilters(current);
  const next = filtersToSearchParams({ ...filters, bounds }, sort, current);
  next.set('page', '1');
  return `?${next.toString()}`;
}

function Mark({ mark, search }: { mark: OpeningMark; search: string }) {
  const listing = markListing(mark);
  if (listing) {
    const label = markerLabel(listing, currentLocale());
    return (
      <Link
        to={listingPath(listing.id, currentLocale())}
        className={classes.dot}
        style={{ ...placed(mark), ['--dot' as string]: categoryColor(listing.category) }}
        data-listing-id={listing.id}
      >
        <VisuallyHidden lang={label.lang}>{label.text}</VisuallyHidden>
      </Link>
    );
  }
  if (!('count' in mark)) return null;
  const size = clusterSize(mark.count);
  return (
    <Link to={areaSearch(search, mark.bounds)} className={`${markers.cluster} ${classes.cluster}`} style={{ ...placed(mark), width: size, height: size }}>
      <span aria-hidden="true">{mark.count}</span>
      <VisuallyHidden>{strings.cluster(mark.count)}</VisuallyHidden>
    </Link>
  );
}

/**
 * The search's markers as the map opens on Kosovo, drawn by the server with the opening tiles
 * (shared/listings mapOpening.ts) and kept until the map has drawn its own over them: the map
 * shows where the listings are before its code has arrived. Each is a link — a listing to its
 * page, a group to its area's search — so a tap answers before the app has started, and
 * without JavaScript. Under Leaflet's panes, which take the taps once the map is there.
 */
export function OpeningMarkers({ opening }: { opening: MapOpening }) {
  const rules = useMemo(() => layerRules(classes.layer ?? '', opening.layers.map((layer) => layer.zoom)), [opening]);
  return (
    <div className={classes.box} data-opening-markers>
      <style>{rules}</style>
      {opening.layers.map((layer) => (
        <div key={layer.zoom} className={classes.layer} data-zoom={layer.zoom}>
          {layer.marks.map((mark) => (
            <Mark key={`${mark.x},${mark.y}`} mark={mark} search={opening.search} />
          ))}
        </div>
      ))}
    </div>
  );
}
