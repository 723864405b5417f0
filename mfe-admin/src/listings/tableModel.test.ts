import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../api';
import { nextSort, searchRows, sortRows } from './tableModel';

const row = (id: string, title: string, city: string, price: number | null, createdAt: string, photos = 0): ListingRow => ({
  id,
  title,
  city,
  price,
  status: 'active',
  photos,
  createdAt,
  updatedAt: createdAt,
});

const rows = [
  row('10', 'Shtëpi me oborr', 'Prishtinë', 120000, '2026-01-05'),
  row('9', 'Banesë në qendër', 'Prizren', null, '2026-03-01', 4),
  row('100', 'Truall buzë rrugës', 'Pejë', 30000, '2025-12-24', 1),
];

describe('searchRows', () => {
  it('finds by id, title or city, ignoring accents and case, every word required', () => {
    expect(searchRows(rows, 'prishtine').map((r) => r.id)).toEqual(['10']);
    expect(searchRows(rows, 'BANESE')).toHaveLength(1);
    expect(searchRows(rows, '100').map((r) => r.id)).toEqual(['100']);
    expect(searchRows(rows, 'truall peje').map((r) => r.id)).toEqual(['100']);
    expect(searchRows(rows, 'truall prizren')).toEqual([]);
    expect(searchRows(rows, '  ')).toHaveLength(3);
  });
});

describe('sortRows', () => {
  it('sorts ids numerically, prices with "by agreement" last, dates, both ways', () => {
    expect(sortRows(rows, { key: 'id', direction: 'asc' }).map((r) => r.id)).toEqual(['9', '10', '100']);
    expect(sortRows(rows, { key: 'price', direction: 'asc' }).map((r) => r.id)).toEqual(['100', '10', '9']);
    expect(sortRows(rows, { key: 'createdAt', direction: 'desc' }).map((r) => r.id)).toEqual(['9', '10', '100']);
    expect(sortRows(rows, { key: 'photos', direction: 'desc' }).map((r) => r.id)).toEqual(['9', '100', '10']);
    expect(sortRows(rows, { key: 'city', direction: 'asc' }).map((r) => r.city)).toEqual(['Pejë', 'Prishtinë', 'Prizren']);
  });

  it('a click on the sorted column flips it; a new column starts ascending, dates and prices descending', () => {
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort({ key: 'title', direction: 'asc' }, 'city')).toEqual({ key: 'city', direction: 'asc' });
    expect(nextSort({ key: 'title', direction: 'asc' }, 'createdAt')).toEqual({ key: 'createdAt', direction: 'desc' });
  });
});
