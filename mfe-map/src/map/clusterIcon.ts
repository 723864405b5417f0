import L from 'leaflet';
import { currentLocale } from 'shared/i18n';
import { VisuallyHidden } from 'shared/ui';
import { clusterSize } from '../model/mapView';
import { strings } from '../strings';
import classes from './markers.module.css';

/** The icons made, by language and count: an icon holds its name in the language it was made in. */
const icons = new Map<string, L.DivIcon>();

/** A cluster badge: the count in the brand colour, named for screen readers (one icon per count, reused). */
export function clusterIcon(count: number): L.DivIcon {
  const key = `${currentLocale()} ${count}`;
  let icon = icons.get(key);
  if (!icon) {
    const size = clusterSize(count);
    icon = L.divIcon({
      html: `<span aria-hidden="true">${count}</span><span class="${VisuallyHidden.classes.root}">${strings.cluster(count)}</span>`,
      className: classes.cluster,
      iconSize: L.point(size, size),
    });
    icons.set(key, icon);
  }
  return icon;
}

/** Leaflet.markercluster's icon callback. */
export function createClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  return clusterIcon(cluster.getChildCount());
}
