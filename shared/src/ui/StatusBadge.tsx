import type { ReactNode } from 'react';
import type { Listing } from '../contracts';
import { offerBadge } from '../format/labels';
import classes from './StatusBadge.module.css';

export interface StatusBadgeProps {
  listing: Pick<Listing, 'option' | 'status'>;
  /** The option's badge ('NË SHITJE', 'Me Qera'…) as the place draws it: shown while the listing is available. */
  option: ReactNode;
  /** Where the place that shows it puts it (over a photo, beside a title). */
  className?: string;
}

/**
 * The badge in the place of a listing's option: 'E rezervuar' or 'E shitur' on a listing that is
 * no longer available, in place of its option (never both, see offerBadge); the place's own
 * option badge on an available one. Every React place a listing shows uses this one badge.
 */
export function StatusBadge({ listing, option, className }: StatusBadgeProps) {
  const badge = offerBadge(listing);
  if (badge.status === undefined) return option;
  return (
    <span className={className ? `${classes.badge} ${className}` : classes.badge} data-status={badge.status} data-status-badge="">
      {badge.text}
    </span>
  );
}
