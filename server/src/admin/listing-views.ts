/**
 * What each listing earns, for the back office: the table's views and inquiries per listing, and
 * one listing's days (`GET /admin/api/listings/{id}/views`), over the last VIEWS_WINDOW_DAYS of
 * the agency's days (views/day.ts). Inquiries are counted from the same day's start.
 */
import { VIEWS_WINDOW_DAYS, type AdminListingRow, type AdminListingViews } from 'shared/contracts';
import type { ListingSummary, Store } from '../store';
import { addDays, viewsWindow } from '../views/day';

/** The table's rows with their views and inquiries of the window. */
export async function withEarnings(store: Store, rows: readonly ListingSummary[], now = new Date()): Promise<AdminListingRow[]> {
  const window = viewsWindow(now, VIEWS_WINDOW_DAYS);
  const [views, inquiries] = await Promise.all([store.listingViews.totalsSince(window.from), store.listingViews.inquiriesSince(window.since)]);
  return rows.map((row) => ({ ...row, views: views.get(row.id) ?? 0, inquiries: inquiries.get(row.id) ?? 0 }));
}

/** One listing's window: every day (0 when none), its total and its inquiries. */
export async function listingEarnings(store: Store, listingId: string, now = new Date()): Promise<AdminListingViews> {
  const { from, to, since } = viewsWindow(now, VIEWS_WINDOW_DAYS);
  const [stored, inquiries] = await Promise.all([store.listingViews.daysOf(listingId, from), store.listingViews.inquiriesSince(since, listingId)]);
  const byDay = new Map(stored.map((entry) => [entry.day, entry.views]));
  const days = Array.from({ length: VIEWS_WINDOW_DAYS }, (_, i) => {
    const day = addDays(from, i);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return { from, to, days, views: days.reduce((sum, entry) => sum + entry.views, 0), inquiries: inquiries.get(listingId) ?? 0 };
}
