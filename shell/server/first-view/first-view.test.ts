// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES, type Listing } from 'shared/contracts';
import { applyFilters, pageItems, searchParamsToFilters, sortListings } from 'shared/listings';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { cardHtml, listingsPageModel } from './listings-view';
import { ManifestReader, manifestPreloads, type RemoteManifest } from './preload';
import { firstViewRoute, withFirstView } from './render';

const INDEX =
  '<!doctype html><html><head><title>App</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

/** The app-start configuration a page carries. */
function appStart(html: string): { scripts: string[]; preloads: { as: string; href: string }[]; maxWaitMs: number } {
  const json = /<script type="application\/json" id="app-start">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no app-start configuration');
  return JSON.parse(json) as ReturnType<typeof appStart>;
}

function sample(count: number): Listing[] {
  return Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(1000 + i),
      title: `Prona ${i}`,
      city: CITIES[i % CITIES.length],
      category: (['apartment', 'house', 'land', 'office'] as const)[i % 4],
      option: i % 3 === 0 ? 'Me Qera' : 'Në Shitje',
      price: 20_000 + ((i * 7_919) % 400_000),
      createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 37) % 300))).toISOString(),
      images: [`/assets/images/p${i}-1200.webp`],
    }),
  );
}

const MANIFEST: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'ListingsPage', path: './ListingsPage', assets: { js: { sync: ['375.a.js', 'expose_ListingsPage.b.js'] }, css: { sync: ['expose_ListingsPage.c.css'] } } },
    { name: 'FilterStrip', path: './FilterStrip', assets: { js: { sync: ['302.d.js'] }, css: { sync: [] } } },
  ],
};

const noManifests = new ManifestReader({});

describe('the first page of listings', () => {
  const listings = sample(75);
  const queries = ['page=1', 'page=3', 'page=2&sort=oldest', 'page=1&city=Prizren', 'page=1&type=land,house&status=qera', 'page=1&maxPrice=150000', 'page=99', 'page=1&id=1007'];

  it.each(queries)('is the client\'s computation for ?%s', (search) => {
    const query = new URLSearchParams(search);
    const { filters, sort } = searchParamsToFilters(query);
    const matching = sortListings(applyFilters(listings, filters), sort);
    const model = listingsPageModel(listings, query);
    expect(model.count).toBe(matching.length);
    // SPEC 4: a page above the total resets to 1.
    const requested = Number(query.get('page'));
    const page = requested > Math.max(1, Math.ceil(matching.length / 20)) ? 1 : requested;
    expect(model.visible.map((listing) => listing.id)).toEqual(pageItems(matching, page).map((listing) => listing.id));
  });

  it('renders each card with its link, and only the first image eager with high priority', () => {
    const html = withFirstView({ indexHtml: INDEX, route: { kind: 'listings', query: new URLSearchParams('page=1') }, listings, remoteMap: {}, manifests: noManifests });
    expect(html.match(/<a class="fv-card" href="\/pronat\/\d+">/g)).toHaveLength(20);
    const images = html.match(/<img src="\/assets\/images\/p\d+-600\.webp"[^>]*>/g) ?? [];
    expect(images).toHaveLength(20);
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[0]).not.toContain('loading=');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="600" height="400"/);
    expect(html).toContain('75 prona');
  });

  it("badges a reserved or sold listing ('E rezervuar', 'E shitur') on its card, an available one not", () => {
    const [available, sold, reserved] = [makeListing({ id: '1' }), makeListing({ id: '2', status: 'sold' }), makeListing({ id: '3', status: 'reserved' })];
    expect(cardHtml(sold, false)).toContain('<span class="fv-status" data-status="sold">E shitur</span>');
    expect(cardHtml(reserved, false)).toContain('>E rezervuar</span>');
    expect(cardHtml(available, false)).not.toContain('fv-status');
  });

  it('escapes every text and attribute taken from the data', () => {
    const evil = makeListing({ id: '7"><script>x</script>', title: '<img src=x onerror=alert(1)>', subcity: 'A & B', images: ['/assets/images/"a-1200.webp'] });
    const html = cardHtml(evil, true);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B');
    expect(html).toContain('href="/pronat/7%22%3E%3Cscript%3Ex%3C%2Fscript%3E"');
    expect(html).toContain('src="/assets/images/&quot;a-600.webp"');
  });
});

