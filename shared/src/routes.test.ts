import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n';
import { PAGE_PATHS, SITE_ROUTES, favouritesPath, pathInLocale } from './routes';

describe("the favourites page's routes, made from PAGE_PATHS", () => {
  it('has a route in every language, private (never indexed) and out of the sitemap', () => {
    const routes = SITE_ROUTES.filter((route) => route.page === 'favourites');
    expect(routes.map((route) => [route.locale, route.path])).toEqual(LOCALES.map((locale) => [locale, PAGE_PATHS.favourites[locale]]));
    expect(routes.map((route) => route.path)).toEqual(['/te-preferuarat', '/en/favourites', '/de/favoriten']);
    for (const route of routes) {
      expect(route.private).toBe(true);
      expect(route.sitemap).toBeUndefined();
    }
  });

  it("gives the page's path in each language, and a shared list's link in another keeps its ids", () => {
    expect(favouritesPath('sq')).toBe('/te-preferuarat');
    expect(favouritesPath('de')).toBe('/de/favoriten');
    expect(pathInLocale('/te-preferuarat?ids=1824,2179-4211', 'en')).toBe('/en/favourites?ids=1824,2179-4211');
    expect(pathInLocale('/en/favourites', 'de')).toBe('/de/favoriten');
  });
});
