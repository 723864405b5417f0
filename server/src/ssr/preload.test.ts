import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManifestReader, chunkOfStylesheet, manifestPreloads, type RemoteManifest } from './preload';
import { serverRoutePreloads } from './listings';

const MANIFEST: RemoteManifest = {
  name: 'mfe-listings',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'ListingsPage', path: './ListingsPage', assets: { js: { sync: ['375.a.js', 'expose_ListingsPage.b.js'] }, css: { sync: ['619.c0ffee12.css'] } } },
    { name: 'FilterStrip', path: './FilterStrip', assets: { js: { sync: ['302.d.js'] }, css: { sync: [] } } },
  ],
};

const LISTINGS = '/remotes/mfe-listings/mf-manifest.json';

describe('preload hints', () => {
  it('name the remote entry and the exposed modules\' chunks relative to the manifest', () => {
    expect(manifestPreloads(MANIFEST, LISTINGS, ['ListingsPage'])).toEqual({
      scripts: ['/remotes/mfe-listings/remoteEntry.js', '/remotes/mfe-listings/375.a.js', '/remotes/mfe-listings/expose_ListingsPage.b.js'],
      // Each stylesheet with the name its remote's runtime knows the chunk by (`data-rspack`).
      styles: [{ href: '/remotes/mfe-listings/619.c0ffee12.css', chunk: 'mfe-listings:chunk-619' }],
    });
  });

  it('name a stylesheet\'s chunk by its remote and the id its file is named by, and name none they cannot tell', () => {
    expect(chunkOfStylesheet('mfe-map', '843.ad5fb33e.css')).toBe('mfe-map:chunk-843');
    expect(chunkOfStylesheet('mfe-map', 'css/843.css')).toBe('mfe-map:chunk-843');
    expect(chunkOfStylesheet(undefined, '843.ad5fb33e.css')).toBeUndefined();
    expect(chunkOfStylesheet('mfe-map', 'notes.txt')).toBeUndefined();
  });

  it('come from the manifest on disk, read again after a redeploy, with the manifest itself', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-remote-'));
    const manifestFile = path.join(dist, 'mf-manifest.json');
    fs.writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    const manifests = new ManifestReader({ 'mfe-listings': dist });
    const hints = () => serverRoutePreloads(manifests, { 'mfe-listings': LISTINGS }, ['mfe-listings/ListingsPage', 'mfe-listings/FilterStrip'], 10, 'all-parts');
    try {
      expect(hints()).toEqual([
        { as: 'fetch', href: '/assets/data/listings-index/0.json?v=v4' },
        { as: 'fetch', href: LISTINGS },
        { as: 'script', href: '/remotes/mfe-listings/remoteEntry.js' },
        { as: 'script', href: '/remotes/mfe-listings/375.a.js' },
        { as: 'script', href: '/remotes/mfe-listings/expose_ListingsPage.b.js' },
        { as: 'script', href: '/remotes/mfe-listings/302.d.js' },
        { as: 'style', href: '/remotes/mfe-listings/619.c0ffee12.css' },
      ]);
      const next = structuredClone(MANIFEST);
      next.exposes[0]!.assets.js.sync = ['375.new.js'];
      fs.writeFileSync(manifestFile, JSON.stringify(next));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(manifestFile, later, later);
      const scripts = hints().map((hint) => hint.href);
      expect(scripts).toContain('/remotes/mfe-listings/375.new.js');
      expect(scripts).not.toContain('/remotes/mfe-listings/375.a.js');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('are left out for remotes this server does not hold, and for a map entry named like an Object method', () => {
    const manifests = new ManifestReader({});
    const elsewhere = serverRoutePreloads(manifests, { 'mfe-listings': 'https://cdn.example.org/mfe-listings/mf-manifest.json' }, ['mfe-listings/ListingsPage'], 0, 'none');
    expect(elsewhere).toEqual([]);
    expect(new ManifestReader({}).read('/remotes/constructor/mf-manifest.json')).toBeNull();
  });
});
