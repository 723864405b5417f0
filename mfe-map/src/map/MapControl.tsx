import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { useMap } from 'react-leaflet';

interface MapControlProps {
  position: L.ControlPosition;
  children: ReactNode;
}

/** React content in one of Leaflet's control corners, in a bar like its zoom buttons. */
export function MapControl({ position, children }: MapControlProps) {
  const map = useMap();
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'leaflet-control leaflet-bar';
    L.DomEvent.disableClickPropagation(element);
    L.DomEvent.disableScrollPropagation(element);
    return element;
  });

  useEffect(() => {
    const control = new L.Control({ position });
    control.onAdd = () => container;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, container, position]);

  return createPortal(children, container);
}
