import { afterEach, describe, expect, it } from 'vitest';
import { forgetListingsSearch, listingsBackPath, rememberListingsSearch } from './lastSearch';

const origin = 'https://prona.example';

afterEach(forgetListingsSearch);

describe('listingsBackPath', () => {
  it('is the first results page when the visitor came from no search', () => {
    expect(listingsBackPath('', origin)).toBe('/pronat?page=1');
    expect(listingsBackPath('https://elsewhere.example/pronat?page=4', origin)).toBe('/pronat?page=1');
  });

  it("is the visitor's own search, noted by the listings area", () => {
    rememberListingsSearch('?page=3&type=house&view=harta');
    expect(listingsBackPath('', origin)).toBe('/pronat?page=3&type=house&view=harta');
  });

  it('is the search a full page load came from, on this site', () => {
    expect(listingsBackPath(`${origin}/pronat?page=2&sort=oldest`, origin)).toBe('/pronat?page=2&sort=oldest');
    expect(listingsBackPath(`${origin}/home`, origin)).toBe('/pronat?page=1');
  });

  it('a noted address without a page leads to the first page', () => {
    rememberListingsSearch('');
    expect(listingsBackPath('', origin)).toBe('/pronat?page=1');
  });
});
