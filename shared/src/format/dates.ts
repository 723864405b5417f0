import type { Locale } from '../i18n/locales';
import { t, type SharedMessageId } from '../i18n/t';

const MONTH_IDS = [
  'month.january',
  'month.february',
  'month.march',
  'month.april',
  'month.may',
  'month.june',
  'month.july',
  'month.august',
  'month.september',
  'month.october',
  'month.november',
  'month.december',
] as const satisfies readonly SharedMessageId[];

/**
 * The months' names in the page's language, January first ('Janar' … on Albanian pages). Each
 * entry is read when it is looked up (a getter), never when the module loads: the server draws
 * several languages in one process. Public pages name months without an Intl date formatter,
 * whose ICU data costs a renderer's main thread (see the agency's clock below).
 */
export const MONTHS: readonly string[] = Object.freeze(
  MONTH_IDS.reduce<string[]>((months, id, index) => Object.defineProperty(months, index, { enumerable: true, get: () => t(id) }), []),
);

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

/**
 * 'dd.MM.yyyy' on Albanian (SPEC 2) and German pages, 'dd/MM/yyyy' on English ones (en-GB), or ''
 * for an invalid date.
 */
export function formatDate(value: DateInput, locale?: Locale): string {
  const date = parseDate(value);
  if (!date) return '';
  return t('date.short', { day: pad(date.getUTCDate()), month: pad(date.getUTCMonth() + 1), year: String(date.getUTCFullYear()) }, locale);
}

/** 'Nëntor 2026' ('November 2026' on an English page), or '' for an invalid date. */
export function formatMonthYear(value: DateInput, locale?: Locale): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${t(MONTH_IDS[date.getUTCMonth()]!, undefined, locale)} ${date.getUTCFullYear()}`;
}

/** '1 November 2026' on an English page, '1. November 2026' on a German one, or '' for an invalid date. */
export function formatLongDate(value: DateInput, locale?: Locale): string {
  const date = parseDate(value);
  if (!date) return '';
  const month = t(MONTH_IDS[date.getUTCMonth()]!, undefined, locale);
  return t('date.long', { day: String(date.getUTCDate()), month, year: String(date.getUTCFullYear()) }, locale);
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
 * or a change was made), or '' for an invalid date. For the back office's times: the back office
 * is Albanian only, so this has one form.
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
