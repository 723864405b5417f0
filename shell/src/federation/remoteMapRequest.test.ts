// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REMOTES_MAP_ELEMENT_ID } from 'shared/contracts';

const MAP = '{"mfe-map":"/remotes/mfe-map/mf-manifest.json"}';

describe('the inlined remotes map', () => {
  it('answers the first request from the page, and only the first', async () => {
    // The page as the server sends it, before the module (which reads it at once) loads.
    // The id as the server writes it (shared/contracts), which the module keeps a copy of.
    document.body.innerHTML = `<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}">${MAP}</script>`;
    const { requestRemoteMap, inlineRemoteMap } = await import('./remoteMapRequest');
    expect(await (await requestRemoteMap()).json()).toEqual({ 'mfe-map': '/remotes/mfe-map/mf-manifest.json' });
    expect(inlineRemoteMap()?.ok).toBe(true);
    document.body.innerHTML = '';
    expect(inlineRemoteMap()).toBeUndefined();
  });
});
