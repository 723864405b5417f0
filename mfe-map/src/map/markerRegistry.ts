/**
 * The listing markers, managed outside React so that thousands of them stay cheap: the
 * cluster layer draws what is in view (and makes each marker once, on first show); this
 * registry gives hover, focus and selection their look, restyling one or two markers.
 */
import L from 'leaflet';
import type { MarkerPoint } from '../model/points';
import { markerRadii, type MarkerRadii } from '../model/radius';
import { ClusterLayer } from './clusterLayer';
import { ListingMarker, type Emphasis } from './listingMarker';
import classes from './markers.module.css';

const RING_PANE = 'listingRings';
/** Where the rings wait, invisible, until a marker needs one. */
const MAP_ORIGIN: L.LatLngTuple = [0, 0];

function ringStyle(color: string, visible: boolean): L.PathOptions {
  return { color, weight: 3, opacity: visible ? 0.95 : 0, fillColor: color, fillOpacity: visible ? 0.2 : 0 };
}

export interface MarkerRegistryOptions {
  onSelect: (listingId: string) => void;
}

export class MarkerRegistry {
  private readonly layer: ClusterLayer;
  private readonly hoverRing: L.CircleMarker;
  private readonly selectionRing: L.CircleMarker;
  private radii: MarkerRadii;
  private busHoverId: string | null = null;
  private localHoverId: string | null = null;
  private selectedId: string | null = null;
  private emphasised = new Set<ListingMarker>();
  private highlightedCluster: HTMLElement | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly options: MarkerRegistryOptions,
  ) {
    this.layer = new ClusterLayer(map, { onRendered: this.refreshHighlight });
    const group = this.layer.markers;
    this.radii = markerRadii(map.getZoom());
    if (!map.getPane(RING_PANE)) {
      // Below the markers (overlay pane, z-index 400), above the Kosovo shade.
      map.createPane(RING_PANE).style.zIndex = '390';
    }
    const ringOptions = { ...ringStyle('#000', false), radius: this.radii.outer, pane: RING_PANE, interactive: false };
    this.hoverRing = L.circleMarker(MAP_ORIGIN, ringOptions).addTo(map);
    this.selectionRing = L.circleMarker(MAP_ORIGIN, ringOptions).addTo(map);

    group.on('click', this.onMarkerClick);
    group.on('mouseover', this.onMarkerOver);
    group.on('mouseout', this.onMarkerOut);
    map.on('zoomend', this.onZoomEnd);
    map.on('moveend', this.refreshHighlight);
    const container = map.getContainer();
    container.addEventListener('keydown', this.onKeyDown);
    container.addEventListener('focusin', this.onFocusIn);
    container.addEventListener('focusout', this.onFocusOut);
  }

  /** Show exactly these points. */
  sync(points: readonly MarkerPoint[]): void {
    this.layer.setPoints(points);
    this.applyEmphasis();
  }

  /** The hovered card in the grid (over the bus). */
  setBusHover(listingId: string | null): void {
    this.busHoverId = listingId;
    this.applyEmphasis();
  }

  setSelected(listingId: string | null): void {
    this.selectedId = listingId;
    this.applyEmphasis();
  }

  destroy(): void {
    const group = this.layer.markers;
    group.off('click', this.onMarkerClick);
    group.off('mouseover', this.onMarkerOver);
    group.off('mouseout', this.onMarkerOut);
    this.map.off('zoomend', this.onZoomEnd);
    this.map.off('moveend', this.refreshHighlight);
    const container = this.map.getContainer();
    container.removeEventListener('keydown', this.onKeyDown);
    container.removeEventListener('focusin', this.onFocusIn);
    container.removeEventListener('focusout', this.onFocusOut);
    this.layer.destroy();
    this.hoverRing.remove();
    this.selectionRing.remove();
    this.setClusterHighlight(null);
  }

  private get hoveredId(): string | null {
    return this.localHoverId ?? this.busHoverId;
  }

  /** Restyle only the markers whose emphasis changes, then place rings and cluster highlight. */
  private applyEmphasis(): void {
    const hovered = this.hoveredId ? this.layer.markerFor(this.hoveredId) : undefined;
    const selected = this.selectedId ? this.layer.markerFor(this.selectedId) : undefined;
    const next = new Map<ListingMarker, Emphasis>();
    if (hovered) next.set(hovered, 'hovered');
    if (selected) next.set(selected, 'selected');
    for (const marker of this.emphasised) if (!next.has(marker)) marker.setEmphasis('none');
    for (const [marker, emphasis] of next) marker.setEmphasis(emphasis);
    this.emphasised = new Set(next.keys());
    this.refreshHighlight();
  }

  /** Rings sit on markers that are shown; a marker inside a cluster lights up its cluster. */
  private readonly refreshHighlight = (): void => {
    const hovered = this.hoveredId ? this.layer.markerFor(this.hoveredId) : undefined;
    const selected = this.selectedId ? this.layer.markerFor(this.selectedId) : undefined;
    this.placeRing(this.selectionRing, selected);
    this.placeRing(this.hoverRing, hovered !== selected ? hovered : undefined);
    const cluster = hovered && !this.map.hasLayer(hovered) ? this.layer.clusterElementOf(hovered.point.id) : null;
    this.setClusterHighlight(cluster, hovered?.point.id ?? null);
  };

  private placeRing(ring: L.CircleMarker, marker: ListingMarker | undefined): void {
    const visible = Boolean(marker && this.map.hasLayer(marker));
    if (marker && visible) ring.setLatLng(marker.getLatLng());
    ring.setStyle(ringStyle(marker?.point.color ?? '#000', visible));
    if (ring.getRadius() !== this.radii.outer) ring.setRadius(this.radii.outer);
  }

  /** Lights up the cluster holding the hovered listing, and says which listing it stands for. */
  private setClusterHighlight(icon: HTMLElement | null, listingId: string | null = null): void {
    const className = classes.clusterHighlighted ?? 'cluster-highlighted';
    if (icon !== this.highlightedCluster) {
      this.highlightedCluster?.classList.remove(className);
      this.highlightedCluster?.removeAttribute('data-highlighted');
      this.highlightedCluster?.removeAttribute('data-highlighted-listing');
      icon?.classList.add(className);
      icon?.setAttribute('data-highlighted', 'hovered');
      this.highlightedCluster = icon;
    }
    if (icon && listingId) icon.setAttribute('data-highlighted-listing', listingId);
  }

  private readonly onZoomEnd = (): void => {
    // The cluster layer sizes the markers; the rings follow.
    this.radii = markerRadii(this.map.getZoom());
    this.refreshHighlight();
  };

  private markerOf(event: L.LeafletEvent): ListingMarker | null {
    const layer = (event as L.LeafletEvent & { layer?: unknown }).layer;
    return layer instanceof ListingMarker ? layer : null;
  }

  private readonly onMarkerClick = (event: L.LeafletEvent): void => {
    const marker = this.markerOf(event);
    if (marker) this.options.onSelect(marker.point.id);
  };

  private readonly onMarkerOver = (event: L.LeafletEvent): void => {
    const marker = this.markerOf(event);
    if (!marker) return;
    this.localHoverId = marker.point.id;
    this.applyEmphasis();
  };

  private readonly onMarkerOut = (event: L.LeafletEvent): void => {
    if (!this.markerOf(event)) return;
    this.localHoverId = null;
    this.applyEmphasis();
  };

  private listingIdOf(target: EventTarget | null): string | null {
    return target instanceof Element ? target.getAttribute('data-listing-id') : null;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = this.listingIdOf(event.target);
    if (!id) return;
    event.preventDefault();
    this.options.onSelect(id);
  };

  private readonly onFocusIn = (event: FocusEvent): void => {
    const id = this.listingIdOf(event.target);
    if (!id) return;
    this.localHoverId = id;
    this.applyEmphasis();
  };

  private readonly onFocusOut = (event: FocusEvent): void => {
    if (!this.listingIdOf(event.target)) return;
    this.localHoverId = null;
    this.applyEmphasis();
  };
}
