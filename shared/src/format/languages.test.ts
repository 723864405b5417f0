/**
 * The formats on English and German pages: en-GB's and de-DE's numbers, the euro where each
 * language puts it, the units and suffixes from the catalogue. The Albanian forms (SPEC 9) are
 * each formatter's own test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current';
import type { Locale } from '../i18n/locales';
import { makeListing } from '../listings/fixtures';
import { areaRangeChipLabel, formatArea } from './area';
import { MONTHS, formatDate, formatMonthYear } from './dates';
import { cardChips, chipText, detailRows, mainDetailRows } from './details';
import { listingHeadline } from './headline';
import { photoAlt } from './images';
import { formatEuro, listingPrice, priceFilterLabel, priceRangeChipLabel, priceScaleLabel, priceSuffix } from './money';
import { formatDecimal } from './number';
import { landTotalPrice, pricePerSquareMetre } from './unitPrice';

const NBSP = '\u00a0';
const page = (locale: Locale) => setLocaleSource(() => locale);

afterEach(() => page('sq'));

describe('numbers and euros', () => {
  it('group as en-GB on English pages and as de-DE on German ones', () => {
    page('en');
    expect(formatDecimal(1_234_567)).toBe('1,234,567');
    expect(formatDecimal(12.5, { min: 2, max: 2 })).toBe('12.50');
    expect(formatEuro(120_000)).toBe('€120,000');
    page('de');
    expect(formatDecimal(1_234_567)).toBe('1.234.567');
    expect(formatEuro(120_000)).toBe(`120.000${NBSP}€`);
  });

  it("write what Intl's euro format without decimals writes in each language's convention", () => {
    for (const [locale, convention] of [['en', 'en-GB'], ['de', 'de-DE']] as const) {
      const intl = new Intl.NumberFormat(convention, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
      for (const amount of [0, 1, 0.5, 1.5, 450, 999.5, 12_000, 120_000, 1_250_000, 987_654_321]) {
        expect(formatEuro(amount, locale), `${locale} ${amount}`).toBe(intl.format(amount));
      }
    }
  });

  it('take the language asked for over the page’s', () => {
    expect(formatEuro(1_250, 'en')).toBe('€1,250');
    expect(formatDecimal(1.5, { min: 1, max: 1 }, 'en')).toBe('1.5');
    expect(formatEuro(1_250)).toBe(`1.250${NBSP}€`);
  });
});

describe('prices', () => {
  it('say the month, the are and a price by agreement in the language', () => {
    page('en');
    expect(listingPrice(makeListing({ price: 450, reducedPrice: 500, option: 'Me Qera' }))).toEqual({ amount: 450, text: '€450/month', was: '€500/month' });
    expect(listingPrice(makeListing({ price: 12_000, category: 'land' })).text).toBe('€12,000/are');
    expect(listingPrice(makeListing({ price: 'Me Marrëveshje' })).text).toBe('Price on request');
    page('de');
    expect(listingPrice(makeListing({ price: 450, option: 'Me Qera' })).text).toBe(`450${NBSP}€/Monat`);
    expect(priceSuffix({ category: 'land', option: 'Në Shitje' })).toBe('/Ar');
    expect(listingPrice(makeListing({ price: 'Me Marrëveshje' })).text).toBe('Preis auf Anfrage');
  });

  it("label the price filter's slider and chips", () => {
    page('en');
    expect(priceFilterLabel(0)).toBe('€0');
    expect(priceFilterLabel(250_000)).toBe('€250K');
    expect(priceFilterLabel(1_000_000)).toBe('€1M+');
    expect(priceScaleLabel(3_000, 'rent')).toBe('€3,000+/month');
    expect(priceRangeChipLabel({ max: 250_000 }, false)).toBe('Up to €250,000');
    expect(priceRangeChipLabel({ min: 150_000, max: 1_250_000 }, false)).toBe('€150K – €1.25M');
    expect(priceRangeChipLabel({ min: 300, max: 1_500 }, true)).toBe('€300 – €1,500/month');
    page('de');
    expect(priceFilterLabel(250_000)).toBe(`250K${NBSP}€`);
    expect(priceScaleLabel(450, 'rent')).toBe(`450${NBSP}€/Monat`);
    expect(priceRangeChipLabel({ min: 300 }, true)).toBe(`Ab 300${NBSP}€/Monat`);
    expect(priceRangeChipLabel({ min: 150_000, max: 1_250_000 }, false)).toBe(`150K – 1,25M${NBSP}€`);
  });

  it("give a land's total and a sale's price per m²", () => {
    const plot = makeListing({ category: 'land', option: 'Në Shitje', price: 12_000, details: { area: 4000 } });
    const house = makeListing({ category: 'house', option: 'Në Shitje', price: 132_000, details: { area: 100 } });
    page('en');
    expect(landTotalPrice(plot)).toEqual({ text: '≈ €480,000 in total', was: null });
    expect(pricePerSquareMetre(house)?.text).toBe('€1,320/m²');
    page('de');
    expect(landTotalPrice(plot)?.text).toBe(`≈ 480.000${NBSP}€ insgesamt`);
  });
});

describe('areas', () => {
  it("write ares, hectares and m² in the language's numbers and words", () => {
    page('en');
    expect(formatArea(1250, 'land')).toBe('12.50 ares');
    expect(formatArea(12_500, 'land')).toBe('1.25 ha');
    expect(formatArea(12_000, 'building')).toBe('12,000 m²');
    expect(areaRangeChipLabel({ min: 80 })).toBe(`From 80${NBSP}m²`);
    expect(areaRangeChipLabel({ min: 1200, max: 12_000 })).toBe(`1,200 – 12,000${NBSP}m²`);
    page('de');
    expect(formatArea(1250, 'land')).toBe('12,50 Ar');
    expect(areaRangeChipLabel({ max: 120 })).toBe(`Bis 120${NBSP}m²`);
  });
});

describe('dates', () => {
  it('write dd/MM/yyyy on English pages, dd.MM.yyyy on German ones, and name the months', () => {
    page('en');
    expect(formatDate('2026-11-05T10:00:00Z')).toBe('05/11/2026');
    expect(formatMonthYear('2026-11-21T12:00:00Z')).toBe('November 2026');
    expect(MONTHS[0]).toBe('January');
    page('de');
    expect(formatDate('2026-11-05T10:00:00Z')).toBe('05.11.2026');
    expect(formatMonthYear('2025-03-01T00:00:00Z')).toBe('März 2025');
    expect(MONTHS).toHaveLength(12);
    expect(formatDate('nonsense')).toBe('');
  });

  it('take the language asked for over the page’s', () => {
    expect(formatDate('2026-01-31', 'en')).toBe('31/01/2026');
    expect(formatMonthYear('2026-01-31', 'de')).toBe('Januar 2026');
  });
});

describe("a card's chips", () => {
  const chips = (details: Record<string, unknown>, locale: 'sq' | 'en' | 'de') =>
    cardChips(makeListing({ category: 'apartment', details }), locale).map((row) => chipText(row, locale));

  it('count a detail with its noun in the number each language wants', () => {
    expect(chips({ area: 74, rooms: 1, baths: 1 }, 'en')).toEqual(['74 m²', '1 Room', '1 Bathroom']);
    expect(chips({ area: 74, rooms: 3, baths: 2 }, 'en')).toEqual(['74 m²', '3 Rooms', '2 Bathrooms']);
    expect(chips({ area: 74, rooms: 1, baths: 2 }, 'de')).toEqual(['74 m²', '1 Zimmer', '2 Badezimmer']);
    // SPEC's labels, as Albanian chips have always read.
    expect(chips({ area: 74, rooms: 3, baths: 1 }, 'sq')).toEqual(['74 m²', '3 Dhoma', '1 Banjo']);
  });

  it('write a yes-or-no detail as its label and value', () => {
    expect(cardChips(makeListing({ category: 'land', details: { water: true } }), 'en').map((row) => chipText(row, 'en'))).toContain('Water: Yes');
  });
});

describe("a listing's details, headline and photos", () => {
  const apartment = makeListing({ category: 'apartment', city: 'Gjilan', details: { area: 85.5, rooms: 3, baths: 1, furnished: false, elevator: true, documents: [] } });

  it('label and write every detail in the language', () => {
    page('en');
    expect(mainDetailRows(apartment)).toEqual([
      { key: 'area', label: 'Area', value: '85.5 m²' },
      { key: 'rooms', label: 'Rooms', value: '3' },
      { key: 'baths', label: 'Bathrooms', value: '1' },
      { key: 'furnished', label: 'Furnished', value: 'No' },
    ]);
    page('de');
    const rows = detailRows(apartment);
    expect(rows.find((row) => row.key === 'elevator')).toEqual({ key: 'elevator', label: 'Aufzug', value: 'Ja' });
    expect(rows.find((row) => row.key === 'documents')).toEqual({ key: 'documents', label: 'Unterlagen', value: 'Keine Unterlagen' });
    expect(detailRows(makeListing({ details: { documents: ['permit', 'possession'] } }), ['documents'], 'en')[0]?.value).toBe(
      'Possession certificate, Building permit',
    );
  });

  it("headline a listing and name a photo without a caption", () => {
    page('en');
    expect(listingHeadline(apartment)).toBe('Apartment · 85.5 m² · Gjilan');
    expect(photoAlt(undefined, 2)).toBe('View of the property 3');
    expect(photoAlt(['Kuzhina'], 0)).toBe('Kuzhina');
    page('de');
    expect(listingHeadline({ category: 'land', city: 'Lipjan', details: { area: 1250 } })).toBe('Grundstück · 12,50 Ar · Lipjan');
    expect(photoAlt([], 0)).toBe('Ansicht der Immobilie 1');
  });
});
