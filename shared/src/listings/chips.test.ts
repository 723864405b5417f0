import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current';
import { filterChips, removeChip } from './chips';

describe('filterChips', () => {
  it('gives no chips without filters', () => {
    expect(filterChips({})).toEqual([]);
  });

  it('shows each category and option, the price and the city, in that order', () => {
    expect(
      filterChips({ place: 'Prizren', price: { max: 250_000 }, option: ['Në Shitje'], category: ['apartment', 'land'], id: '12' }),
    ).toEqual([
      { key: 'category', value: 'apartment', label: 'Banesë' },
      { key: 'category', value: 'land', label: 'Truall' },
      { key: 'option', value: 'Në Shitje', label: 'Në Shitje' },
      { key: 'price', label: 'Deri në 250.000\u00a0€' },
      { key: 'place', label: 'Prizren' },
    ]);
  });

  it('has no chip for the id, the city "all" or a price range without bounds', () => {
    expect(filterChips({ id: '12', place: 'all', price: { max: 0 } })).toEqual([]);
  });

  it('says a range as a span, and a rent by the month', () => {
    expect(filterChips({ price: { min: 150_000, max: 300_000 } })).toEqual([{ key: 'price', label: '150K – 300K\u00a0€' }]);
    expect(filterChips({ price: { min: 150_000 } })).toEqual([{ key: 'price', label: 'Nga 150.000\u00a0€' }]);
    expect(filterChips({ option: ['Me Qera'], price: { max: 500 } })).toContainEqual({ key: 'price', label: 'Deri në 500\u00a0€/muaj' });
    expect(filterChips({ option: ['Me Qera'], price: { min: 300, max: 500 } })).toContainEqual({ key: 'price', label: '300 – 500\u00a0€/muaj' });
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
    expect(removeChip({ price: { max: 10_000 }, place: 'Pejë' }, { key: 'price', label: 'x' })).toEqual({ place: 'Pejë' });
    expect(removeChip({ price: { max: 10_000 }, place: 'Pejë' }, { key: 'place', label: 'Pejë' })).toEqual({ price: { max: 10_000 } });
  });
});

describe('filterChips in English and German', () => {
  afterEach(() => setLocaleSource(() => 'sq'));

  it("labels every chip in the page's language, the places as they are named", () => {
    const filters = {
      text: 'pishinë',
      category: ['house' as const],
      option: ['Me Qera' as const],
      price: { max: 500 },
      area: { min: 80 },
      rooms: 2,
      place: 'Prishtinë',
      documents: ['permit' as const],
      bounds: [21.1, 42.6, 21.2, 42.7] as [number, number, number, number],
      available: true as const,
    };
    setLocaleSource(() => 'en');
    expect(filterChips(filters).map((chip) => chip.label)).toEqual([
      '‘pishinë’', 'House', 'For rent', 'Up to €500/month', 'From 80\u00a0m²', 'Rooms: 2+', 'Prishtinë', 'Map area', 'Building permit', 'Hide sold',
    ]);
    setLocaleSource(() => 'de');
    expect(filterChips(filters).map((chip) => chip.label)).toEqual([
      '„pishinë“', 'Haus', 'Zu vermieten', 'Bis 500\u00a0€/Monat', 'Ab 80\u00a0m²', 'Zimmer: 2+', 'Prishtinë', 'Kartenausschnitt', 'Baugenehmigung', 'Verkaufte ausblenden',
    ]);
  });
});
