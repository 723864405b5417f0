import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { IconSearch, IconShieldLock } from '@tabler/icons-react';
import type { Listing, MapBounds, MapPanelProps } from 'shared/contracts';
import { selectedListing, useSelectedListing } from 'shared/bus';
import { applyFilters, useListings, useMapOpening, useSearch, useSearchContext } from 'shared/listings';
import { useSearchParams } from 'shared/router';
import { useInBrowser } from 'shared/ui';
import { MapCard } from './card/MapCard';
import { Legend } from './Legend';
import { ListingsMap } from './map/ListingsMap';
import { useFullscreen } from './map/useFullscreen';
import { MapStatus } from './MapStatus';
import { OpeningMarkers } from './opening/OpeningMarkers';
import { OpeningTiles } from './opening/OpeningTiles';
import { viewTarget } from './model/fit';
import { mappableListings, markerPointOf } from './model/points';
import { nextTileStatus } from './model/tileStatus';
import { strings } from './strings';
import classes from './MapPanel.module.css';

function selectOnMap(listingId: string): void {
  selectedListing.next({ listingId, source: 'map' });
}

/** A marker chosen while the map covers the page: the grid behind stays where it is. */
function selectOnCoveringMap(listingId: string): void {
  selectedListing.next({ listingId, source: 'map', covered: true });
}

/** No results settled yet (a text search's first matches still on their way). */
const NONE_YET: Listing[] = [];

function clearSelection(): void {
  if (selectedListing.getValue() !== null) selectedListing.next(null);
}

/**
 * The map of the listings the current filters select (exposed as 'mfe-map/MapPanel').
 * Hover and selection travel over the bus, so the grid and the map follow each other.
 */
export default function MapPanel({ height = 520, rehearsal = false }: MapPanelProps) {
  const { listings, status } = useListings();
  const { filters, changeSearch } = useSearch();
  const selection = useSelectedListing();
  const [tileStatus, dispatchTiles] = useReducer(nextTileStatus, 'loading');
  const [retryToken, setRetryToken] = useState(0);
  // Drawn ahead with blank tiles, then shown (MapPanelProps.rehearsal): the layer's tiles load as at a first drawing.
  const [blankTiles, setBlankTiles] = useState(rehearsal);
  if (blankTiles && !rehearsal) {
    setBlankTiles(false);
    dispatchTiles('layer-shown');
  }
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  // The server draws the panel with its opening tiles; Leaflet's map is the browser's alone.
  const inBrowser = useInBrowser();
  // The server's markers for this search, until the map has drawn its own (mapOpening.ts).
  const [searchParams] = useSearchParams();
  const opening = useMapOpening(searchParams.toString());
  const [markersShown, setMarkersShown] = useState(false);
  const onMarkersShown = useCallback(() => setMarkersShown(true), []);
  const openingMarks = opening !== null && !markersShown && !rehearsal;

  // The text search's matches from the server, as the grid gets them (the rows have no descriptions).
  const { context, textStatus } = useSearchContext(filters);
  const textPending = textStatus === 'pending';
  const results = useMemo(() => (textPending ? null : applyFilters(listings, filters, context)), [textPending, listings, filters, context]);
  // While the matches of newly typed words are on their way the map keeps the markers it shows:
  // no flash of the titles' matches, no fit to them and back.
  const [settled, setSettled] = useState<Listing[]>(NONE_YET);
  if (results !== null && results !== settled) setSettled(results);
  const shown = results ?? settled;
  const mapped = useMemo(() => mappableListings(shown), [shown]);
  // The results' public points (the only ones the browser has); the map fits them.
  const target = useMemo(() => viewTarget(filters, mapped.map((listing) => listing.geoPoint!)), [filters, mapped]);
  const unlocated = status === 'loading' ? 0 : shown.length - mapped.length;

  // The area in view after the visitor moved the map: 'Kërko në këtë zonë' searches it.
  const [visitorArea, setVisitorArea] = useState<MapBounds | null>(null);
  const searchArea = () => {
    if (!visitorArea) return;
    const bounds = visitorArea;
    setVisitorArea(null);
    changeSearch((current) => ({ filters: { ...current.filters, bounds } }));
  };

  const selected = selection ? mapped.find((listing) => listing.id === selection.listingId) : undefined;
  const selectedPoint = selected ? markerPointOf(selected) : undefined;

  const onTilesLoaded = useCallback(() => dispatchTiles('tiles-loaded'), []);
  const onTileError = useCallback(() => dispatchTiles('tile-error'), []);
  const retry = useCallback(() => {
    dispatchTiles('retry');
    setRetryToken((token) => token + 1);
  }, []);

  const placeholder = status === 'loading' || (textPending && settled === NONE_YET) || tileStatus !== 'ready';

  return (
    <section
      className={classes.panel}
      aria-label={strings.region}
      style={{ height }}
      data-marker-count={mapped.length}
      data-unlocated-count={unlocated}
      data-build={__BUILD_ID__}
      data-tiles={tileStatus}
    >
      <p className={classes.notice}>
        <IconShieldLock size={16} stroke={1.8} aria-hidden="true" className={classes.noticeIcon} />
        {strings.privacyNotice}
      </p>
      <div
        ref={frameRef}
        className={classes.frame}
        data-fullscreen={fullscreen.active ? (fullscreen.native ? 'native' : 'fallback') : undefined}
      >
        {/* Drawn ahead, out of sight, the map fetches no tile (MapPanelProps.rehearsal). */}
        {tileStatus !== 'ready' && !rehearsal && <OpeningTiles />}
        {openingMarks && <OpeningMarkers opening={opening} />}
        {inBrowser && (
          <ListingsMap
            className={classes.map}
            listings={mapped}
            selection={selection}
            selectedListing={selected}
            selectedPoint={selectedPoint}
            onSelect={fullscreen.active ? selectOnCoveringMap : selectOnMap}
            onClearSelection={clearSelection}
            fullscreen={fullscreen.active}
            onToggleFullscreen={fullscreen.toggle}
            onTilesLoaded={onTilesLoaded}
            onTileError={onTileError}
            onMarkersShown={onMarkersShown}
            retryToken={retryToken}
            blankTiles={rehearsal}
            target={target}
            onVisitorView={setVisitorArea}
          />
        )}
        {visitorArea && (
          <div className={classes.overlayTop}>
            <button type="button" className={classes.searchArea} onClick={searchArea}>
              <IconSearch size={16} stroke={2} aria-hidden="true" />
              {strings.searchArea}
            </button>
          </div>
        )}
        {unlocated > 0 && <p className={classes.unlocated}>{strings.unlocated(unlocated)}</p>}
        {selected && !fullscreen.active ? (
          <div className={classes.cardSlot}>
            <MapCard key={selected.id} listing={selected} variant="bottom" onClose={clearSelection} />
          </div>
        ) : (
          <Legend />
        )}
        {placeholder && <MapStatus failed={tileStatus === 'failed'} overMarkers={openingMarks} onRetry={retry} />}
      </div>
    </section>
  );
}
