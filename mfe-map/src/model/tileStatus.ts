/**
 * SPEC 8: a tile error marks the map failed and the loading placeholder shows. The map is
 * 'loading' until its first tiles arrive; a failure stays until the visitor retries, even if
 * other tiles load afterwards.
 */
export type TileStatus = 'loading' | 'ready' | 'failed';
export type TileEvent = 'tiles-loaded' | 'tile-error' | 'retry' | 'layer-shown';

export function nextTileStatus(status: TileStatus, event: TileEvent): TileStatus {
  switch (event) {
    case 'tile-error':
      return 'failed';
    case 'retry':
      return status === 'failed' ? 'loading' : status;
    // The map drawn ahead with blank tiles is shown: the layer's own tiles load from here.
    case 'layer-shown':
      return 'loading';
    case 'tiles-loaded':
      return status === 'loading' ? 'ready' : status;
  }
}
