import { describe, expect, it } from 'vitest';
import { querySays, searchKey, searchParamsAfterChange, searchParamsWith } from './searchSync';

const params = (query: string) => new URLSearchParams(query);

describe('searchKey', () => {
  it('is the same for equal searches, whatever the key order', () => {
    expect(searchKey({ place: 'Pejë', price: { max: 10_000 } }, 'newest')).toBe(searchKey({ price: { max: 10_000 }, place: 'Pejë' }, 'newest'));
  });

  it('differs when the sort differs', () => {
    expect(searchKey({}, 'newest')).not.toBe(searchKey({}, 'oldest'));
  });
});

describe('querySays', () => {
  it('ignores page and view', () => {
    expect(querySays(params('page=3&view=harta&city=Pej%C3%AB'), { place: 'Pejë' }, 'newest')).toBe(true);
  });

  it('sees a different filter or sort', () => {
    expect(querySays(params('page=1&city=Prizren'), { place: 'Pejë' }, 'newest')).toBe(false);
    expect(querySays(params('page=1'), {}, 'oldest')).toBe(false);
  });
});

describe('searchParamsAfterChange', () => {
  it('is null when the query already says the search', () => {
    expect(searchParamsAfterChange(params('page=2&type=land'), { category: ['land'] }, 'newest')).toBeNull();
  });

  it('writes the new search, keeps view, and sends page back to 1', () => {
    const next = searchParamsAfterChange(params('page=4&view=harta'), { place: 'Prizren' }, 'oldest');
    expect(Object.fromEntries(next!)).toEqual({ page: '1', view: 'harta', city: 'Prizren', sort: 'oldest' });
  });

  it('does not add a page that was not there', () => {
    const next = searchParamsAfterChange(params(''), { id: '7' }, 'newest');
    expect(next!.toString()).toBe('id=7');
  });

  it('removes what the new search no longer has', () => {
    const next = searchParamsAfterChange(params('page=2&city=Prizren&maxPrice=50000'), { place: 'Prizren' }, 'newest');
    expect(next!.toString()).toBe('page=1&city=Prizren');
  });
});

describe('searchParamsWith', () => {
  it('writes the search on the first page, the other parameters kept, also when the query says it already', () => {
    expect(searchParamsWith(params('page=3&view=harta&type=land&sort=oldest'), {}, 'oldest').toString()).toBe('page=1&view=harta&sort=oldest');
    expect(searchParamsWith(params('page=2&type=land'), { category: ['land'] }, 'newest').toString()).toBe('page=1&type=land');
  });
});
