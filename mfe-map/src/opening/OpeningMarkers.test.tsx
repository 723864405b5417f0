import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource, type Locale } from 'shared/i18n';
import { MapOpeningProvider, openingLayers, type MapOpening } from 'shared/listings';
import { openingSteps } from 'shared/map-view';
import { StaticRouter } from 'shared/router-server';
import { makeListing } from 'shared/testing';
import { AppProviders } from 'shared/ui';
import MapPanel from '../MapPanel';

afterEach(() => setLocaleSource(() => 'sq'));

// Three close together in Prishtina, one alone in Prizren.
const listings = [
  makeListing({ id: '11', geoPoint: { latitude: 42.662, longitude: 21.165 } }),
  makeListing({ id: '12', geoPoint: { latitude: 42.665, longitude: 21.17 } }),
  makeListing({ id: '13', geoPoint: { latitude: 42.658, longitude: 21.16 } }),
  makeListing({ id: '14', title: 'Shtëpi në Prizren', translations: { en: { title: 'House in Prizren' } }, price: 95_000, geoPoint: { latitude: 42.213, longitude: 20.74 } }),
];

/** Map mode's panel as the server draws it at `path`, with the page's opening made for `search`. */
function serverPanel(path: string, search: string, locale: Locale = 'sq') {
  setLocaleSource(() => locale);
  const opening: MapOpening = { search, layers: openingLayers(listings) };
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <AppProviders>
      <MapOpeningProvider value={opening}>
        <StaticRouter location={path}>
          <MapPanel />
        </StaticRouter>
      </MapOpeningProvider>
    </AppProviders>,
  );
  return page;
}

describe("map mode's opening markers, drawn by the server", () => {
  it('link a group to its area on the map and a lone listing to its page, each named', () => {
    const page = serverPanel('/pronat?view=harta&page=1&type=house', 'view=harta&page=1&type=house');
    const layers = page.querySelectorAll('[data-opening-markers] [data-zoom]');
    expect([...layers].map((layer) => layer.getAttribute('data-zoom'))).toEqual(['8', '9']);
    const zoom8 = within(layers[0] as HTMLElement);
    const group = zoom8.getByRole('link', { name: '3 prona në këtë zonë' });
    const area = new URL(group.getAttribute('href')!, 'http://site.test');
    expect(area.pathname).toBe('/pronat');
    expect(Object.fromEntries(area.searchParams)).toEqual({ view: 'harta', page: '1', type: 'house', bbox: '21.16,42.658,21.17,42.665' });
    expect(group.textContent).toContain('3');
    const lone = zoom8.getByRole('link', { name: /^Shtëpi në Prizren, 95[.\s\u00a0]?000/ });
    expect(lone.getAttribute('href')).toBe('/pronat/14');
    // The status keeps clear of the markers in the middle.
    expect(page.querySelector('[role="status"]')?.hasAttribute('data-over-markers')).toBe(true);
  });

  it('speak the page\'s language: the listing\'s English title, the English path', () => {
    const page = serverPanel('/en/properties?view=harta&page=1', 'view=harta&page=1', 'en');
    const zoom8 = within(page.querySelector('[data-opening-markers] [data-zoom="8"]') as HTMLElement);
    expect(zoom8.getByRole('link', { name: '3 properties in this area' })).toBeTruthy();
    const lone = zoom8.getByRole('link', { name: /^House in Prizren, / });
    expect(lone.getAttribute('href')).toBe('/en/properties/14');
    expect(lone.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('mark an Albanian title on a German page as Albanian', () => {
    const page = serverPanel('/de/immobilien?view=harta&page=1', 'view=harta&page=1', 'de');
    const zoom8 = within(page.querySelector('[data-opening-markers] [data-zoom="8"]') as HTMLElement);
    const lone = zoom8.getByRole('link', { name: /^Shtëpi në Prizren, / });
    expect(lone.getAttribute('href')).toBe('/de/immobilien/14');
    expect(lone.querySelector('[lang]')?.getAttribute('lang')).toBe('sq');
  });

  it('show one layer per map box: a rule for each opening step, the closest whole zoom carried', () => {
    const page = serverPanel('/pronat?view=harta&page=1', 'view=harta&page=1');
    const rules = page.querySelector('[data-opening-markers] style')!.textContent!;
    expect(rules.match(/@container/g)).toHaveLength(openingSteps().length);
    // A box opening at 8.25 shows zoom 8's groups spread out; at 8.5 (rounded up, as markercluster
    // rounds) zoom 9's drawn closer; at 9 as they are; at 10 spread twice as far.
    const shown = (zoom: number) => {
      const step = openingSteps().find((candidate) => candidate.zoom === zoom)!;
      const rule = rules.split('\n').find((line) => line.startsWith(`@container (min-width: ${step.minWidth}px) and (min-height: ${step.minHeight}px) {`));
      return /\[data-zoom="(\d+)"\] \{ display: block; --opening-scale: ([\d.]+);/.exec(rule ?? '')?.slice(1);
    };
    expect(shown(8.25)).toEqual(['8', '1.189207']);
    expect(shown(8.5)).toEqual(['9', '0.707107']);
    expect(shown(9)).toEqual(['9', '1.000000']);
    expect(shown(10)).toEqual(['9', '2.000000']);
  });

  it('are not drawn for another search than the page\'s', () => {
    const page = serverPanel('/pronat?view=harta&page=1&city=Prizren', 'view=harta&page=1');
    expect(page.querySelector('[data-opening-markers]')).toBeNull();
    expect(page.querySelector('[role="status"]')?.hasAttribute('data-over-markers')).toBe(false);
  });
});
