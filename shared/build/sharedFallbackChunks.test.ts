import { describe, expect, it } from 'vitest';
import { chunkAssets, sharedFallbackChunks, STANDALONE_PAGE } from './sharedFallbackChunks';

describe('sharedFallbackChunks', () => {
  it("lists a lazy chunk whose importers all lie in a shared module's fallback, with that module", () => {
    expect(sharedFallbackChunks([{ files: ['277.js'], importerRoots: ['shared/ui'] }])).toEqual([{ file: '277.js', shared: ['shared/ui'] }]);
  });

  it("never lists a chunk the remote's own code can load, even when a shared fallback loads it too", () => {
    const chunks = [
      { files: ['242.js'], importerRoots: [null] },
      { files: ['300.js'], importerRoots: ['shared/ui', null] },
    ];
    expect(sharedFallbackChunks(chunks)).toEqual([]);
  });

  it('names every shared module whose fallback loads the chunk, once each, and skips a chunk nothing imports', () => {
    const chunks = [
      { files: ['9.js', '8.js'], importerRoots: ['shared/ui-overlays', 'shared/ui', 'shared/ui'] },
      { files: ['7.js'], importerRoots: [] },
    ];
    expect(sharedFallbackChunks(chunks)).toEqual([
      { file: '8.js', shared: ['shared/ui', 'shared/ui-overlays'] },
      { file: '9.js', shared: ['shared/ui', 'shared/ui-overlays'] },
    ]);
  });

  it("lists a chunk only the remote's standalone page loads, with the shared modules of its other importers", () => {
    const chunks = [
      { files: ['128.css'], importerRoots: [STANDALONE_PAGE] },
      { files: ['130.js'], importerRoots: [STANDALONE_PAGE, 'shared/ui'] },
      { files: ['131.js'], importerRoots: [STANDALONE_PAGE, null] },
    ];
    expect(sharedFallbackChunks(chunks)).toEqual([
      { file: '128.css', shared: [] },
      { file: '130.js', shared: ['shared/ui'] },
    ]);
  });

  it("lists a chunk's style sheets with its scripts, and nothing else it emits", () => {
    expect(chunkAssets(['128.f7294752.css', '277.01a9ea4a.js', '277.01a9ea4a.js.map', 'assets/pin.svg'])).toEqual(['128.f7294752.css', '277.01a9ea4a.js']);
  });
});
