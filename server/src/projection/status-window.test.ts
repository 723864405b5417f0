/** Which statuses the public sees, and for how long. */
import { describe, expect, it } from 'vitest';
import { STATUS_SHOWN_DAYS, statusInPublic } from './status-window';

const changed = '2026-03-01T12:00:00.000Z';
const at = (days: number) => Date.parse(changed) + days * 24 * 60 * 60 * 1000;

describe('a listing in public, by status', () => {
  it('is always shown when active, without a badge or an end', () => {
    expect(statusInPublic('active', changed, at(10_000))).toEqual({ status: undefined, until: undefined });
  });

  it('is shown reserved or sold, with its badge, until 30 days after the status changed, then not', () => {
    expect(STATUS_SHOWN_DAYS).toBe(30);
    for (const status of ['reserved', 'sold'] as const) {
      expect(statusInPublic(status, changed, at(0))).toEqual({ status, until: at(30) });
      expect(statusInPublic(status, changed, at(29.99))).toEqual({ status, until: at(30) });
      expect(statusInPublic(status, changed, at(30))).toBeUndefined();
      expect(statusInPublic(status, changed, at(31))).toBeUndefined();
    }
  });

  it('is never shown a draft or withdrawn, nor reserved or sold with a change time that does not parse', () => {
    expect(statusInPublic('draft', changed, at(0))).toBeUndefined();
    expect(statusInPublic('draft', changed, at(10_000))).toBeUndefined();
    expect(statusInPublic('withdrawn', changed, at(0))).toBeUndefined();
    expect(statusInPublic('withdrawn', changed, at(-1))).toBeUndefined();
    expect(statusInPublic('sold', 'some day', at(0))).toBeUndefined();
  });
});
