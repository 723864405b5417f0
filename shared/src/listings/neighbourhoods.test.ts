import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { neighbourhoodsOf } from './neighbourhoods';

describe('neighbourhoodsOf', () => {
  it("lists the city's neighbourhoods once each, with their listings counted, in Albanian order", () => {
    const listings = [
      makeListing({ id: '1', city: 'Prishtinë', subcity: 'Ulpiana' }),
      makeListing({ id: '2', city: 'Prishtinë', subcity: 'Çagllavica' }),
      makeListing({ id: '3', city: 'Prishtinë', subcity: ' Ulpiana ' }),
      makeListing({ id: '4', city: 'Prishtinë', subcity: 'Dardania' }),
      makeListing({ id: '5', city: 'Prishtinë', subcity: '' }),
      makeListing({ id: '6', city: 'Gjilan', subcity: 'Dardania' }),
    ];
    // In Albanian 'Ç' comes after 'C' and before 'D'.
    expect(neighbourhoodsOf(listings, 'Prishtinë')).toEqual([
      { name: 'Çagllavica', count: 1 },
      { name: 'Dardania', count: 1 },
      { name: 'Ulpiana', count: 2 },
    ]);
    expect(neighbourhoodsOf(listings, 'Pejë')).toEqual([]);
  });
});
