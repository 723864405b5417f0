import L from 'leaflet';
import { clusterSize } from '../model/mapView';
import { strings } from '../strings';
import { VisuallyHidden } from 'shared/ui';
import classes from './markers.module.css';

const icons = new Map<number, L.DivIcon>();

/** A cluster badge: the count in the brand colour, named for screen readers (one icon per count, reused). */
export function clusterIcon(count: number): L.DivIcon {
  let icon = icons.get(count);
  if (!icon) {
    const size = clusterSize(count);
    icon = L.divIcon({
      html: `<span aria-hidden="true">${count}</span><span class="${VisuallyHidden.classes.root}">${strings.cluster(count)}</span>`,
      className: classes.cluster,
      iconSize: L.point(size, size),
    });
    icons.set(count, icon);
  }
  return icon;
}

/** Leaflet.markercluster's icon callback. */
export function createClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  return clusterIcon(cluster.getChildCount());
}
