import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../api';
import { filterByStatus, nextSort, rowKind, rowPrice, searchRows, sortRows } from './tableModel';

const row = (id: string, title: string, city: string, price: number | null, createdAt: string, photos = 0, more: Partial<ListingRow> = {}): ListingRow => ({
  id,
  title,
  city,
  category: 'house',
  option: 'Në Shitje',
  price,
  reducedPrice: null,
  status: 'active',
  photos,
  thumbnailUrl: null,
  createdAt,
  updatedAt: createdAt,
  views: 0,
  inquiries: 0,
  ...more,
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
    expect(nextSort({ key: 'title', direction: 'asc' }, 'views')).toEqual({ key: 'views', direction: 'desc' });
  });

  it("sorts by the last 30 days' views, the more asked about first among equal views", () => {
    const earning = [
      row('1', '', '', 1, '', 0, { views: 4, inquiries: 0 }),
      row('2', '', '', 1, '', 0, { views: 12, inquiries: 1 }),
      row('3', '', '', 1, '', 0, { views: 4, inquiries: 2 }),
      row('4', '', '', 1, '', 0),
    ];
    expect(sortRows(earning, { key: 'views', direction: 'desc' }).map((r) => r.id)).toEqual(['2', '3', '1', '4']);
    expect(sortRows(earning, { key: 'views', direction: 'asc' }).map((r) => r.id)).toEqual(['4', '1', '3', '2']);
  });
});

describe("a row's price and kind", () => {
  it("are the public site's: '/muaj' for a rent, '/ari' for land for sale, the cut price with the higher struck", () => {
    expect(rowPrice(row('1', '', '', 450, '', 0, { option: 'Me Qera', category: 'apartment' }))).toMatchObject({ text: '450\u00a0€/muaj', was: null });
    expect(rowPrice(row('2', '', '', 12000, '', 0, { category: 'land', reducedPrice: 10000 }))).toMatchObject({ text: '10.000\u00a0€/ari', was: '12.000\u00a0€/ari' });
    expect(rowPrice(row('3', '', '', null, ''))).toMatchObject({ text: 'Me Marrëveshje', amount: null });
    expect(rowKind(row('4', '', '', 1, '', 0, { category: 'apartment', option: 'Me Qera' }))).toBe('Banesë · Me Qera');
  });

  it('sorts by what a listing costs now', () => {
    const cut = row('5', '', '', 200000, '', 0, { reducedPrice: 90000 });
    expect(sortRows([...rows, cut], { key: 'price', direction: 'asc' }).map((r) => r.id)).toEqual(['100', '5', '10', '9']);
  });
});

describe('filterByStatus', () => {
  it('keeps one status, or every one', () => {
    const sold = row('7', '', '', 1, '', 0, { status: 'sold' });
    expect(filterByStatus([...rows, sold], 'sold').map((r) => r.id)).toEqual(['7']);
    expect(filterByStatus([...rows, sold], 'all')).toHaveLength(4);
  });
});
