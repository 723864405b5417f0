/**
 * What the map draws for the listings: at each zoom below the SPEC's 14 the points are grouped
 * (radius 40 px, model/clusters) and each group is a cluster badge or, alone, a listing marker;
 * from zoom 14 every listing is its own marker. Only the groups in the view and a margin around
 * it are on the map; a zoom level is clustered the first time it is shown; markers are made on
 * first show and kept by id; and new layers are added in slices of a few milliseconds, so the
 * work follows what the visitor sees and never blocks the page.
 */
import L from 'leaflet';
import {
  clusterPoints,
  groupsToShow,
  projectLatitude,
  projectLongitude,
  projectPoints,
  singleGroups,
  unprojectX,
  unprojectY,
  type Clustering,
  type PointGroup,
  type ProjectedPoints,
  type WorldBounds,
} from '../model/clusters';
import { CLUSTERING } from '../model/mapView';
import type { MarkerPoint } from '../model/points';
import { markerRadii } from '../model/radius';
import { clusterIcon } from './clusterIcon';
import { ListingMarker } from './listingMarker';
import { runInSlices, type SlicedWork } from './slices';

/** Longest stretch of adding markers before the page gets the main thread back. */
const SLICE_MS = 8;
/**
 * Layers in the view drawn at once, whatever the time, so a view of ordinary density is
 * complete in the task that asked for it (about 15 ms of work on a slow phone).
 */
const AT_ONCE = 250;
/** The margin drawn around the view, as a share of its size: a short pan shows no gap. */
const VIEW_MARGIN = 0.5;
/** Room kept around a cluster's listings when a click zooms to them, in pixels. */
const ZOOM_PADDING = L.point(48, 48);

function worldBounds(bounds: L.LatLngBounds): WorldBounds {
  return {
    minX: projectLongitude(bounds.getWest()),
    maxX: projectLongitude(bounds.getEast()),
    minY: projectLatitude(bounds.getNorth()),
    maxY: projectLatitude(bounds.getSouth()),
  };
}

/** A cluster badge, keyboard-focusable, that knows its group. */
class ClusterMarker extends L.Marker {
  constructor(readonly group: PointGroup) {
    super([unprojectY(group.y), unprojectX(group.x)], { icon: clusterIcon(group.members.length), keyboard: true });
  }
}

export interface ClusterLayerOptions {
  /** After each slice of drawing (markers came or went); `done` when the view is complete. */
  onRendered: (done: boolean) => void;
}

