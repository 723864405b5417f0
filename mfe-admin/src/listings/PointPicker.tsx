/**
 * The listing's exact point, picked on a Leaflet map (a click or a tap puts it there), taken
 * from the phone's location on the agent's tap, or typed as latitude and longitude (the
 * keyboard's way). Without a point the map opens on the listing's neighbourhood, else its city
 * (the middle of the agency's listings there, `GET /admin/api/places`), and 'Shko te' jumps to
 * any of them. Only the server and this form see the point; the public outputs get it moved by
 * the privacy offset.
 */
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { AdminPlace, GeoPoint } from 'shared/contracts';
import { site } from 'shared/site';
import { KOSOVO_BOUNDS } from 'shared/listings';
import { MAP_VIEW } from 'shared/map-view';
import { Button, Group, SimpleGrid, Text } from 'shared/ui';
import { NativeSelect, NumberInput } from 'shared/ui-admin';
import { api } from '../api';
import { strings } from '../strings';
import { placeLabel, startingPlace } from './places';

const round = (value: number) => Math.round(value * 1e6) / 1e6;
/** How near each kind of place the map comes. */
const ZOOM = { point: 16, neighbourhood: 15, city: 13 } as const;

interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

const insideKosovo = ({ latitude, longitude }: GeoPoint) =>
  latitude >= KOSOVO_BOUNDS.south && latitude <= KOSOVO_BOUNDS.north && longitude >= KOSOVO_BOUNDS.west && longitude <= KOSOVO_BOUNDS.east;

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

/** Moves the map to `view` whenever it changes (a new city or neighbourhood, 'Shko te', the phone's location). */
function GoTo({ view }: { view: MapView | null }) {
  const map = useMap();
  useEffect(() => {
    if (view) map.setView([view.latitude, view.longitude], view.zoom, { animate: false });
  }, [map, view]);
  return null;
}

interface PointPickerProps {
  point: GeoPoint | null;
  onChange: (point: GeoPoint | null) => void;
  invalid: boolean;
  /** The form's city and neighbourhood: where the map opens while there is no point. */
  city: string;
  neighbourhood: string;
}

type Located = { kind: 'idle' } | { kind: 'locating' } | { kind: 'outside' } | { kind: 'failed' };

export default function PointPicker({ point, onChange, invalid, city, neighbourhood }: PointPickerProps) {
  const t = strings.form;
  const p = strings.picker;
  const tiles = site.mapTiles.find((layer) => layer.id === 'street') ?? site.mapTiles[0];
  const [places, setPlaces] = useState<AdminPlace[]>([]);
  // A jump the agent asked for ('Shko te', the phone's location), made while `from` was the form's place.
  const [jump, setJump] = useState<{ view: MapView; label: string | null; from: string } | null>(null);
  const [located, setLocated] = useState<Located>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    // Without the places the map opens on Kosovo, as before: the picker works on.
    api.places().then((answer) => live && setPlaces(answer), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  // No point yet: the map goes to the form's neighbourhood, else its city, as they are chosen.
  const start = point ? undefined : startingPlace(places, city, neighbourhood);
  const startKey = start ? placeLabel(start) : '';
  const startView = useMemo<MapView | null>(
    () => (start ? { latitude: start.latitude, longitude: start.longitude, zoom: start.neighbourhood ? ZOOM.neighbourhood : ZOOM.city } : null),
    // Only a new place moves the map, not the same one found again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startKey],
  );
  // What the map shows now, in words: the agent's own jump while the form's place has not changed since.
  const jumped = jump !== null && jump.from === startKey;
  const shown = jumped ? jump.label : start ? startKey : null;

  const setPart = (part: keyof GeoPoint, value: number | string) => {
    if (typeof value !== 'number') return;
    onChange({ latitude: point?.latitude ?? MAP_VIEW.center[0], longitude: point?.longitude ?? MAP_VIEW.center[1], [part]: value });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocated({ kind: 'failed' });
    setLocated({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) };
        if (!insideKosovo(here)) return setLocated({ kind: 'outside' });
        setLocated({ kind: 'idle' });
        onChange(here);
        setJump({ view: { ...here, zoom: ZOOM.point }, label: null, from: startKey });
      },
      () => setLocated({ kind: 'failed' }),
      // A fresh fix: the agent may have walked from the last place the phone knew.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  const goTo = (index: string) => {
    const place = places[Number(index)];
    if (!place) return;
    setJump({ view: { latitude: place.latitude, longitude: place.longitude, zoom: place.neighbourhood ? ZOOM.neighbourhood : ZOOM.city }, label: placeLabel(place), from: startKey });
  };

  return (
    <>
      <Group gap="sm" align="flex-end" mb="sm" wrap="wrap">
        <Button variant="light" loading={located.kind === 'locating'} onClick={locate}>
          {p.useMyLocation}
        </Button>
        {places.length > 0 && (
          <NativeSelect
            label={p.goTo}
            value=""
            onChange={(event) => goTo(event.currentTarget.value)}
            data={[{ value: '', label: p.choosePlace }, ...places.map((place, index) => ({ value: String(index), label: placeLabel(place) }))]}
            style={{ flex: '1 1 14rem' }}
          />
        )}
      </Group>
      {located.kind === 'outside' && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {p.outside}
        </Text>
      )}
      {located.kind === 'failed' && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {p.locationFailed}
        </Text>
      )}
      <div data-point-picker style={{ height: 320, borderRadius: 8, overflow: 'hidden', outline: invalid ? '2px solid var(--mantine-color-red-6)' : undefined }}>
        <MapContainer
          center={point ? [point.latitude, point.longitude] : [MAP_VIEW.center[0], MAP_VIEW.center[1]]}
          zoom={point ? ZOOM.point : 9}
          minZoom={8}
          zoomControl={false}
          maxBounds={[
            [KOSOVO_BOUNDS.south - 0.5, KOSOVO_BOUNDS.west - 0.5],
            [KOSOVO_BOUNDS.north + 0.5, KOSOVO_BOUNDS.east + 0.5],
          ]}
          style={{ height: '100%', width: '100%' }}
        >
          <ZoomControl position="topleft" zoomInTitle={p.zoomIn} zoomOutTitle={p.zoomOut} />
          {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} {...(tiles.subdomains ? { subdomains: tiles.subdomains } : {})} />}
          <ClickToPlace onPick={onChange} />
          <FollowPoint point={point} />
          <GoTo view={startView} />
          <GoTo view={jump?.view ?? null} />
          {point && <CircleMarker center={[point.latitude, point.longitude]} radius={9} pathOptions={{ color: '#c92a2a', weight: 3, fillOpacity: 0.6 }} />}
        </MapContainer>
      </div>
      {shown && (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite" data-picker-place>
          {p.showing(shown)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm" verticalSpacing="xs">
        <NumberInput label={p.latitude} decimalScale={6} step={0.0001} value={point?.latitude ?? ''} onChange={(value) => setPart('latitude', value)} error={invalid ? t.fieldInvalid : undefined} />
        <NumberInput label={p.longitude} decimalScale={6} step={0.0001} value={point?.longitude ?? ''} onChange={(value) => setPart('longitude', value)} />
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
