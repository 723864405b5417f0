import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { SelectedListing } from 'shared/contracts';
import { selectionZoom } from '../model/mapView';
import type { MarkerPoint } from '../model/points';
import { strings } from '../strings';
import { moveAsApp } from './appMoves';

interface MapBehaviourProps {
  /** The current selection and the marker it points to, when the map shows that listing. */
  selection: SelectedListing | null;
  selectedPoint: MarkerPoint | undefined;
  onBackgroundClick: () => void;
}

/**
 * What the map does beside drawing: names its container, follows the size of its box,
 * clears the selection on a background click, and pans to a listing the grid selected.
 */
export function MapBehaviour({ selection, selectedPoint, onBackgroundClick }: MapBehaviourProps) {
  const map = useMap();
  const pannedFor = useRef<SelectedListing | null>(null);

  useMapEvents({ click: onBackgroundClick });

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', strings.mapContainer);
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);

  // Each selection from the grid pans once, at zoom 14 or closer (no clusters there).
  useEffect(() => {
    if (!selection || selection.source !== 'grid' || !selectedPoint) return;
    if (pannedFor.current === selection) return;
    pannedFor.current = selection;
    moveAsApp(map, () => map.setView([selectedPoint.latitude, selectedPoint.longitude], selectionZoom(map.getZoom()), { animate: true }));
  }, [map, selection, selectedPoint]);

  return null;
}
