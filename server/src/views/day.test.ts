import { describe, expect, it } from 'vitest';
import { addDays, dayOf, dayStart, viewsWindow } from './day';

describe("the counter's days (Europe/Belgrade)", () => {
  it('turns at midnight in Kosovo, not at midnight UTC, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(dayOf(new Date('2026-11-30T22:59:59.999Z'))).toBe('2026-11-30');
    expect(dayOf(new Date('2026-11-30T23:00:00.000Z'))).toBe('2026-12-01');
    expect(dayOf(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(dayOf(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
    expect(dayOf(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01');
  });

  it('begins each day at its midnight, on the days the clocks change too', () => {
    expect(dayStart('2026-11-30').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(dayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // Summer time begins at 02:00 on 29 March 2026 and ends at 03:00 on 25 October 2026.
    expect(dayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    for (const day of ['2026-03-29', '2026-10-25', '2026-01-01']) {
      expect(dayOf(dayStart(day))).toBe(day);
      expect(dayOf(new Date(dayStart(day).getTime() - 1))).toBe(addDays(day, -1));
    }
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-30', -29)).toBe('2026-11-01');
  });

  it("gives the last 30 days, today's included, from the first one's midnight", () => {
    expect(viewsWindow(new Date('2026-11-30T23:30:00.000Z'), 30)).toEqual({ from: '2026-11-02', to: '2026-12-01', since: '2026-11-01T23:00:00.000Z' });
    expect(viewsWindow(new Date('2026-11-30T12:00:00.000Z'), 30)).toEqual({ from: '2026-11-01', to: '2026-11-30', since: '2026-10-31T23:00:00.000Z' });
  });
});
