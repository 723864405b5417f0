import L from 'leaflet';
import { clusterSize } from '../model/mapView';
import { strings } from '../strings';
import classes from './markers.module.css';

/** A cluster badge: the count in the brand colour, named for screen readers. */
export function createClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = clusterSize(count);
  return L.divIcon({
    html: `<span aria-hidden="true">${count}</span><span class="${classes.visuallyHidden}">${strings.cluster(count)}</span>`,
    className: classes.cluster,
    iconSize: L.point(size, size),
  });
}
