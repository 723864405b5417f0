import { describe, expect, it } from 'vitest';
import type { Filters, SortOrder } from '../contracts';
import { appSearchParams, filtersToSearchParams, saysSearchOtherwise, searchParamsToFilters, submittedFilters } from './query';

const write = (filters: Filters, sort: SortOrder = 'newest', base = '') =>
  filtersToSearchParams(filters, sort, new URLSearchParams(base)).toString();
const read = (query: string) => searchParamsToFilters(new URLSearchParams(query));

describe('filtersToSearchParams', () => {
  it('writes every filter under its key', () => {
    const params = filtersToSearchParams(
      { place: 'Prishtinë', category: ['apartment', 'house'], option: ['Në Shitje', 'Me Qera'], price: { min: 100000, max: 250000 }, id: '12' },
      'oldest',
      new URLSearchParams(),
    );
    expect(Object.fromEntries(params)).toEqual({
      city: 'Prishtinë',
      type: 'apartment,house',
      status: 'shitje,qera',
      minPrice: '100000',
      maxPrice: '250000',
      id: '12',
      sort: 'oldest',
    });
  });

  it('writes nothing for empty filters and the default sort', () => {
    expect(write({})).toBe('');
  });

  it('keeps page and view and does not change the base', () => {
    const base = new URLSearchParams('page=3&view=harta&city=Pejë');
    const params = filtersToSearchParams({ place: 'Prizren' }, 'newest', base);
    expect(params.get('page')).toBe('3');
    expect(params.get('view')).toBe('harta');
    expect(params.get('city')).toBe('Prizren');
    expect(base.get('city')).toBe('Pejë');
  });

  it('removes keys of filters that are no longer set', () => {
    expect(write({}, 'newest', 'page=2&city=Pejë&type=land&sort=oldest')).toBe('page=2');
  });

  it("skips values a reader would not understand ('all', unknown categories, price 0)", () => {
    expect(write({ place: 'all', category: ['castle'], option: ['Sold'], price: { max: 0 }, id: ' ' })).toBe('');
  });
});

describe('searchParamsToFilters', () => {
  it('reads every key', () => {
    expect(read('city=Pej%C3%AB&type=land,office&status=qera&maxPrice=90000&id=5-a&sort=oldest')).toEqual({
      filters: { place: 'Pejë', category: ['land', 'office'], option: ['Me Qera'], price: { max: 90000 }, id: '5-a' },
      sort: 'oldest',
    });
  });

  it('gives empty filters and newest first for an empty query', () => {
    expect(read('')).toEqual({ filters: {}, sort: 'newest' });
  });

  it('ignores junk instead of throwing', () => {
    expect(read('city=Atlantis&type=castle,,land&status=sold&maxPrice=lots&sort=random&id=')).toEqual({
      filters: { category: ['land'] },
      sort: 'newest',
    });
    expect(read('maxPrice=-5&city=all')).toEqual({ filters: {}, sort: 'newest' });
    expect(read('maxPrice=0&type=')).toEqual({ filters: {}, sort: 'newest' });
  });

  it('ignores page and view', () => {
    expect(read('page=4&view=harta')).toEqual({ filters: {}, sort: 'newest' });
  });
});

describe('round trip', () => {
  it.each<[Filters, SortOrder]>([
    [{}, 'newest'],
    [{}, 'oldest'],
    [{ option: ['Me Qera'] }, 'cheapest'],
    [{}, 'priciest'],
    [{ category: ['land'] }, 'largest'],
    [{ place: 'Fushë Kosovë', category: ['building'], option: ['Në Shitje'], price: { min: 150_000, max: 1_000_000 }, id: '42' }, 'oldest'],
    [{ category: ['apartment', 'house', 'land', 'building', 'office'], option: ['Me Qera', 'Në Shitje'] }, 'newest'],
    [{ place: 'Graçanicë', price: { max: 10_000 } }, 'newest'],
    [{ option: ['Me Qera'], price: { min: 300 } }, 'newest'],
  ])('%j / %s survives', (filters, sort) => {
    expect(searchParamsToFilters(filtersToSearchParams(filters, sort, new URLSearchParams('page=2')))).toEqual({
      filters,
      sort,
    });
  });
});

describe('submittedFilters', () => {
  const submitted = (query: string) => submittedFilters(new URLSearchParams(query));

  it('adds up a list filter given once per ticked box', () => {
    expect(submitted('type=land&type=house&status=shitje&status=qera')).toEqual({
      category: ['land', 'house'],
      option: ['Në Shitje', 'Me Qera'],
    });
  });

  it('drops the blank fields and the price slider at 0', () => {
    expect(submitted('page=1&city=&minPrice=&maxPrice=0&id=&type=land')).toEqual({ category: ['land'] });
  });

  it("joins the range's two fields, reading amounts typed with thousands separators", () => {
    expect(submitted('minPrice=150.000&maxPrice=300%2C000')).toEqual({ price: { min: 150_000, max: 300_000 } });
    expect(submitted('minPrice=&maxPrice=500')).toEqual({ price: { max: 500 } });
  });

  it('reads a query the app wrote as the app reads it', () => {
    const query = 'city=Pej%C3%AB&type=land,office&status=qera&maxPrice=90000&id=5-a';
    expect(submitted(query)).toEqual(read(query).filters);
  });

  it('keeps each list item once and skips unknown ones', () => {
    expect(submitted('type=land&type=land&type=castle')).toEqual({ category: ['land'] });
  });
});

describe('saysSearchOtherwise', () => {
  const otherwise = (query: string) => saysSearchOtherwise(new URLSearchParams(query));

  it('sees repeated, blank and unreadable filter parameters, and the search in another order', () => {
    expect(otherwise('page=1&type=land&type=house')).toBe(true);
    expect(otherwise('page=1&city=')).toBe(true);
    expect(otherwise('page=1&maxPrice=0')).toBe(true);
    expect(otherwise('page=1&sort=oldest&type=land')).toBe(true);
    expect(otherwise('page=1&city=Pej%C3%AB&type=land')).toBe(true);
  });

  it('sees nothing in what the app writes, whatever the other parameters', () => {
    expect(otherwise('page=1&view=harta&type=land,house&status=shitje&maxPrice=50000&city=Pej%C3%AB&id=12&sort=oldest')).toBe(false);
    expect(otherwise('page=1&type=land&view=harta&utm_source=x&utm_source=y&view=')).toBe(false);
    expect(otherwise('')).toBe(false);
  });
});

describe('appSearchParams', () => {
  it('writes a form\'s query as the app writes its search, the other parameters in their places', () => {
    expect(appSearchParams(new URLSearchParams('page=1&view=harta&sort=oldest&city=Pej%C3%AB&id=&maxPrice=0&type=land&type=house')).toString()).toBe(
      'page=1&view=harta&type=land%2Chouse&city=Pej%C3%AB&sort=oldest',
    );
  });
});
