import { describe, expect, it } from 'vitest';

const MAP = '{"mfe-map":"/remotes/mfe-map/mf-manifest.json"}';

describe('the inlined remotes map', () => {
  it('answers the first request from the page, and only the first', async () => {
    // The page as the server sends it, before the module (which reads it at once) loads.
    document.body.innerHTML = `<script type="application/json" id="remotes-map">${MAP}</script>`;
    const { requestRemoteMap, inlineRemoteMap } = await import('./remoteMapRequest');
    expect(await (await requestRemoteMap()).json()).toEqual({ 'mfe-map': '/remotes/mfe-map/mf-manifest.json' });
    expect(inlineRemoteMap()?.ok).toBe(true);
    document.body.innerHTML = '';
    expect(inlineRemoteMap()).toBeUndefined();
  });
});