export class ClusterLayer {
  /** The listing markers on the map; their clicks and hovers reach listeners of this group. */
  readonly markers = L.featureGroup();
  private readonly clusters = L.featureGroup();
  private points: readonly MarkerPoint[] = [];
  private projected: ProjectedPoints = projectPoints([]);
  private indexOf = new Map<string, number>();
  private clusterings = new Map<number, Clustering>();
  private current: Clustering | null = null;
  private readonly markerCache = new Map<string, ListingMarker>();
  private clusterMarkers = new WeakMap<PointGroup, ClusterMarker>();
  private readonly shown = new Set<ListingMarker | ClusterMarker>();
  private work: SlicedWork | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly options: ClusterLayerOptions,
  ) {
    this.markers.addTo(map);
    this.clusters.addTo(map);
    this.clusters.on('click', this.onClusterClick);
    this.clusters.on('keypress', this.onClusterKey);
    map.on('moveend', this.render);
  }

  /** Show exactly these points (a new filter result). */
  setPoints(points: readonly MarkerPoint[]): void {
    this.points = points;
    this.projected = projectPoints(points);
    this.indexOf = new Map();
    points.forEach((point, index) => this.indexOf.set(point.id, index));
    this.clusterings = new Map();
    this.clusterMarkers = new WeakMap();
    for (const id of this.markerCache.keys()) if (!this.indexOf.has(id)) this.markerCache.delete(id);
    this.render();
  }

  /** The marker of a listing among the points, made on first use; undefined for other ids. */
  markerFor(listingId: string): ListingMarker | undefined {
    const index = this.indexOf.get(listingId);
    return index === undefined ? undefined : this.markerAt(index);
  }

  /** The badge of the shown cluster that holds the listing, if it is in one. */
  clusterElementOf(listingId: string): HTMLElement | null {
    const index = this.indexOf.get(listingId);
    if (index === undefined || !this.current) return null;
    const group = this.current.groups[this.current.groupOf[index]!];
    if (!group || group.members.length < 2) return null;
    const marker = this.clusterMarkers.get(group);
    return marker && this.shown.has(marker) ? (marker.getElement() ?? null) : null;
  }

  destroy(): void {
    this.work?.cancel();
    this.map.off('moveend', this.render);
    this.clusters.off('click', this.onClusterClick);
    this.clusters.off('keypress', this.onClusterKey);
    this.markers.remove();
    this.clusters.remove();
    this.shown.clear();
    this.markerCache.clear();
  }

  private markerAt(index: number): ListingMarker {
    const point = this.points[index]!;
    let marker = this.markerCache.get(point.id);
    if (!marker) {
      marker = new ListingMarker(point, markerRadii(this.map.getZoom()).inner);
      this.markerCache.set(point.id, marker);
    }
    return marker;
  }

  private clusterMarker(group: PointGroup): ClusterMarker {
    let marker = this.clusterMarkers.get(group);
    if (!marker) {
      marker = new ClusterMarker(group);
      this.clusterMarkers.set(group, marker);
    }
    return marker;
  }

  /** The layer a group is drawn with, if it was made already. */
  private existingLayer(group: PointGroup): ListingMarker | ClusterMarker | undefined {
    return group.members.length === 1
      ? this.markerCache.get(this.points[group.members[0]!]!.id)
      : this.clusterMarkers.get(group);
  }

  private clusteringAt(zoom: number): Clustering {
    let clustering = this.clusterings.get(zoom);
    if (!clustering) {
      clustering =
        zoom >= CLUSTERING.disableClusteringAtZoom
          ? singleGroups(this.projected)
          : clusterPoints(this.projected, zoom, CLUSTERING.maxClusterRadius);
      this.clusterings.set(zoom, clustering);
    }
    return clustering;
  }

  /** Brings the map's layers in line with the view: what left it goes now, what entered comes in slices. */
  private readonly render = (): void => {
    this.work?.cancel();
    const zoom = Math.round(this.map.getZoom());
    const radius = markerRadii(zoom).inner;
    const clustering = this.clusteringAt(zoom);
    this.current = clustering;
    const view = this.map.getBounds();
    const { groups, inView } = groupsToShow(clustering, worldBounds(view.pad(VIEW_MARGIN)), worldBounds(view));

    const wanted = new Set<ListingMarker | ClusterMarker>();
    const pending: PointGroup[] = [];
    let pendingInView = 0;
    groups.forEach((group, index) => {
      const layer = this.existingLayer(group);
      if (layer) wanted.add(layer);
      const stale = layer instanceof ListingMarker && layer.getRadius() !== radius;
      if (layer && this.shown.has(layer) && !stale) return;
      pending.push(group);
      if (index < inView) pendingInView += 1;
    });
    for (const layer of this.shown) if (!wanted.has(layer)) this.hide(layer);

    this.work = runInSlices(pending, (group) => this.show(group, radius), {
      budgetMs: SLICE_MS,
      firstSliceAtLeast: Math.min(pendingInView, AT_ONCE),
      onSlice: (done) => this.options.onRendered(done),
    });
  };

  private show(group: PointGroup, radius: number): void {
    if (group.members.length === 1) {
      const marker = this.markerAt(group.members[0]!);
      if (marker.getRadius() !== radius) marker.setRadius(radius);
      if (!this.shown.has(marker)) this.markers.addLayer(marker);
      this.shown.add(marker);
    } else {
      const marker = this.clusterMarker(group);
      if (!this.shown.has(marker)) this.clusters.addLayer(marker);
      this.shown.add(marker);
    }
  }

  private hide(layer: ListingMarker | ClusterMarker): void {
    if (layer instanceof ListingMarker) this.markers.removeLayer(layer);
    else this.clusters.removeLayer(layer);
    this.shown.delete(layer);
  }

  /** A cluster click zooms in until its listings fit the view, at least one level, at most to 14. */
  private zoomInto(group: PointGroup): void {
    const bounds = L.latLngBounds(
      [unprojectY(group.maxY), unprojectX(group.minX)],
      [unprojectY(group.minY), unprojectX(group.maxX)],
    );
    const current = this.map.getZoom();
    const fitting = this.map.getBoundsZoom(bounds, false, ZOOM_PADDING);
    const zoom = Math.min(Math.max(fitting, current + 1), CLUSTERING.disableClusteringAtZoom, this.map.getMaxZoom());
    this.map.setView(bounds.getCenter(), zoom);
  }

  private readonly onClusterClick = (event: L.LeafletEvent): void => {
    const layer = (event as L.LeafletEvent & { layer?: unknown }).layer;
    if (layer instanceof ClusterMarker) this.zoomInto(layer.group);
  };

  private readonly onClusterKey = (event: L.LeafletEvent): void => {
    const { key } = (event as L.LeafletKeyboardEvent).originalEvent;
    if (key === 'Enter' || key === ' ') this.onClusterClick(event);
  };
}
