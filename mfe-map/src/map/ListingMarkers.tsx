import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { useLeafletContext } from '@react-leaflet/core';
import { hoveredListingId, onRequest } from 'shared/bus';
import type { Listing } from 'shared/contracts';
import { MarkerRegistry } from './markerRegistry';

interface ListingMarkersProps {
  listings: readonly Listing[];
  selectedId: string | null;
  onSelect: (listingId: string) => void;
  /** The markers are on the map (handed to the cluster group). */
  onShown: () => void;
}

/**
 * The markers inside the cluster group. The grid's hover goes straight from the bus to the
 * registry, so hovering a card re-renders nothing in React and restyles at most two markers.
 */
export function ListingMarkers({ listings, selectedId, onSelect, onShown }: ListingMarkersProps) {
  const { map, layerContainer } = useLeafletContext();
  const group = layerContainer as L.MarkerClusterGroup;
  const registryRef = useRef<MarkerRegistry | null>(null);
  const onSelectRef = useRef(onSelect);
  const onShownRef = useRef(onShown);

  useEffect(() => {
    onSelectRef.current = onSelect;
    onShownRef.current = onShown;
  }, [onSelect, onShown]);

  useEffect(() => {
    const registry = new MarkerRegistry(map, group, { onSelect: (id) => onSelectRef.current(id), onShown: () => onShownRef.current() });
    registryRef.current = registry;
    const stopHover = onRequest(hoveredListingId, (id) => registry.setBusHover(id));
    return () => {
      stopHover();
      registry.destroy();
      registryRef.current = null;
    };
  }, [map, group]);

  useEffect(() => {
    registryRef.current?.sync(listings);
  }, [map, group, listings]);

  useEffect(() => {
    registryRef.current?.setSelected(selectedId);
  }, [map, group, selectedId, listings]);

  return null;
}
