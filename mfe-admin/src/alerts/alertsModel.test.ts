import { describe, expect, it } from 'vitest';
import { searchHref, searchLabel } from './alertsModel';

describe('a saved search in the back office', () => {
  it("reads as the strip's chips, in their order", () => {
    expect(searchLabel('type=apartment%2Chouse&maxPrice=100000&city=Prishtin%C3%AB')).toBe('Banesë · Shtëpi · Deri në 100.000\u00a0€ · Prishtinë');
  });

  it('is every listing without a filter, and links to its public results', () => {
    expect(searchLabel('')).toBe('Të gjitha pronat');
    expect(searchHref('city=Pej%C3%AB')).toBe('/pronat?page=1&city=Pej%C3%AB');
  });
});
