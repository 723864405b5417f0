import { useLayoutEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { openingCentre, openingZoom } from 'shared/map-view';
import { MAP_VIEW } from '../model/mapView';

/**
 * Opens the map on Kosovo as large as its box allows (`openingZoom`, the rule the server's first
 * view follows too), before the first tile is asked for, and opens it again when the box changes
 * size (a phone turned, fullscreen) as long as the visitor has not moved or zoomed the map.
 */
export function OpeningView() {
  const map = useMap();
  useLayoutEffect(() => {
    let opening = false;
    let touched = false;
    const open = () => {
      const size = map.getSize();
      const zoom = openingZoom({ width: size.x, height: size.y });
      const middle = openingCentre({ ...MAP_VIEW, zoom });
      const centre = map.unproject(L.point(middle.x, middle.y), zoom);
      opening = true;
      try {
        map.setView(centre, zoom, { animate: false });
      } finally {
        opening = false;
      }
    };
    const onMoveStart = () => {
      if (!opening) touched = true;
    };
    const onResize = () => {
      if (!touched) open();
    };
    open();
    map.on('movestart zoomstart', onMoveStart);
    map.on('resize', onResize);
    return () => {
      map.off('movestart zoomstart', onMoveStart);
      map.off('resize', onResize);
    };
  }, [map]);
  return null;
}
