import { describe, expect, it } from 'vitest';
import { makeListing } from '../listings/fixtures';
import { localeOfPath } from '../i18n';
import { alertFilters, alertLinkPath, alertLinkUrl, alertMatches, alertSearch, alertSearchPath, alertsPath } from './index';

describe('alertSearch', () => {
  it("keeps the filters in the app's words and order, and drops the sort, the page and the view", () => {
    expect(alertSearch('?page=3&view=harta&sort=oldest&type=land&type=house&city=Prishtin%C3%AB&maxPrice=250000&minPrice=')).toBe(
      'type=land%2Chouse&maxPrice=250000&city=Prishtin%C3%AB',
    );
  });

  it('says one search one way: the same filters in other words and order are the same alert', () => {
    const form = alertSearch('city=Prishtin%C3%AB&type=house&type=land&status=shitje');
    const app = alertSearch(new URLSearchParams('status=shitje&type=house,land&city=Prishtinë&page=1'));
    expect(form).toBe(app);
  });

  it('leaves out what no filter reads, and is empty for every listing', () => {
    expect(alertSearch('utm_source=x&type=castle&city=Atlantis')).toBe('');
    expect(alertSearch('')).toBe('');
  });
});

describe('alertMatches', () => {
  const listing = makeListing({ id: '7', city: 'Prishtinë', category: 'apartment', price: 90_000, description: 'Pamje nga parku' });

  it('lets through what the grid would show for the search, and nothing else', () => {
    expect(alertMatches(alertFilters(alertSearch('city=Prishtin%C3%AB&type=apartment&maxPrice=100000')), listing)).toBe(true);
    expect(alertMatches(alertFilters(alertSearch('city=Prishtin%C3%AB&maxPrice=80000')), listing)).toBe(false);
    expect(alertMatches(alertFilters(alertSearch('type=house')), listing)).toBe(false);
    expect(alertMatches(alertFilters(''), listing)).toBe(true);
  });

  it("reads the text search in the record's description too", () => {
    expect(alertMatches(alertFilters(alertSearch('q=parku')), listing)).toBe(true);
    expect(alertMatches(alertFilters(alertSearch('q=pishin')), listing)).toBe(false);
  });
});

describe('the alert paths', () => {
  it('are in the language of their page, under the form path', () => {
    expect(alertsPath('sq')).toBe('/njoftimet');
    expect(alertLinkPath('confirm', 'en')).toBe('/en/alerts/confirm');
    expect(alertLinkPath('unsubscribe', 'de')).toBe('/de/suchauftrag/abbestellen');
    for (const locale of ['sq', 'en', 'de'] as const) {
      expect(localeOfPath(alertLinkPath('confirm', locale))).toBe(locale);
      expect(localeOfPath(alertLinkPath('unsubscribe', locale))).toBe(locale);
    }
  });

  it('carry the token as a query parameter, encoded', () => {
    expect(alertLinkUrl('https://prona.example/', 'unsubscribe', 'sq', 'a+b/c')).toBe('https://prona.example/njoftimet/ndalo?t=a%2Bb%2Fc');
  });

  it("lead to the search's first page in the alert's language", () => {
    expect(alertSearchPath('city=Prishtin%C3%AB', 'en')).toBe('/en/properties?page=1&city=Prishtin%C3%AB');
    expect(alertSearchPath('', 'sq')).toBe('/pronat?page=1');
  });
});
