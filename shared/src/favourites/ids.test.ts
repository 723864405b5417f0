import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, favouriteIdList, isFavouriteId, sharedIds, sharedIdsQuery } from './ids';

describe('a list of favourites', () => {
  it("takes the site's id shapes and nothing that could read as markup, a path or a separator", () => {
    for (const id of ['1824', '2179-4211', 'a_b.c', 'x']) expect(isFavouriteId(id), id).toBe(true);
    for (const id of ['', ' 1824', '1824 ', '<b>', '../x', '1,2', '-1', '1-', 'a/b', 'x'.repeat(101), 1824, null, {}]) expect(isFavouriteId(id), String(id)).toBe(false);
  });

  it('keeps valid ids once each, in their order, and at most FAVOURITES_MAX', () => {
    expect(favouriteIdList(['2', '1', '2', '<x>', 7, null, '3'])).toEqual(['2', '1', '3']);
    expect(favouriteIdList(Array.from({ length: FAVOURITES_MAX + 50 }, (_, n) => String(n)))).toHaveLength(FAVOURITES_MAX);
    expect(favouriteIdList('1,2')).toEqual([]);
    expect(favouriteIdList({ 0: '1', length: 1 })).toEqual([]);
  });

  it("reads an array's own entries only", () => {
    const holes = ['1', , '3']; // eslint-disable-line no-sparse-arrays
    const proto = Array.prototype as unknown as Record<number, string>;
    proto[1] = '999';
    try {
      expect(favouriteIdList(holes)).toEqual(['1', '3']);
    } finally {
      delete proto[1];
    }
  });

  it('reads and writes a shared link, validated and bounded', () => {
    expect(sharedIds('?ids=1824,2179-4211,1824,<script>,')).toEqual(['1824', '2179-4211']);
    expect(sharedIds(new URLSearchParams('ids='))).toEqual([]);
    expect(sharedIds('')).toEqual([]);
    expect(sharedIds(`ids=${Array.from({ length: 500 }, (_, n) => n).join(',')}`)).toHaveLength(FAVOURITES_MAX);
    expect(sharedIdsQuery(['1', '2-3', 'bad id'])).toBe('ids=1,2-3');
    expect(sharedIds(sharedIdsQuery(['1', '2-3']))).toEqual(['1', '2-3']);
  });
});
