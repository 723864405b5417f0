import { describe, expect, it } from 'vitest';
import { MONTHS, agencyYear, formatDate, formatDateTime, formatLongDate, formatMonthYear, parseDate, yearOf } from './dates';

describe('formatDate', () => {
  it("formats as 'dd.MM.yyyy'", () => {
    expect(formatDate('2026-11-05T10:00:00Z')).toBe('05.11.2026');
    expect(formatDate('2026-01-31')).toBe('31.01.2026');
  });

  it('uses UTC, so a late-evening UTC time keeps its day', () => {
    expect(formatDate('2026-11-05T23:30:00Z')).toBe('05.11.2026');
    expect(formatDate('2026-11-05T23:30:00')).toBe('05.11.2026');
    expect(formatDate('2026-11-06T00:30:00+01:00')).toBe('05.11.2026');
  });

  it('accepts a Date and a timestamp', () => {
    expect(formatDate(new Date(Date.UTC(2025, 2, 9)))).toBe('09.03.2025');
    expect(formatDate(Date.UTC(2025, 2, 9))).toBe('09.03.2025');
  });

  it("gives '' for an invalid date, never 'Invalid Date'", () => {
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatLongDate', () => {
  it("writes a day with its month's name in the page's language, or '' for an invalid date", () => {
    expect(formatLongDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatLongDate('2026-03-09', 'de')).toBe('9. März 2026');
    expect(formatLongDate('2026-02-30x', 'de')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('uses the Albanian month name', () => {
    expect(formatMonthYear('2026-11-21T12:00:00Z')).toBe('Nëntor 2026');
    expect(formatMonthYear('2025-01-01T00:00:00Z')).toBe('Janar 2025');
    expect(formatMonthYear('2025-12-31T23:59:59Z')).toBe('Dhjetor 2025');
  });

  it('names all twelve months', () => {
    expect(MONTHS).toEqual([
      'Janar', 'Shkurt', 'Mars', 'Prill', 'Maj', 'Qershor',
      'Korrik', 'Gusht', 'Shtator', 'Tetor', 'Nëntor', 'Dhjetor',
    ]);
  });

  it("gives '' for an invalid date", () => {
    expect(formatMonthYear('32/13/2026')).toBe('');
  });
});

describe('parseDate', () => {
  it('returns undefined for invalid input', () => {
    expect(parseDate('x')).toBeUndefined();
    expect(parseDate(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('yearOf', () => {
  it.each<[unknown, number | undefined]>([
    [2015, 2015],
    ['2015', 2015],
    [' 1998 ', 1998],
    ['2015-06-01', 2015],
    ['2015-06-01T00:00:00Z', 2015],
    [new Date(Date.UTC(2001, 5, 1)), 2001],
    ['', undefined],
    ['e vjetër', undefined],
    [null, undefined],
    [Number.NaN, undefined],
    [20.5, undefined],
    [true, undefined],
  ])('%j → %j', (value, year) => {
    expect(yearOf(value)).toBe(year);
  });
});

describe('formatDateTime', () => {
  it("formats as 'dd.MM.yyyy HH:mm' on Kosovo's clock, summer time included", () => {
    expect(formatDateTime('2026-11-05T23:30:00Z')).toBe('06.11.2026 00:30');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
    expect(formatDateTime('2026-01-31T12:00:00Z')).toBe('31.01.2026 13:00');
  });

  it("gives '' for what is not a date", () => {
    expect(formatDateTime('dje')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('agencyYear', () => {
  it("is the year on Kosovo's clock: a new year begins at 23:00 UTC on 31 December", () => {
    expect(agencyYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(agencyYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(agencyYear(new Date('2027-06-15T12:00:00Z'))).toBe(2027);
  });

  it('reads the date when asked, not when the module loaded', () => {
    expect(agencyYear()).toBe(new Date(Date.now() + 3_600_000).getUTCFullYear());
  });
});
