import { AttributionControl, MapContainer, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import type { Listing, MapBounds, SelectedListing } from 'shared/contracts';
import { LEAFLET_CREDIT } from 'shared/map-view';
import type { ViewTarget } from '../model/fit';
import { CLUSTERING, MAP_VIEW } from '../model/mapView';
import type { MarkerPoint } from '../model/points';
import { strings } from '../strings';
import { BaseLayers } from './BaseLayers';
import { createClusterIcon } from './clusterIcon';
import { FullscreenButton } from './FullscreenButton';
import { KosovoMask } from './KosovoMask';
import { ListingMarkers } from './ListingMarkers';
import { MapBehaviour } from './MapBehaviour';
import { SearchView } from './SearchView';
import { SelectionPopup } from './SelectionPopup';

export interface ListingsMapProps {
  /** The listings to mark (each has coordinates). */
  listings: readonly Listing[];
  selection: SelectedListing | null;
  /** The selected listing, when the map shows it. */
  selectedListing: Listing | undefined;
  selectedPoint: MarkerPoint | undefined;
  onSelect: (listingId: string) => void;
  onClearSelection: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onTilesLoaded: () => void;
  onTileError: () => void;
  /** The listings' markers are on the map (the server's opening markers can go). */
  onMarkersShown: () => void;
  retryToken: number;
  /** What the search asks the map to show (model/fit.ts). */
  target: ViewTarget;
  /** The area in view after the visitor moved the map; null once the app moved it. */
  onVisitorView: (bounds: MapBounds | null) => void;
  /** Tiles drawn blank, none fetched (MapPanelProps.rehearsal). */
  blankTiles: boolean;
  className?: string;
}

/** Leaflet with the three base layers, the Kosovo shade, clustered markers and the controls. */
export function ListingsMap(props: ListingsMapProps) {
  const { listings, selection, selectedListing, selectedPoint, fullscreen } = props;
  return (
    <MapContainer
      className={props.className}
      center={[...MAP_VIEW.center]}
      zoom={MAP_VIEW.zoom}
      zoomSnap={MAP_VIEW.zoomSnap}
      minZoom={MAP_VIEW.minZoom}
      maxZoom={MAP_VIEW.maxZoom}
      maxBounds={MAP_VIEW.maxBounds.map((corner) => [...corner]) as [[number, number], [number, number]]}
      maxBoundsViscosity={0.8}
      zoomControl={false}
      attributionControl={false}
      style={{ height: '100%', width: '100%' }}
    >
      <SearchView target={props.target} onVisitorView={props.onVisitorView} />
      <ZoomControl position="topleft" zoomInTitle={strings.zoomIn} zoomOutTitle={strings.zoomOut} />
      <AttributionControl position="bottomright" prefix={LEAFLET_CREDIT} />
      <FullscreenButton active={fullscreen} onToggle={props.onToggleFullscreen} />
      <BaseLayers
        onTilesLoaded={props.onTilesLoaded}
        onTileError={props.onTileError}
        retryToken={props.retryToken}
        blankTiles={props.blankTiles}
      />
      <KosovoMask />
      <MarkerClusterGroup
        maxClusterRadius={CLUSTERING.maxClusterRadius}
        disableClusteringAtZoom={CLUSTERING.disableClusteringAtZoom}
        iconCreateFunction={createClusterIcon}
        showCoverageOnHover={false}
        spiderfyOnMaxZoom
        chunkedLoading
        // 20 ms of clustering per task leaves room for the garbage collection that often runs
        // inside one (longer chunks made long tasks on a large site; see
        // docs/decisions/0004-federation-costs.md). Each chunk is a timer task of its own, so
        // taps and paints get in between without a pause; a pause only put the first clusters
        // later.
        chunkInterval={20}
        chunkDelay={0}
      >
        <ListingMarkers listings={listings} selectedId={selectedPoint ? selectedPoint.id : null} onSelect={props.onSelect} onShown={props.onMarkersShown} />
      </MarkerClusterGroup>
      <MapBehaviour selection={selection} selectedPoint={selectedPoint} onBackgroundClick={props.onClearSelection} />
      {fullscreen && selectedListing && selectedPoint && (
        <SelectionPopup listing={selectedListing} point={selectedPoint} onClose={props.onClearSelection} />
      )}
    </MapContainer>
  );
}
