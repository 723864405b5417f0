import { describe, expect, it } from 'vitest';
import { manifestRead, readManifestsPlugin } from './plugins';

type AfterLoadManifest = (args: { manifestUrl: string; manifestJson?: unknown; error?: unknown }) => void;

describe('readManifestsPlugin', () => {
  it("keeps each manifest the runtime read, so the fetch ahead lists chunks from it instead of asking again", () => {
    const afterLoadManifest = readManifestsPlugin().afterLoadManifest as unknown as AfterLoadManifest;
    const url = 'http://localhost/remotes/mfe-map/mf-manifest.json';
    expect(manifestRead(url)).toBeUndefined();
    afterLoadManifest({ manifestUrl: url, manifestJson: { name: 'mfe-map', exposes: [] } });
    expect(manifestRead(url)).toEqual({ name: 'mfe-map', exposes: [] });
  });

  it('keeps nothing from a failed read (the fetch ahead then asks the server itself)', () => {
    const afterLoadManifest = readManifestsPlugin().afterLoadManifest as unknown as AfterLoadManifest;
    const url = 'http://localhost/remotes/mfe-detail/mf-manifest.json';
    afterLoadManifest({ manifestUrl: url, manifestJson: { name: 'fallback' }, error: new Error('offline') });
    afterLoadManifest({ manifestUrl: url });
    expect(manifestRead(url)).toBeUndefined();
  });
});
