/**
 * The listing markers, managed outside React so that thousands of them stay cheap: each is
 * created once and kept by id; a filter change adds and removes only the difference (in
 * chunks, through the cluster group); hover and selection restyle one or two markers.
 */
import L from 'leaflet';
import type { Listing } from 'shared/contracts';
import { currentLocale } from 'shared/i18n';
import { markerLabel, markerPointOf, type MarkerPoint } from '../model/points';
import { markerRadii, type MarkerRadii } from '../model/radius';
import classes from './markers.module.css';

type Emphasis = 'none' | 'hovered' | 'selected';

const RING_PANE = 'listingRings';
/** Main-thread time spent making markers per task. */
const MAKE_SLICE_MS = 16;
/** Where the rings wait, invisible, until a marker needs one. */
const MAP_ORIGIN: L.LatLngTuple = [0, 0];

function dotStyle(color: string, emphasis: Emphasis): L.PathOptions {
  return emphasis === 'none'
    ? { color: '#ffffff', weight: 2, opacity: 1, fillColor: color, fillOpacity: 0.85 }
    : { color: '#1a1b1e', weight: 3, opacity: 1, fillColor: color, fillOpacity: 1 };
}

/**
 * A marker's options, one object per colour and radius (Leaflet copies them into the marker's
 * own options; sharing them spares 10,000 short-lived objects on a big load).
 */
const optionsByStyle = new Map<string, L.CircleMarkerOptions>();
function markerOptions(color: string, radius: number): L.CircleMarkerOptions {
  const key = `${color} ${radius}`;
  let options = optionsByStyle.get(key);
  if (!options) {
    options = {
      color: '#ffffff',
      weight: 2,
      opacity: 1,
      fillColor: color,
      fillOpacity: 0.85,
      radius,
      className: classes.marker,
      bubblingMouseEvents: false,
    };
    optionsByStyle.set(key, options);
  }
  return options;
}

function ringStyle(color: string, visible: boolean): L.PathOptions {
  return { color, weight: 3, opacity: visible ? 0.95 : 0, fillColor: color, fillOpacity: visible ? 0.2 : 0 };
}

/** A circle marker that knows its listing and names itself for assistive technology. */
class ListingMarker extends L.CircleMarker {
  readonly point: MarkerPoint;
  emphasis: Emphasis = 'none';

  constructor(point: MarkerPoint, radius: number) {
    super([point.latitude, point.longitude], markerOptions(point.color, radius));
    this.point = point;
  }

  /** Leaflet creates a new SVG path each time the cluster group shows the marker. */
  override onAdd(map: L.Map): this {
    super.onAdd(map);
    const path = this.getElement();
    if (path instanceof SVGElement) {
      path.setAttribute('role', 'button');
      path.setAttribute('tabindex', '0');
      const label = markerLabel(this.point.listing, currentLocale());
      path.setAttribute('aria-label', label.text);
      path.setAttribute('lang', label.lang);
      path.setAttribute('data-listing-id', this.point.id);
      this.markEmphasis();
    }
    return this;
  }

  /** `shown`: the marker is on the map now (not inside a cluster), so it can be brought to the front. */
  setEmphasis(emphasis: Emphasis, shown: boolean): void {
    if (emphasis === this.emphasis) return;
    this.emphasis = emphasis;
    this.setStyle(dotStyle(this.point.color, emphasis));
    this.markEmphasis();
    if (emphasis !== 'none' && shown) this.bringToFront();
  }

  private markEmphasis(): void {
    const path = this.getElement();
    if (!path) return;
    if (this.emphasis === 'none') path.removeAttribute('data-highlighted');
    else path.setAttribute('data-highlighted', this.emphasis);
  }
}

/**
 * markercluster subscribes to every marker it holds for drags and moves (dragstart, move,
 * dragend: 7 listener objects a marker), to re-cluster a marker that moves. Listing markers
 * never move (spiderfying moves them with those listeners ignored), and with 10,000 markers
 * these objects were a large part of what the garbage collector copied while the first
 * clusters were made. So a listing marker declines exactly those subscriptions when a cluster
 * group makes them, through Leaflet's public `on`; every other listener is kept.
 */
