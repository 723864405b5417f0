import { describe, expect, it } from 'vitest';
import { DETAIL_KEYS } from '../contracts';
import {
  BOOLEAN_LABELS,
  CATEGORY_LABELS,
  CITY_ALL_LABEL,
  DETAIL_LABELS,
  OPTION_BADGES,
  SORT_LABELS,
  booleanLabel,
  categoryLabel,
  detailLabel,
  minimumCountChipLabel,
  minimumCountLabel,
  offerBadge,
  optionBadge,
  statusBadge,
} from './labels';

describe('labels', () => {
  it('names the categories in Albanian', () => {
    expect(CATEGORY_LABELS).toEqual({
      apartment: 'Banesë',
      house: 'Shtëpi',
      land: 'Truall',
      building: 'Objekt',
      office: 'Lokal',
    });
  });

  it('shows an unknown category as it is', () => {
    expect(categoryLabel('land')).toBe('Truall');
    expect(categoryLabel('castle')).toBe('castle');
    expect(categoryLabel('toString')).toBe('toString');
  });

  it('badges the options in capitals', () => {
    expect(OPTION_BADGES).toEqual({ 'Në Shitje': 'NË SHITJE', 'Me Qera': 'ME QERA' });
    expect(optionBadge('Me Qera')).toBe('ME QERA');
    expect(optionBadge('Other')).toBe('Other');
  });

  it("badges a reserved or sold listing ('E rezervuar', 'E shitur'), an available one not at all", () => {
    expect(statusBadge({ status: 'reserved' })).toBe('E rezervuar');
    expect(statusBadge({ status: 'sold' })).toBe('E shitur');
    expect(statusBadge({})).toBeUndefined();
    expect(statusBadge({ status: 'toString' as never })).toBeUndefined();
  });

  it("puts a reserved or sold listing's status in place of its option, never both (issue 53)", () => {
    expect(offerBadge({ option: 'Në Shitje', status: 'sold' })).toEqual({ text: 'E shitur', status: 'sold' });
    expect(offerBadge({ option: 'Me Qera', status: 'reserved' })).toEqual({ text: 'E rezervuar', status: 'reserved' });
    expect(offerBadge({ option: 'Në Shitje' })).toEqual({ text: 'NË SHITJE', status: undefined });
    expect(offerBadge({ option: 'Me Qera', status: 'toString' as never })).toEqual({ text: 'ME QERA', status: undefined });
  });

  it('labels the details exactly as the SPEC table, and the documents (issue 53)', () => {
    expect(DETAIL_LABELS).toEqual({
      wastewater: 'Kanalizim',
      garage: 'Garazhë',
      water: 'Ujë',
      parcelNumber: 'Numri Parcelës',
      baths: 'Banjo',
      keds: 'Rrymë',
      bedrooms: 'Dhoma gjumi',
      area: 'Sipërfaqe',
      floor: 'Kati',
      rooms: 'Dhoma',
      heatingSystem: 'Nxemje',
      wifi: 'Wi-Fi',
      furnished: 'E mobiluar',
      parking: 'Parking',
      buildingYear: 'Viti Ndërtimit',
      balcony: 'Ballkon',
      elevator: 'Ashensor',
      documents: 'Dokumentacioni',
    });
  });

  it('has a label for every detail key but beds, which the SPEC table lacks', () => {
    expect(DETAIL_KEYS.filter((key) => detailLabel(key) === undefined)).toEqual(['beds']);
    expect(detailLabel('color')).toBeUndefined();
  });

  it("shows booleans as 'Po' and 'Jo'", () => {
    expect(BOOLEAN_LABELS).toEqual({ true: 'Po', false: 'Jo' });
    expect(booleanLabel(true)).toBe('Po');
    expect(booleanLabel(false)).toBe('Jo');
  });

  it('labels the all-cities entry and the sort orders', () => {
    expect(CITY_ALL_LABEL).toBe('Të gjitha');
    expect(SORT_LABELS).toEqual({
      newest: 'Më të rejat',
      oldest: 'Më të vjetrat',
      cheapest: 'Çmimi: nga më i ulëti',
      priciest: 'Çmimi: nga më i larti',
      largest: 'Sipërfaqja: nga më e madhja',
    });
  });
});

describe('least-count labels', () => {
  it("say a choice as '2+' and its chip by the detail's label", () => {
    expect(minimumCountLabel(2)).toBe('2+');
    expect(minimumCountChipLabel('rooms', 2)).toBe('Dhoma: 2+');
    expect(minimumCountChipLabel('bedrooms', 3)).toBe('Dhoma gjumi: 3+');
  });
});
