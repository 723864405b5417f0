import { afterEach, describe, expect, it } from 'vitest';
import { DETAIL_KEYS, detailField } from '../contracts';
import { setLocaleSource } from '../i18n/current';
import {
  BOOLEAN_LABELS,
  CATEGORY_LABELS,
  DETAIL_LABELS,
  DOCUMENT_LABELS,
  OPTION_BADGES,
  SORT_LABELS,
  booleanLabel,
  categoryLabel,
  cityAllLabel,
  detailLabel,
  documentLabel,
  hideSoldLabel,
  mapAreaChipLabel,
  minimumCountChipLabel,
  minimumCountLabel,
  noDocumentsLabel,
  offerBadge,
  optionBadge,
  optionLabel,
  statusBadge,
  textSearchChipLabel,
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
    expect(cityAllLabel()).toBe('Të gjitha');
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

describe('labels in English and German', () => {
  afterEach(() => setLocaleSource(() => 'sq'));

  it("names categories, offers and statuses in the page's language", () => {
    setLocaleSource(() => 'en');
    expect(CATEGORY_LABELS).toEqual({ apartment: 'Apartment', house: 'House', land: 'Land', building: 'Building', office: 'Commercial unit' });
    expect(categoryLabel('land')).toBe('Land');
    expect(categoryLabel('castle')).toBe('castle');
    expect(optionLabel('Me Qera')).toBe('For rent');
    expect(OPTION_BADGES).toEqual({ 'Në Shitje': 'FOR SALE', 'Me Qera': 'FOR RENT' });
    expect(offerBadge({ option: 'Në Shitje', status: 'reserved' })).toEqual({ text: 'Reserved', status: 'reserved' });
    setLocaleSource(() => 'de');
    expect(categoryLabel('house')).toBe('Haus');
    expect(optionLabel('Në Shitje')).toBe('Zu verkaufen');
    expect(optionBadge('Me Qera')).toBe('ZU VERMIETEN');
    expect(statusBadge({ status: 'sold' })).toBe('Verkauft');
  });

  it('labels details, documents, booleans, the search choices and its chips', () => {
    setLocaleSource(() => 'en');
    expect(detailLabel('bedrooms')).toBe('Bedrooms');
    expect(DETAIL_LABELS.elevator).toBe('Lift');
    expect(detailField('parcelNumber').label).toBe('Parcel number');
    expect(booleanLabel(true)).toBe('Yes');
    expect(cityAllLabel()).toBe('All');
    expect(SORT_LABELS.cheapest).toBe('Price: low to high');
    expect(minimumCountChipLabel('rooms', 2)).toBe('Rooms: 2+');
    expect(noDocumentsLabel()).toBe('No documents');
    setLocaleSource(() => 'de');
    expect(DETAIL_LABELS.documents).toBe('Unterlagen');
    expect(documentLabel('permit')).toBe('Baugenehmigung');
    expect(DOCUMENT_LABELS.occupancy).toBe('Nutzungsgenehmigung');
    expect(BOOLEAN_LABELS).toEqual({ true: 'Ja', false: 'Nein' });
    expect(hideSoldLabel()).toBe('Verkaufte ausblenden');
    expect(mapAreaChipLabel()).toBe('Kartenausschnitt');
    expect(textSearchChipLabel('Pool')).toBe('„Pool“');
    expect(minimumCountChipLabel('bedrooms', 3)).toBe('Schlafzimmer: 3+');
  });

  it('speaks the language asked for, whatever the page is in (the server draws several)', () => {
    expect(categoryLabel('land', 'de')).toBe('Grundstück');
    expect(detailLabel('area', 'en')).toBe('Area');
    expect(offerBadge({ option: 'Me Qera' }, 'en')).toEqual({ text: 'FOR RENT', status: undefined });
    expect(booleanLabel(false, 'de')).toBe('Nein');
    expect(categoryLabel('land')).toBe('Truall');
  });
});
