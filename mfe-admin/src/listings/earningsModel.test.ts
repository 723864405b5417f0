import { describe, expect, it } from 'vitest';
import { strings } from '../strings';
import { busiestDay } from './earningsModel';

describe("a listing's views summary", () => {
  it('names the busiest day, the latest among equals, and none without views', () => {
    const days = [
      { day: '2026-11-28', views: 3 },
      { day: '2026-11-29', views: 7 },
      { day: '2026-11-30', views: 7 },
      { day: '2026-12-01', views: 0 },
    ];
    expect(busiestDay(days)).toEqual({ day: '2026-11-30', views: 7 });
    expect(busiestDay([{ day: '2026-11-28', views: 0 }])).toBeNull();
  });

  it("words counts as Albanian does: '1 shikim', '1.204 shikime', '0 mesazhe'", () => {
    const t = strings.earnings;
    expect(t.views(1)).toBe('1 shikim');
    expect(t.views(1204)).toBe('1.204 shikime');
    expect(t.inquiries(0)).toBe('0 mesazhe');
    expect(t.summary(t.views(12), t.inquiries(1), 30)).toBe('12 shikime dhe 1 mesazh në 30 ditët e fundit.');
  });
});
