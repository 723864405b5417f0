import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PATHS, SITE_ROUTES, pathInLocale } from '../routes';
import { defineCatalog } from './catalog';
import { currentLocale, setLocaleSource } from './current';
import { LOCALES, localeOfPath, type Locale } from './locales';

describe('localeOfPath', () => {
  it('reads the language from the prefix, Albanian without one', () => {
    expect(localeOfPath('/en/properties')).toBe('en');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/pronat/12')).toBe('sq');
    expect(localeOfPath('/english')).toBe('sq');
    expect(localeOfPath('/admin')).toBe('sq');
  });
});

describe('pathInLocale', () => {
  it('gives the same page in another language, keeping the id and the search', () => {
    expect(pathInLocale('/pronat/2100?x=1', 'en')).toBe('/en/properties/2100?x=1');
    expect(pathInLocale('/en/properties?page=2&type=house', 'de')).toBe('/de/immobilien?page=2&type=house');
    expect(pathInLocale('/de/kontakt/nachricht', 'sq')).toBe('/kontakti/mesazh');
    expect(pathInLocale('/kontakti', 'de')).toBe('/de/kontakt');
    expect(pathInLocale('/en', 'sq')).toBe('/');
    expect(pathInLocale('/', 'de')).toBe('/de');
    expect(pathInLocale('/home', 'en')).toBe('/en/home');
  });

  it("leads a path that is no page to the language's front door", () => {
    expect(pathInLocale('/en/nothing-here', 'de')).toBe('/de');
    expect(pathInLocale('/pronatx', 'en')).toBe('/en');
    // A path that would parse as a host is still a path.
    expect(pathInLocale('//', 'de')).toBe('/de');
    expect(pathInLocale('//evil.example/pronat', 'en')).toBe('/en');
  });

  it('finds every public route of every language in every other', () => {
    for (const route of SITE_ROUTES.filter((r) => !r.private && r.sitemap)) {
      for (const locale of LOCALES) expect(localeOfPath(pathInLocale(route.sitemap!, locale))).toBe(locale);
    }
  });

  it('keeps each language under its own prefix', () => {
    for (const paths of Object.values(PAGE_PATHS)) for (const locale of LOCALES) expect(localeOfPath(paths[locale])).toBe(locale);
  });
});

describe('defineCatalog', () => {
  afterEach(() => setLocaleSource(() => 'sq'));
  const t = defineCatalog<'count' | 'hello'>({
    sq: { hello: ['Tungjatjeta'], count: [['count', 'plural', { one: [['count'], ' pronë'], other: [['count'], ' prona'] }]] },
    en: { hello: ['Hello'], count: [['count', 'plural', { one: [['count'], ' property'], other: [['count'], ' properties'] }]] },
    de: { hello: ['Hallo'], count: [['count', 'plural', { one: [['count'], ' Immobilie'], other: [['count'], ' Immobilien']}]] },
  });

  it("speaks the page's language, and any other when asked", () => {
    let locale: Locale = 'en';
    setLocaleSource(() => locale);
    expect(currentLocale()).toBe('en');
    expect(t('hello')).toBe('Hello');
    expect(t('count', { count: 1 })).toBe('1 property');
    locale = 'de';
    expect(t('count', { count: 1200 })).toBe('1200 Immobilien');
    expect(t('hello', undefined, 'sq')).toBe('Tungjatjeta');
  });
});
