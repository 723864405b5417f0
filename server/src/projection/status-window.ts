/**
 * Which of the agency's listings the public sees, by status: an active listing
 * always; a reserved or sold one with its badge for STATUS_SHOWN_DAYS after its status changed,
 * then not at all; a withdrawn one or a draft never. Time passes without a save, so the projection also
 * says when its next listing runs out (the site store projects again then).
 */
import type { ListingStatus, PublicStatus } from 'shared/contracts';

export const STATUS_SHOWN_DAYS = 30;
const SHOWN_MS = STATUS_SHOWN_DAYS * 24 * 60 * 60 * 1000;

export interface StatusInPublic {
  /** The badge's status; undefined for an available listing. */
  status: PublicStatus | undefined;
  /** When the public stops seeing it (ms since the epoch); undefined while it has no end. */
  until: number | undefined;
}

/**
 * How the public sees a listing with `status`, changed at `statusChangedAt` (ISO 8601), at
 * `now`; undefined when it does not see it. A change time that does not parse hides a
 * reserved or sold listing (its window cannot be known; the next save sets it again).
 */
export function statusInPublic(status: ListingStatus, statusChangedAt: string, now: number): StatusInPublic | undefined {
  if (status === 'active') return { status: undefined, until: undefined };
  if (status !== 'reserved' && status !== 'sold') return undefined;
  const until = Date.parse(statusChangedAt) + SHOWN_MS;
  return until > now ? { status, until } : undefined;
}
