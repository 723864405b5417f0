import { describe, expect, it } from 'vitest';
import { makeListing } from '../listings/fixtures';
import { DETAIL_ORDER, MAIN_DETAILS, cardChips, detailOrder, detailRows, detailValue, mainDetailRows } from './details';

const apartment = makeListing({
  category: 'apartment',
  details: {
    elevator: true,
    area: 85,
    rooms: 3,
    baths: 1,
    bedrooms: 2,
    furnished: false,
    floor: '4',
    buildingYear: 2015,
    heatingSystem: 'Qendror',
    color: 'blue',
  },
});

const land = makeListing({
  category: 'land',
  details: { keds: true, parcelNumber: '123/4', water: false, wastewater: true, area: 1250 },
});

describe('detail order', () => {
  it('orders apartments and houses per SPEC 9, then heatingSystem and wifi, then the documents (issue 53)', () => {
    const order = [
      'area', 'bedrooms', 'baths', 'rooms', 'beds', 'furnished', 'garage', 'floor',
      'parking', 'buildingYear', 'balcony', 'elevator', 'heatingSystem', 'wifi', 'documents',
    ];
    expect(DETAIL_ORDER.apartment).toEqual(order);
    expect(DETAIL_ORDER.house).toEqual(order);
    expect(DETAIL_ORDER.building).toEqual(order);
    expect(DETAIL_ORDER.office).toEqual(order);
  });

  it('orders land per SPEC 9, then the documents', () => {
    expect(DETAIL_ORDER.land).toEqual(['area', 'wastewater', 'water', 'parcelNumber', 'keds', 'documents']);
  });

  it('uses the apartment order for an unknown category', () => {
    expect(detailOrder('castle')).toEqual(DETAIL_ORDER.apartment);
  });

  it('defines the main details', () => {
    expect(MAIN_DETAILS).toEqual({
      land: ['area', 'wastewater', 'water', 'keds'],
      other: ['area', 'rooms', 'baths', 'furnished'],
    });
  });
});

describe('detailRows', () => {
  it('lists known, non-empty details in order with Albanian labels', () => {
    expect(detailRows(apartment)).toEqual([
      { key: 'area', label: 'Sipërfaqe', value: '85 m²' },
      { key: 'bedrooms', label: 'Dhoma gjumi', value: '2' },
      { key: 'baths', label: 'Banjo', value: '1' },
      { key: 'rooms', label: 'Dhoma', value: '3' },
      { key: 'furnished', label: 'E mobiluar', value: 'Jo' },
      { key: 'floor', label: 'Kati', value: '4' },
      { key: 'buildingYear', label: 'Viti Ndërtimit', value: '2015' },
      { key: 'elevator', label: 'Ashensor', value: 'Po' },
      { key: 'heatingSystem', label: 'Nxemje', value: 'Qendror' },
    ]);
  });

  it("shows the documents by their Albanian names in a fixed order, 'Pa dokumente' for none, nothing when unknown", () => {
    const documents = (value: unknown) => detailRows(makeListing({ details: { documents: value } as never })).find((row) => row.key === 'documents');
    expect(documents(['occupancy', 'possession', 'legalisation'])).toEqual({
      key: 'documents',
      label: 'Dokumentacioni',
      value: 'Fletë poseduese, Certifikatë e përdorimit, Në proces legalizimi',
    });
    expect(documents(['permit'])?.value).toBe('Leje ndërtimi');
    expect(documents([])?.value).toBe('Pa dokumente');
    expect(documents(undefined)).toBeUndefined();
    expect(documents(null)).toBeUndefined();
    expect(documents('')).toBeUndefined();
  });

  it('lists land details with the area in ari', () => {
    expect(detailRows(land)).toEqual([
      { key: 'area', label: 'Sipërfaqe', value: '12,50 ari' },
      { key: 'wastewater', label: 'Kanalizim', value: 'Po' },
      { key: 'water', label: 'Ujë', value: 'Jo' },
      { key: 'parcelNumber', label: 'Numri Parcelës', value: '123/4' },
      { key: 'keds', label: 'Rrymë', value: 'Po' },
    ]);
  });

  it('hides empty values', () => {
    const listing = makeListing({ details: { rooms: '', baths: null, floor: undefined, garage: Number.NaN, parking: '  ' } });
    expect(detailRows(listing)).toEqual([]);
  });

  it('hides unknown keys, and beds (no label in the SPEC)', () => {
    const listing = makeListing({ details: { color: 'blue', beds: 2 } });
    expect(detailRows(listing)).toEqual([]);
    expect(detailRows(listing, ['beds'])).toEqual([]);
  });

  it('shows the year of a building year given as a date', () => {
    const listing = makeListing({ details: { buildingYear: '2010-03-01' } });
    expect(detailRows(listing)).toEqual([{ key: 'buildingYear', label: 'Viti Ndërtimit', value: '2010' }]);
  });

  it('hides a building year that is not a year or a date', () => {
    expect(detailRows(makeListing({ details: { buildingYear: 'e re' } }))).toEqual([]);
    expect(detailRows(makeListing({ details: { buildingYear: '' } }))).toEqual([]);
  });

  it('reads an area given as a numeric string', () => {
    expect(detailValue('area', '10000', 'land')).toBe('1,00 ha');
  });

  it('uses the keys given instead of the full order', () => {
    expect(detailRows(apartment, ['rooms', 'area']).map((row) => row.key)).toEqual(['rooms', 'area']);
  });
});

describe('mainDetailRows', () => {
  it('shows area, rooms, baths and furnished for apartments', () => {
    expect(mainDetailRows(apartment).map((row) => row.value)).toEqual(['85 m²', '3', '1', 'Jo']);
  });

  it('shows area, wastewater, water and electricity for land', () => {
    expect(mainDetailRows(land).map((row) => row.key)).toEqual(['area', 'wastewater', 'water', 'keds']);
  });
});

describe('cardChips', () => {
  it('shows area, rooms and baths for apartments and houses', () => {
    expect(cardChips(apartment)).toEqual([
      { key: 'area', label: 'Sipërfaqe', value: '85 m²' },
      { key: 'rooms', label: 'Dhoma', value: '3' },
      { key: 'baths', label: 'Banjo', value: '1' },
    ]);
    expect(cardChips({ ...apartment, category: 'house' })).toHaveLength(3);
  });

  it('shows the area, water and electricity for land (issue 53: a land card shows its area)', () => {
    expect(cardChips(land)).toEqual([
      { key: 'area', label: 'Sipërfaqe', value: '12,50 ari' },
      { key: 'water', label: 'Ujë', value: 'Jo' },
      { key: 'keds', label: 'Rrymë', value: 'Po' },
    ]);
  });

  it('leaves out chips without a value', () => {
    expect(cardChips(makeListing({ details: { area: 60 } }))).toEqual([{ key: 'area', label: 'Sipërfaqe', value: '60 m²' }]);
  });
});
