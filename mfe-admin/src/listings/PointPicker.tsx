/**
 * The listing's exact point, picked on a Leaflet map (a click or a tap puts it there) or typed
 * as latitude and longitude (the keyboard's way). Only the server and this form see it; the
 * public outputs get it moved by the privacy offset.
 */
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from 'shared/contracts';
import { site } from 'shared/site';
import { KOSOVO_BOUNDS } from 'shared/listings';
import { Button, Group, SimpleGrid, Text } from 'shared/ui';
import { NumberInput } from 'shared/ui-admin';
import { strings } from '../strings';

const CENTRE: [number, number] = [42.66, 21.17];
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPlace({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

/** Keeps a typed point in view. */
function FollowPoint({ point }: { point: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.latitude, point.longitude])) map.panTo([point.latitude, point.longitude]);
  }, [map, point]);
  return null;
}

export default function PointPicker({ point, onChange, invalid }: { point: GeoPoint | null; onChange: (point: GeoPoint | null) => void; invalid: boolean }) {
  const t = strings.form;
  const tiles = site.mapTiles.find((layer) => layer.id === 'street') ?? site.mapTiles[0];
  const setPart = (part: keyof GeoPoint, value: number | string) => {
    if (typeof value !== 'number') return;
    onChange({ latitude: point?.latitude ?? CENTRE[0], longitude: point?.longitude ?? CENTRE[1], [part]: value });
  };
  return (
    <>
      <div data-point-picker style={{ height: 320, borderRadius: 8, overflow: 'hidden', outline: invalid ? '2px solid var(--mantine-color-red-6)' : undefined }}>
        <MapContainer
          center={point ? [point.latitude, point.longitude] : CENTRE}
          zoom={point ? 15 : 9}
          minZoom={8}
          maxBounds={[
            [KOSOVO_BOUNDS.south - 0.5, KOSOVO_BOUNDS.west - 0.5],
            [KOSOVO_BOUNDS.north + 0.5, KOSOVO_BOUNDS.east + 0.5],
          ]}
          style={{ height: '100%', width: '100%' }}
        >
          {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} {...(tiles.subdomains ? { subdomains: tiles.subdomains } : {})} />}
          <ClickToPlace onPick={onChange} />
          <FollowPoint point={point} />
          {point && <CircleMarker center={[point.latitude, point.longitude]} radius={9} pathOptions={{ color: '#c92a2a', weight: 3, fillOpacity: 0.6 }} />}
        </MapContainer>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm" verticalSpacing="xs">
        <NumberInput label="Gjerësia gjeografike" decimalScale={6} step={0.0001} value={point?.latitude ?? ''} onChange={(value) => setPart('latitude', value)} error={invalid ? t.fieldInvalid : undefined} />
        <NumberInput label="Gjatësia gjeografike" decimalScale={6} step={0.0001} value={point?.longitude ?? ''} onChange={(value) => setPart('longitude', value)} />
        <Group align="flex-end">
          <Button variant="subtle" color="gray" disabled={!point} onClick={() => onChange(null)}>
            {t.clearPoint}
          </Button>
        </Group>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {point ? t.locationAt(point.latitude, point.longitude) : t.locationNone}
      </Text>
    </>
  );
}
