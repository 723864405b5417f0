// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextTileStatus, type TileEvent, type TileStatus } from './tileStatus';

const run = (events: TileEvent[], from: TileStatus = 'loading') => events.reduce(nextTileStatus, from);

describe('nextTileStatus', () => {
  it('is ready once the first tiles load', () => {
    expect(run(['tiles-loaded'])).toBe('ready');
  });

  it('fails on a tile error, whether loading or ready', () => {
    expect(run(['tile-error'])).toBe('failed');
    expect(run(['tiles-loaded', 'tile-error'])).toBe('failed');
  });

  it('stays failed when other tiles load after an error', () => {
    expect(run(['tile-error', 'tiles-loaded'])).toBe('failed');
  });

  it('loads again after a retry, and a retry does nothing otherwise', () => {
    expect(run(['tile-error', 'retry'])).toBe('loading');
    expect(run(['tile-error', 'retry', 'tiles-loaded'])).toBe('ready');
    expect(run(['tiles-loaded', 'retry'])).toBe('ready');
    expect(run(['retry'])).toBe('loading');
  });

  it('loads again when the map drawn ahead with blank tiles is shown, whatever the blank tiles did', () => {
    expect(run(['tiles-loaded', 'layer-shown'])).toBe('loading');
    expect(run(['tile-error', 'layer-shown'])).toBe('loading');
    expect(run(['tiles-loaded', 'layer-shown', 'tiles-loaded'])).toBe('ready');
  });
});
