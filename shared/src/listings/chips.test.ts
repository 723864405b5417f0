import { describe, expect, it } from 'vitest';
import { filterChips, removeChip } from './chips';

describe('filterChips', () => {
  it('gives no chips without filters', () => {
    expect(filterChips({})).toEqual([]);
  });

  it('shows each category and option, the price and the city, in that order', () => {
    expect(
      filterChips({ place: 'Prizren', price: 250_000, option: ['Me Qera'], category: ['apartment', 'land'], id: '12' }),
    ).toEqual([
      { key: 'category', value: 'apartment', label: 'Banesë' },
      { key: 'category', value: 'land', label: 'Truall' },
      { key: 'option', value: 'Me Qera', label: 'Me Qera' },
      { key: 'price', label: 'Deri në 250.000\u00a0€' },
      { key: 'place', label: 'Prizren' },
    ]);
  });

  it('has no chip for the id, the city "all" or a price of 0', () => {
    expect(filterChips({ id: '12', place: 'all', price: 0 })).toEqual([]);
  });
});

describe('removeChip', () => {
  it('takes one item out of a list and keeps the rest', () => {
    expect(removeChip({ category: ['apartment', 'land'] }, { key: 'category', value: 'land', label: 'Truall' })).toEqual({
      category: ['apartment'],
    });
  });

  it('removes a list that becomes empty', () => {
    expect(removeChip({ option: ['Me Qera'], place: 'Pejë' }, { key: 'option', value: 'Me Qera', label: 'Me Qera' })).toEqual({
      place: 'Pejë',
    });
  });

  it('removes the price and the city', () => {
    expect(removeChip({ price: 10_000, place: 'Pejë' }, { key: 'price', label: 'x' })).toEqual({ place: 'Pejë' });
    expect(removeChip({ price: 10_000, place: 'Pejë' }, { key: 'place', label: 'Pejë' })).toEqual({ price: 10_000 });
  });
});
