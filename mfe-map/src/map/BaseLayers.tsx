import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { LayersControl, TileLayer, useMap } from 'react-leaflet';
import { BLANK_TILE_URL, DEFAULT_TILE_LAYER, TILE_PROVIDERS, type TileLayerId } from '../config/tiles';
import { strings } from '../strings';

interface BaseLayersProps {
  onTilesLoaded: () => void;
  onTileError: () => void;
  /** Changes when the visitor asks to retry: the shown layer fetches its tiles again. */
  retryToken: number;
  /** Every tile the same blank image, so none is fetched: the map drawn ahead (MapPanelProps.rehearsal). */
  blankTiles: boolean;
}

/** Street, Satellite and Contrast, switched by Leaflet's layers control (top right). */
export function BaseLayers({ onTilesLoaded, onTileError, retryToken, blankTiles }: BaseLayersProps) {
  const map = useMap();
  const controlRef = useRef<L.Control.Layers | null>(null);
  const layersRef = useRef(new Map<TileLayerId, L.TileLayer>());

  // Leaflet names its toggle "Layers" in English alone; give it the page's language.
  useEffect(() => {
    const toggle = controlRef.current?.getContainer()?.querySelector('.leaflet-control-layers-toggle');
    toggle?.setAttribute('title', strings.layers.toggle);
    toggle?.setAttribute('aria-label', strings.layers.toggle);
  }, []);

  useEffect(() => {
    if (retryToken === 0) return;
    for (const layer of layersRef.current.values()) if (map.hasLayer(layer)) layer.redraw();
  }, [map, retryToken]);

  return (
    <LayersControl position="topright" ref={controlRef}>
      {TILE_PROVIDERS.map((provider) => (
        <LayersControl.BaseLayer
          key={provider.id}
          name={strings.layers[provider.id]}
          checked={provider.id === DEFAULT_TILE_LAYER}
        >
          <TileLayer
            ref={(layer) => {
              if (layer) layersRef.current.set(provider.id, layer);
              else layersRef.current.delete(provider.id);
            }}
            url={blankTiles ? BLANK_TILE_URL : provider.url}
            attribution={provider.attribution}
            maxZoom={provider.maxZoom}
            {...(provider.subdomains ? { subdomains: provider.subdomains } : {})}
            eventHandlers={{ load: onTilesLoaded, tileerror: onTileError }}
          />
        </LayersControl.BaseLayer>
      ))}
    </LayersControl>
  );
}