describe('the page the server sends', () => {
  const listings = sample(30);
  const route = (url: string) => firstViewRoute(new URL(url, 'http://x'));

  it('puts the first view before a hidden #root and inlines the remotes map safely', () => {
    const remoteMap = { 'mfe-listings': '/remotes/mfe-listings/mf-manifest.json', evil: '</script><script>alert(1)</script>' };
    const html = withFirstView({ indexHtml: INDEX, route: route('/pronat?page=1'), listings, remoteMap, manifests: noManifests });
    expect(html).toContain('<div id="first-view" class="fv">');
    expect(html).toContain('<div id="root" data-first-view aria-hidden="true"></div>');
    expect(html).toContain('<style id="first-view-style">');
    const inline = /<script type="application\/json" id="remotes-map">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual(remoteMap);
    expect(inline).not.toContain('</script>');
  });

  it('gives a detail path nothing but the map: the detail page is server-rendered by its remote (../ssr/)', () => {
    expect(route('/pronat/1003')).toEqual({ kind: 'none' });
    const html = withFirstView({ indexHtml: INDEX, route: route('/pronat/1003'), listings, remoteMap: {}, manifests: noManifests });
    expect(html).not.toContain('first-view');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="remotes-map"');
  });

  it('shows the map\'s place with its notice in map mode', () => {
    const html = withFirstView({ indexHtml: INDEX, route: route('/pronat?view=harta&page=1'), listings, remoteMap: {}, manifests: noManifests });
    expect(html).toContain('<div class="fv-split">');
    expect(html).toContain('Harta tregon vendndodhjen e përafërt (~500m)');
  });

  it('draws the first map layer\'s tiles around the centre in map mode, the centre\'s tile first in line, with the layer\'s credit', () => {
    const html = withFirstView({ indexHtml: INDEX, route: route('/pronat?view=harta&page=1'), listings, remoteMap: {}, manifests: noManifests });
    const street = site.mapTiles.find((layer) => layer.id === 'street')!;
    const tiles = [...html.matchAll(/<img src="([^"]+)" alt="" width="256" height="256" decoding="async" fetchpriority="(high|low)"/g)];
    expect(tiles).toHaveLength(9);
    expect(tiles.filter(([, , priority]) => priority === 'high').map(([, url]) => url)).toEqual([
      street.url.replace('{z}', '8').replace('{x}', '142').replace('{y}', '94'),
    ]);
    expect(html).toContain('<span class="fv-map-credit">&copy; OpenStreetMap contributors</span>');
    const grid = withFirstView({ indexHtml: INDEX, route: route('/pronat?page=1'), listings, remoteMap: {}, manifests: noManifests });
    expect(grid).not.toContain('class="fv-map-tiles"');
  });

  it('connects to the first map layer\'s tile host from the head in map mode only', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const map = withFirstView({ indexHtml: INDEX, route: route('/pronat?view=harta&page=1'), listings, remoteMap: {}, manifests: noManifests });
    expect(head(map)).toContain(`<link rel="preconnect" href="${new URL(site.mapTiles.find((layer) => layer.id === 'street')!.url.replace(/\{[a-z]\}/g, '0')).origin}">`);
    for (const path of ['/pronat?page=1', `/pronat/${listings[0]!.id}`]) {
      const html = withFirstView({ indexHtml: INDEX, route: route(path), listings, remoteMap: {}, manifests: noManifests });
      expect(html, path).not.toContain('preconnect');
    }
  });
});

