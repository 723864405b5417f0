import { useMemo } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapPanelProps } from 'shared/contracts';
import { useFilters } from 'shared/bus';
import { applyFilters, useListings } from 'shared/listings';
import { strings } from './strings';

const CENTER: [number, number] = [42.66, 21.17];

export default function MapPanel({ height = 520 }: MapPanelProps) {
  const { listings } = useListings();
  const filters = useFilters();
  const located = useMemo(
    () => applyFilters(listings, filters).filter((listing) => listing.geoPoint),
    [listings, filters],
  );
  return (
    <section aria-label={strings.region} style={{ height }} data-marker-count={located.length}>
      <MapContainer center={CENTER} zoom={8} minZoom={8} style={{ height: '100%' }}>
        <TileLayer
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution="&copy; OpenStreetMap"
        />
        {located.map((listing) => (
          <CircleMarker
            key={listing.id}
            center={[listing.geoPoint!.latitude, listing.geoPoint!.longitude]}
            radius={10}
          />
        ))}
      </MapContainer>
    </section>
  );
}
