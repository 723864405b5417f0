/** Albanian month names, January first. */
export const MONTHS = [
  'Janar',
  'Shkurt',
  'Mars',
  'Prill',
  'Maj',
  'Qershor',
  'Korrik',
  'Gusht',
  'Shtator',
  'Tetor',
  'Nëntor',
  'Dhjetor',
] as const;

export type DateInput = string | number | Date | null | undefined;

// An ISO date-time without an offset would be read in the machine's zone; read it as UTC.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A valid Date, or undefined. Every formatter here works in UTC. */
export function parseDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const input = typeof value === 'string' && LOCAL_DATE_TIME.test(value.trim()) ? `${value.trim()}Z` : value;
  const date = new Date(input instanceof Date ? input.getTime() : input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'dd.MM.yyyy', or '' for an invalid date. */
export function formatDate(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** 'Nëntor 2026', or '' for an invalid date. */
export function formatMonthYear(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The year of a building year given as a year (2015, '2015') or a date ('2015-06-01');
 * undefined for anything else, so the row can be hidden.
 */
export function yearOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d{4}$/.test(trimmed)) return Number(trimmed);
    if (!/^\d{4}-\d{2}/.test(trimmed)) return undefined;
  } else if (!(value instanceof Date)) {
    return undefined;
  }
  return parseDate(value)?.getUTCFullYear();
}

/**
 * The agency's time zone: Kosovo keeps Central European time (with summer time), as Belgrade's
 * zone gives it. Every time or day the agency reads (the back office, the e-mails, the CLI, the
 * views' days) is on this clock.
 */
export const AGENCY_TIME_ZONE = 'Europe/Belgrade';

// The agency's clock (AGENCY_TIME_ZONE). Made on first use,
// not when the module loads: public pages load this module too, and a renderer's first Intl
// formatter loads ICU data (a stretch of main-thread work) that only the back office needs.
let agencyClock: Intl.DateTimeFormat | undefined;
const AGENCY_CLOCK = () =>
  (agencyClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * 'dd.MM.yyyy HH:mm' on the agency's clock (Kosovo's time, not UTC: the moment a message came
 * or a change was made), or '' for an invalid date. For the back office's times.
 */
export function formatDateTime(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  const part = Object.fromEntries(AGENCY_CLOCK().formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

const HOUR_MS = 3_600_000;

/**
 * The year now on the agency's clock (the footer's copyright year). A year begins in winter, when
 * Kosovo keeps UTC+1 (no summer time then), so it is UTC's year an hour ahead: no Intl formatter
 * (see the agency's clock above) on the public pages for it.
 */
export function agencyYear(now: Date = new Date()): number {
  return new Date(now.getTime() + HOUR_MS).getUTCFullYear();
}
