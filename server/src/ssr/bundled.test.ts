import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLED_MODULES_FILE, BundledModules } from './bundled';

const dirs: string[] = [];
function dist(content?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundled-'));
  dirs.push(dir);
  if (content !== undefined) fs.writeFileSync(path.join(dir, BUNDLED_MODULES_FILE), JSON.stringify(content));
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('BundledModules', () => {
  it('is absent for the federated build, which has no list: no style, no hint', () => {
    const modules = new BundledModules(dist());
    expect(modules.present()).toBe(false);
    expect(modules.styles(['mfe-listings/ListingsPage'])).toEqual([]);
    expect(modules.preloads(['mfe-listings/ListingsPage'])).toEqual([]);
  });

  it("links a route's modules' stylesheets under the names the bundle's runtime knows them by, and hints their scripts once each", () => {
    const modules = new BundledModules(
      dist({
        modules: {
          'mfe-listings/ListingsPage': { js: ['4664.a3d9d342.js', 'one-bundle.mfe-listings.ListingsPage.44fb2023.js'], css: ['8397.e799e60f.css'] },
          'mfe-listings/FilterStrip': { js: ['4664.a3d9d342.js', '5099.f1b03819.js'], css: ['2631.5758d74c.css'] },
          'mfe-map/MapPanel': { js: ['7725.367da3d2.js'], css: ['6136.c12662ae.css'] },
        },
      }),
    );
    expect(modules.present()).toBe(true);
    expect(modules.styles(['mfe-listings/ListingsPage', 'mfe-listings/FilterStrip'])).toEqual([
      { href: '/8397.e799e60f.css', chunk: 'shell:chunk-8397' },
      { href: '/2631.5758d74c.css', chunk: 'shell:chunk-2631' },
    ]);
    expect(modules.preloads(['mfe-listings/ListingsPage', 'mfe-listings/FilterStrip']).map((hint) => hint.href)).toEqual([
      '/4664.a3d9d342.js',
      '/one-bundle.mfe-listings.ListingsPage.44fb2023.js',
      '/5099.f1b03819.js',
    ]);
  });
});
