import type { Listing } from '../contracts';
import { statusBadge } from '../format/labels';
import classes from './StatusBadge.module.css';

export interface StatusBadgeProps {
  listing: Pick<Listing, 'status'>;
  /** Where the place that shows it puts it (over a photo, beside a title). */
  className?: string;
}

/**
 * 'E rezervuar' or 'E shitur' on a listing that is no longer available; nothing on
 * an available one. Every React place a listing shows uses this one badge.
 */
export function StatusBadge({ listing, className }: StatusBadgeProps) {
  const text = statusBadge(listing);
  if (text === undefined) return null;
  return (
    <span className={className ? `${classes.badge} ${className}` : classes.badge} data-status={listing.status} data-status-badge="">
      {text}
    </span>
  );
}