const MOVE_EVENTS = new Set(['dragstart', 'move', 'dragend']);
const leafletOn = L.CircleMarker.prototype.on as (this: L.Evented, ...args: unknown[]) => L.Evented;
/** Leaflet's `on`; in its event-map form, `on(map, context)`, the second argument is the context. */
function onWithoutGroupMoves(this: ListingMarker, types: unknown, second?: unknown, third?: unknown): ListingMarker {
  if (typeof types !== 'object' || types === null || !(second instanceof L.MarkerClusterGroup)) {
    leafletOn.call(this, types, second, third);
    return this;
  }
  const kept = Object.fromEntries(Object.entries(types).filter(([type]) => !MOVE_EVENTS.has(type)));
  if (Object.keys(kept).length > 0) leafletOn.call(this, kept, second);
  return this;
}
ListingMarker.prototype.on = onWithoutGroupMoves as ListingMarker['on'];

export interface MarkerRegistryOptions {
  onSelect: (listingId: string) => void;
  /** Markers were handed to the cluster group (it draws its first chunk of them at once). */
  onShown?: () => void;
}

export class MarkerRegistry {
  private readonly markers = new Map<string, ListingMarker>();
  private readonly hoverRing: L.CircleMarker;
  private readonly selectionRing: L.CircleMarker;
  private radii: MarkerRadii;
  private busHoverId: string | null = null;
  /**
   * The marker under the pointer and the marker with keyboard focus are kept apart: a pointer
   * leaving one marker must not take the ring off another that has focus (a map moving under a
   * still pointer sends such leaves). The later of the two is the one shown.
   */
  private pointerId: string | null = null;
  private focusId: string | null = null;
  private focusIsLater = false;
  private selectedId: string | null = null;
  private emphasised = new Set<ListingMarker>();
  private highlightedCluster: HTMLElement | null = null;
  /** Listings `sync` asked for whose markers are not made yet (see `addSoon`). */
  private readonly unmade = new Map<string, Listing>();
  /** Markers made and not yet handed to the cluster group. */
  private readonly unclustered = new Set<ListingMarker>();
  private addTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly group: L.MarkerClusterGroup,
    private readonly options: MarkerRegistryOptions,
  ) {
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
    group.on('animationend spiderfied unspiderfied', this.refreshHighlight);
    map.on('zoomend', this.onZoomEnd);
    map.on('moveend', this.refreshHighlight);
    const container = map.getContainer();
    container.addEventListener('keydown', this.onKeyDown);
    container.addEventListener('focusin', this.onFocusIn);
    container.addEventListener('focusout', this.onFocusOut);
  }

  /** Mark exactly these listings: markers for new ids are made and clustered soon, missing ids removed. */
  sync(listings: readonly Listing[]): void {
    const wanted = new Set<string>();
    let added = false;
    for (const listing of listings) {
      wanted.add(listing.id);
      if (this.markers.has(listing.id) || this.unmade.has(listing.id)) continue;
      this.unmade.set(listing.id, listing);
      added = true;
    }
    for (const id of this.unmade.keys()) if (!wanted.has(id)) this.unmade.delete(id);
    const removed: ListingMarker[] = [];
    for (const [id, marker] of this.markers) {
      if (wanted.has(id)) continue;
      this.markers.delete(id);
      this.emphasised.delete(marker);
      // One never handed to the group only has to be forgotten.
      if (!this.unclustered.delete(marker)) removed.push(marker);
    }
    if (removed.length > 0) this.group.removeLayers(removed);
    if (added) this.addSoon();
    this.applyEmphasis();
  }

  /**
   * Makes the new markers (and their points) in slices of MAKE_SLICE_MS, each in a task of its own, then hands
   * them to the cluster group in another, which clusters in chunks of its own (ListingsMap). With 10,000
   * listings, making the markers inside React's commit, or in the task of the group's first
   * chunk, blocked the main thread in one long task.
   */
  private addSoon(): void {
    if (this.addTimer !== undefined) return;
    this.addTimer = setTimeout(this.makeSlice, 0);
  }

  private readonly makeSlice = (): void => {
    this.addTimer = undefined;
    const started = performance.now();
    let made = 0;
    for (const [id, listing] of this.unmade) {
      this.unmade.delete(id);
      const point = markerPointOf(listing);
      if (point) {
        const marker = new ListingMarker(point, this.radii.inner);
        this.markers.set(id, marker);
        this.unclustered.add(marker);
      }
      if (++made % 250 === 0 && this.unmade.size > 0 && performance.now() - started > MAKE_SLICE_MS) {
        this.addSoon();
        return;
      }
    }
    // The group clusters its first chunk at once: in a task of its own.
    this.addTimer = setTimeout(this.handToGroup, 0);
  };

  private readonly handToGroup = (): void => {
    this.addTimer = undefined;
    if (this.unmade.size > 0) {
      this.addSoon();
      return;
    }
    const ready = [...this.unclustered];
    this.unclustered.clear();
    // No 'layeradd' event per marker: nothing listens, and each one is an object and a call.
    if (ready.length > 0) this.group.addLayers(ready, true);
    this.applyEmphasis();
    this.options.onShown?.();
  };

  get size(): number {
    return this.markers.size;
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
    this.group.off('click', this.onMarkerClick);
    this.group.off('mouseover', this.onMarkerOver);
    this.group.off('mouseout', this.onMarkerOut);
    this.group.off('animationend spiderfied unspiderfied', this.refreshHighlight);
    this.map.off('zoomend', this.onZoomEnd);
    this.map.off('moveend', this.refreshHighlight);
    const container = this.map.getContainer();
    container.removeEventListener('keydown', this.onKeyDown);
    container.removeEventListener('focusin', this.onFocusIn);
    container.removeEventListener('focusout', this.onFocusOut);
    clearTimeout(this.addTimer);
    // The markers stay in the group: the registry lives exactly as long as its group (the map's
    // markers effect, keyed by map and group), which leaves the map with them. Taking 10,000
    // markers out one by one (the group's removeLayers) took 2.4 s of one task in jsdom, and
    // froze a phone for seconds when map mode was left.
    this.unclustered.clear();
    this.unmade.clear();
    this.markers.clear();
    this.hoverRing.remove();
    this.selectionRing.remove();
    this.setClusterHighlight(null);
  }

  private get hoveredId(): string | null {
    const local = this.focusIsLater ? (this.focusId ?? this.pointerId) : (this.pointerId ?? this.focusId);
    return local ?? this.busHoverId;
  }

  /** Restyle only the markers whose emphasis changes, then place rings and cluster highlight. */
  private applyEmphasis(): void {
    const hovered = this.hoveredId ? this.markers.get(this.hoveredId) : undefined;
    const selected = this.selectedId ? this.markers.get(this.selectedId) : undefined;
    const next = new Map<ListingMarker, Emphasis>();
    if (hovered) next.set(hovered, 'hovered');
    if (selected) next.set(selected, 'selected');
    for (const marker of this.emphasised) if (!next.has(marker)) marker.setEmphasis('none', false);
    for (const [marker, emphasis] of next) marker.setEmphasis(emphasis, this.map.hasLayer(marker));
    this.emphasised = new Set(next.keys());
    this.refreshHighlight();
  }

  /** Rings sit on markers that are shown; a marker inside a cluster lights up its cluster. */
  private readonly refreshHighlight = (): void => {
    const hovered = this.hoveredId ? this.markers.get(this.hoveredId) : undefined;
    const selected = this.selectedId ? this.markers.get(this.selectedId) : undefined;
    this.placeRing(this.selectionRing, selected);
    this.placeRing(this.hoverRing, hovered !== selected ? hovered : undefined);
    const cluster = hovered && !this.map.hasLayer(hovered) && !this.unclustered.has(hovered) ? this.visibleCluster(hovered) : null;
    this.setClusterHighlight(cluster, hovered?.point.id ?? null);
  };

  /** The icon of the smallest cluster on the map that holds the marker. */
  private visibleCluster(marker: ListingMarker): HTMLElement | null {
    const parent = this.group.getVisibleParent(marker);
    return parent instanceof L.MarkerCluster ? (parent.getElement() ?? null) : null;
  }

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
    const radii = markerRadii(this.map.getZoom());
    if (radii.inner !== this.radii.inner) {
      this.radii = radii;
      for (const marker of this.markers.values()) marker.setRadius(radii.inner);
    }
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
    this.pointerId = marker.point.id;
    this.focusIsLater = false;
    this.applyEmphasis();
  };

  private readonly onMarkerOut = (event: L.LeafletEvent): void => {
    const marker = this.markerOf(event);
    if (!marker || marker.point.id !== this.pointerId) return;
    this.pointerId = null;
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
    this.focusId = id;
    this.focusIsLater = true;
    this.applyEmphasis();
  };

  private readonly onFocusOut = (event: FocusEvent): void => {
    const id = this.listingIdOf(event.target);
    if (!id || id !== this.focusId) return;
    this.focusId = null;
    this.applyEmphasis();
  };
}
