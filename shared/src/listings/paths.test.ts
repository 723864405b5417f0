import { describe, expect, it } from 'vitest';
import { listingsFirstPagePath, listingPath, listingSeoPath, listingUrl, listingsEntryRedirect, submittedSearchRedirect } from './paths';

describe('listing paths', () => {
  it('leads back to the first page of the listings', () => {
    expect(listingsFirstPagePath()).toBe('/pronat?page=1');
  });

  it('builds the detail path, dashed ids included', () => {
    expect(listingPath('1824')).toBe('/pronat/1824');
    expect(listingPath('2179-4211')).toBe('/pronat/2179-4211');
  });

  it('escapes characters that do not belong in a path segment', () => {
    expect(listingPath('a/b c')).toBe('/pronat/a%2Fb%20c');
  });

  it('builds the address to copy from the origin and the path', () => {
    expect(listingUrl('https://prona.example', '1824')).toBe('https://prona.example/pronat/1824');
    expect(listingUrl('http://127.0.0.1:8080/', '7-a')).toBe('http://127.0.0.1:8080/pronat/7-a');
  });

  it('points to the static SEO page', () => {
    expect(listingSeoPath('2179-4211')).toBe('/assets/pronat/2179-4211/index.html');
    expect(listingSeoPath('2179-4211', 'en')).toBe('/assets/en/properties/2179-4211/index.html');
    expect(listingSeoPath('a/b', 'de')).toBe('/assets/de/immobilien/a%2Fb/index.html');
  });
});

describe('listingsEntryRedirect', () => {
  it('sends the empty path and /pronat without a page to the first results page', () => {
    expect(listingsEntryRedirect('/', '')).toBe('/pronat?page=1');
    expect(listingsEntryRedirect('/pronat', '')).toBe('/pronat?page=1');
    expect(listingsEntryRedirect('/pronat/', '?')).toBe('/pronat?page=1');
  });

  it('keeps the rest of the query, after the page', () => {
    expect(listingsEntryRedirect('/pronat', '?sort=oldest&type=house')).toBe('/pronat?page=1&sort=oldest&type=house');
    expect(listingsEntryRedirect('/', '?view=harta')).toBe('/pronat?page=1&view=harta');
  });

  it('moves the empty path with a page to /pronat as it is', () => {
    expect(listingsEntryRedirect('/', '?page=3&city=Prizren')).toBe('/pronat?page=3&city=Prizren');
  });

  it('leaves every other address alone', () => {
    expect(listingsEntryRedirect('/pronat', '?page=2')).toBeNull();
    expect(listingsEntryRedirect('/pronat/12', '')).toBeNull();
    expect(listingsEntryRedirect('/home', '')).toBeNull();
    // '//' is a path the server reads as the app's root, not a host; it is left to the router.
    expect(listingsEntryRedirect('//', '')).toBeNull();
    expect(listingsEntryRedirect('/kontakti', '?page=1')).toBeNull();
    expect(listingsEntryRedirect('/en/properties', '?page=3')).toBeNull();
    expect(listingsEntryRedirect('/en/contact', '')).toBeNull();
  });

  it("leads each language's front door and listings to its own first page", () => {
    expect(listingsEntryRedirect('/en', '')).toBe('/en/properties?page=1');
    expect(listingsEntryRedirect('/en/', '?type=house')).toBe('/en/properties?page=1&type=house');
    expect(listingsEntryRedirect('/de/immobilien', '')).toBe('/de/immobilien?page=1');
    expect(listingsEntryRedirect('/de', '?page=2')).toBe('/de/immobilien?page=2');
  });
});

describe('submittedSearchRedirect', () => {
  it("leads the filter dialog's form to the address the app writes for its search", () => {
    expect(
      submittedSearchRedirect('/pronat', '?page=1&view=harta&sort=oldest&type=land&type=house&status=qera&maxPrice=50000&city=Pej%C3%AB&id='),
    ).toBe('/pronat?page=1&view=harta&type=land%2Chouse&status=qera&maxPrice=50000&city=Pej%C3%AB&sort=oldest');
  });

  it('leads a search in another order to the same search in the app\'s order', () => {
    expect(submittedSearchRedirect('/pronat', '?page=1&sort=oldest&city=Prizren&id=7&maxPrice=10000&type=house&status=qera')).toBe(
      '/pronat?page=1&type=house&status=qera&maxPrice=10000&city=Prizren&id=7&sort=oldest',
    );
  });

  it('leads a form sent with nothing chosen to the unfiltered page', () => {
    expect(submittedSearchRedirect('/pronat', '?page=1&city=&maxPrice=0&id=')).toBe('/pronat?page=1');
  });

  it('leaves the addresses the app writes, and other paths, alone', () => {
    expect(submittedSearchRedirect('/pronat', '?page=1&type=land%2Chouse&maxPrice=50000')).toBeNull();
    expect(submittedSearchRedirect('/pronat', '?page=1&type=apartment,house&status=shitje&city=Prishtin%C3%AB&view=harta')).toBeNull();
    expect(submittedSearchRedirect('/pronat/12', '?city=')).toBeNull();
    expect(submittedSearchRedirect('/home', '?type=land&type=house')).toBeNull();
  });
});
