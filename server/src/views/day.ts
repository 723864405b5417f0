/**
 * The counter's days are the agency's (AGENCY_TIME_ZONE, Kosovo's time), so a view at 00:30 on a
 * Tuesday in Prishtina counts for Tuesday, as the agent reading 'today' would expect; the 30 days
 * the back office shows are 30 such days, today's included.
 */
import { AGENCY_TIME_ZONE } from 'shared/format';

/** How many days of counts the store keeps. */
export const VIEWS_KEPT_DAYS = 90;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Belgrade at `at`, as the UTC time with the same digits (ms dropped). */
function wallClock(at: number): number {
  const got: Record<string, number> = {};
  for (const part of parts.formatToParts(at)) if (part.type !== 'literal') got[part.type] = Number(part.value);
  return Date.UTC(got.year!, got.month! - 1, got.day!, got.hour!, got.minute!, got.second!);
}

/** The day ('YYYY-MM-DD') it is in Belgrade at `at`. */
export function dayOf(at: Date): string {
  return new Date(wallClock(at.getTime())).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The instant Belgrade's `day` begins (its midnight; clocks change at 02:00/03:00, never at midnight). */
export function dayStart(day: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00.000Z`);
  // Belgrade is ahead of UTC by the offset in force; read it at the first guess and again there.
  let at = midnightAsUtc - (wallClock(midnightAsUtc) - midnightAsUtc);
  at = midnightAsUtc - (wallClock(at) - at);
  return new Date(at);
}

/** The last `days` days up to `now`'s day, today's included: first and last day, and the instant the first began. */
export function viewsWindow(now: Date, days: number): { from: string; to: string; since: string } {
  const to = dayOf(now);
  const from = addDays(to, -(days - 1));
  return { from, to, since: dayStart(from).toISOString() };
}
