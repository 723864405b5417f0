import { describe, expect, it } from 'vitest';
import { sharedFallbackChunks } from './sharedFallbackChunks';

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
});
