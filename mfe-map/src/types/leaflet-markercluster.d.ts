// The parts of Leaflet.markercluster (loaded by react-leaflet-cluster) this remote uses.
import 'leaflet';

declare module 'leaflet' {
  interface MarkerClusterGroupOptions extends LayerOptions {
    maxClusterRadius?: number | ((zoom: number) => number);
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
    clusterPane?: string;
    spiderfyOnMaxZoom?: boolean;
    showCoverageOnHover?: boolean;
    zoomToBoundsOnClick?: boolean;
    disableClusteringAtZoom?: number;
    removeOutsideVisibleBounds?: boolean;
    animate?: boolean;
    chunkedLoading?: boolean;
    chunkInterval?: number;
    chunkDelay?: number;
    chunkProgress?: (processed: number, total: number, elapsed: number) => void;
    spiderLegPolylineOptions?: PolylineOptions;
  }

  class MarkerCluster extends Marker {
    getChildCount(): number;
    getAllChildMarkers(): Layer[];
    zoomToBounds(): void;
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions);
    addLayers(layers: Layer[], skipLayerAddEvent?: boolean): this;
    removeLayers(layers: Layer[]): this;
    refreshClusters(): this;
    /** The marker itself when it is shown as a marker icon, else the smallest cluster on the map holding it. */
    getVisibleParent(layer: Layer): Marker | null;
  }
}
