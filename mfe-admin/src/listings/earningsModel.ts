/** The form's views summary, pure. */
import type { AdminListingViews } from '../api';

/** The day with the most views (the latest among equals), or null when no day has any. */
export function busiestDay(days: AdminListingViews['days']): AdminListingViews['days'][number] | null {
  let best: AdminListingViews['days'][number] | null = null;
  for (const entry of days) if (entry.views > 0 && (!best || entry.views >= best.views)) best = entry;
  return best;
}
