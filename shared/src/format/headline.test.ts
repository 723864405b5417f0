import { describe, expect, it } from 'vitest';
import { makeListing } from '../listings/fixtures';
import { listingHeadline } from './headline';

describe('listingHeadline', () => {
  it('joins the category name, the area in m² and the city', () => {
    const listing = makeListing({ category: 'house', city: 'Gjilan', details: { area: 165 } });
    expect(listingHeadline(listing)).toBe('Shtëpi · 165 m² · Gjilan');
  });

  it('shows land in ari under 10,000 m² and in hectares from 10,000 m²', () => {
    expect(listingHeadline(makeListing({ category: 'land', city: 'Lipjan', details: { area: 1250 } }))).toBe(
      'Truall · 12,50 ari · Lipjan',
    );
    expect(listingHeadline(makeListing({ category: 'land', city: 'Lipjan', details: { area: 16_100 } }))).toBe(
      'Truall · 1,61 ha · Lipjan',
    );
  });

  it('uses the Albanian name of every category', () => {
    const names = ['apartment', 'house', 'land', 'building', 'office'].map((category) =>
      listingHeadline(makeListing({ category, city: '', details: {} })),
    );
    expect(names).toEqual(['Banesë', 'Shtëpi', 'Truall', 'Objekt', 'Lokal']);
  });

  it('leaves out a missing or empty area and a missing city', () => {
    expect(listingHeadline(makeListing({ category: 'office', city: 'Prizren', details: {} }))).toBe('Lokal · Prizren');
    expect(listingHeadline(makeListing({ category: 'office', city: ' ', details: { area: '' } }))).toBe('Lokal');
  });

  it('reads an area given as a numeric string', () => {
    expect(listingHeadline(makeListing({ category: 'apartment', city: 'Pejë', details: { area: '72' } }))).toBe(
      'Banesë · 72 m² · Pejë',
    );
  });

  it('shows an unknown category as it is', () => {
    expect(listingHeadline(makeListing({ category: 'castle', city: 'Pejë', details: {} }))).toBe('castle · Pejë');
  });
});