describe('preload hints', () => {
  it('name the remote entry and the exposed modules\' chunks relative to the manifest', () => {
    expect(manifestPreloads(MANIFEST, '/remotes/mfe-listings/mf-manifest.json', ['ListingsPage'])).toEqual({
      scripts: ['/remotes/mfe-listings/remoteEntry.js', '/remotes/mfe-listings/375.a.js', '/remotes/mfe-listings/expose_ListingsPage.b.js'],
      styles: ['/remotes/mfe-listings/expose_ListingsPage.c.css'],
    });
  });

  it('come from the manifest on disk, read again after a redeploy, plus the data file', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-remote-'));
    const manifestFile = path.join(dist, 'mf-manifest.json');
    fs.writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    const manifests = new ManifestReader({ 'mfe-listings': dist });
    const remoteMap = { 'mfe-listings': '/remotes/mfe-listings/mf-manifest.json' };
    const page = () =>
      withFirstView({ indexHtml: INDEX, route: { kind: 'listings', query: new URLSearchParams('page=1') }, listings: [], remoteMap, manifests });
    try {
      const { preloads } = appStart(page());
      expect(preloads).toContainEqual({ as: 'script', href: '/remotes/mfe-listings/remoteEntry.js' });
      expect(preloads).toContainEqual({ as: 'script', href: '/remotes/mfe-listings/302.d.js' });
      expect(preloads).toContainEqual({ as: 'style', href: '/remotes/mfe-listings/expose_ListingsPage.c.css' });
      expect(preloads).toContainEqual({ as: 'fetch', href: '/assets/data/listings-index/0.json?v=v2' });
      expect(preloads).toContainEqual({ as: 'fetch', href: '/remotes/mfe-listings/mf-manifest.json' });

      const next = structuredClone(MANIFEST);
      next.exposes[0]!.assets.js.sync = ['375.new.js'];
      fs.writeFileSync(manifestFile, JSON.stringify(next));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(manifestFile, later, later);
      expect(appStart(page()).preloads).toContainEqual({ as: 'script', href: '/remotes/mfe-listings/375.new.js' });
      expect(page()).not.toContain('375.a.js');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('fetch every part of the listings index on a listings page', () => {
    const listings = sample(2_500);
    const indexParts = (html: string) => appStart(html).preloads.filter((hint) => hint.href.startsWith('/assets/data/listings-index/'));
    for (const query of ['page=1', 'view=harta&page=1']) {
      const page = withFirstView({ indexHtml: INDEX, route: { kind: 'listings', query: new URLSearchParams(query) }, listings, remoteMap: {}, manifests: noManifests });
      expect(indexParts(page)).toEqual([0, 1, 2].map((part) => ({ as: 'fetch', href: `/assets/data/listings-index/${part}.json?v=v2` })));
    }
    const small = withFirstView({ indexHtml: INDEX, route: { kind: 'listings', query: new URLSearchParams('page=1') }, listings: sample(40), remoteMap: {}, manifests: noManifests });
    expect(indexParts(small)).toHaveLength(1);
  });

  it('are left out for remotes this server does not hold', () => {
    const elsewhere = withFirstView({
      indexHtml: INDEX,
      route: { kind: 'listings', query: new URLSearchParams() },
      listings: [],
      remoteMap: { 'mfe-listings': 'https://cdn.example.org/mfe-listings/mf-manifest.json' },
      manifests: noManifests,
    });
    expect(elsewhere).not.toContain('remoteEntry.js');
  });
});

describe('app start', () => {
  it('takes the entry scripts out of the head and leaves them to the app-start script after #root', () => {
    const html = withFirstView({ indexHtml: INDEX, route: { kind: 'listings', query: new URLSearchParams('page=1') }, listings: [], remoteMap: {}, manifests: noManifests });
    expect(html).not.toContain('<script defer');
    expect(appStart(html).scripts).toEqual(['/main.1.js']);
    expect(appStart(html).maxWaitMs).toBeGreaterThan(0);
    expect(html).toMatch(/<div id="root" data-first-view aria-hidden="true"><\/div><script type="application\/json" id="app-start">.*<\/script><script>\(function/);
  });

  it('leaves a page without a first view as the build wrote it', () => {
    const html = withFirstView({ indexHtml: INDEX, route: { kind: 'none' }, listings: [], remoteMap: {}, manifests: noManifests });
    expect(html).toContain('<script defer src="/main.1.js"></script>');
    expect(html).not.toContain('app-start');
  });
});
