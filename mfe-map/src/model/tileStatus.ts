/**
 * SPEC 8: a tile error marks the map failed and the loading placeholder shows. The map is
 * 'loading' until its first tiles arrive; a failure stays until the visitor retries, even if
 * other tiles load afterwards.
 */
export type TileStatus = 'loading' | 'ready' | 'failed';
export type TileEvent = 'tiles-loaded' | 'tile-error' | 'retry';

export function nextTileStatus(status: TileStatus, event: TileEvent): TileStatus {
  switch (event) {
    case 'tile-error':
      return 'failed';
    case 'retry':
      return status === 'failed' ? 'loading' : status;
    case 'tiles-loaded':
      return status === 'loading' ? 'ready' : status;
  }
}
