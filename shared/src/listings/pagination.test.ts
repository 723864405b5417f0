import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  canGoNext,
  canGoPrevious,
  clampPage,
  pageItems,
  paginationModel,
  parsePage,
  totalPages,
} from './pagination';

describe('page size and counts', () => {
  it('shows 20 listings per page', () => {
    expect(PAGE_SIZE).toBe(20);
  });

  it('counts pages, with 0 pages for no items', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(20)).toBe(1);
    expect(totalPages(21)).toBe(2);
    expect(totalPages(10, 3)).toBe(4);
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 20));
    expect(pageItems(items, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 0)).toEqual([]);
    expect(pageItems(items, 2, 10)).toEqual(items.slice(10, 20));
  });
});

describe('clampPage', () => {
  it('keeps a page within the total', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(5, 5)).toBe(5);
  });

  it('resets to 1 when the page is above the total', () => {
    expect(clampPage(6, 5)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('resets to 1 for an invalid page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(1.5, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('parsePage', () => {
  it.each([
    ['3', 3],
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['2.5', 1],
  ])('%j → %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('previous and next', () => {
  it('disables previous on page 1', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
  });

  it('disables next on the last page', () => {
    expect(canGoNext(5, 5)).toBe(false);
    expect(canGoNext(4, 5)).toBe(true);
  });
});

describe('paginationModel', () => {
  it('shows every page up to 7 pages', () => {
    expect(paginationModel(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationModel(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationModel(1, 1)).toEqual([1]);
  });

  it('shows nothing for 0 pages', () => {
    expect(paginationModel(1, 0)).toEqual([]);
  });

  it('total 10 at page 1: first pages, end ellipsis, last page', () => {
    expect(paginationModel(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
  });

  it('total 10 at page 5: both ellipses around the current page and its neighbours', () => {
    expect(paginationModel(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('total 10 at page 10: start ellipsis, last pages', () => {
    expect(paginationModel(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('total 10 at page 4: no start ellipsis, so pages 2 and 3 are shown', () => {
    expect(paginationModel(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('total 10 at page 7: no end ellipsis, so pages up to the last are shown', () => {
    expect(paginationModel(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('total 8 at page 4: end ellipsis only', () => {
    expect(paginationModel(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
  });

  it('total 8 at page 5: start ellipsis only', () => {
    expect(paginationModel(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('never repeats or silently skips a page, and an ellipsis hides at least two pages', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const model = paginationModel(current, total);
        expect(model[0]).toBe(1);
        expect(model.at(-1)).toBe(total);
        expect(model).toContain(current);
        model.slice(1).forEach((item, index) => {
          const previous = model[index];
          if (typeof item === 'number' && typeof previous === 'number') expect(item - previous).toBe(1);
          if (typeof item !== 'number') expect((model[index + 2] as number) - (previous as number)).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationModel(99, 10)).toEqual(paginationModel(10, 10));
    expect(paginationModel(0, 10)).toEqual(paginationModel(1, 10));
  });
});
