/**
 * Who has been counted today, without cookies or storage and without keeping who anyone is: a
 * visitor is a keyed hash (HMAC-SHA-256) of their address and browser (User-Agent) with a salt
 * drawn at random each day and held only in memory. When the day changes the salt and every
 * hash are dropped together, so yesterday's hashes can be matched with nothing, not even by us;
 * the counts in the store never carry a hash. A restart forgets today's visitors too (a visitor
 * seen before it may be counted again that day), which we accept for holding nothing on disk.
 *
 * The agency's own browsers are the visitors whose back office was open today (a signed-in
 * request noted through `noteAgency`): the session cookie is limited to /admin, so a public page
 * cannot see it, but the same address and browser can be recognised by the same salted hash.
 */
import crypto from 'node:crypto';

/** Who asked, as the server sees it: the client's address (behind a proxy, as TRUST_PROXY reads it) and User-Agent. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Listing views remembered per day; past it no new view is counted until the next day (a flood's cost is bounded). */
export const MAX_VIEWS_REMEMBERED = 200_000;
const MAX_AGENCY_REMEMBERED = 1_000;

export type FirstView = 'first' | 'repeat' | 'full';

export class DailyVisitors {
  private day = '';
  private salt = Buffer.alloc(0);
  private readonly seen = new Set<string>();
  private readonly agency = new Set<string>();

  constructor(private readonly limit = MAX_VIEWS_REMEMBERED) {}

  private today(day: string): void {
    if (day === this.day) return;
    this.day = day;
    this.salt = crypto.randomBytes(32);
    this.seen.clear();
    this.agency.clear();
  }

  private hash(...parts: string[]): string {
    // 128 bits of the HMAC: no collision among a day's visitors, half the memory of the whole.
    return crypto.createHmac('sha256', this.salt).update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  }

  /** Whether this is the visitor's first view of the listing on `day`. */
  view(visitor: Visitor, listingId: string, day: string): FirstView {
    this.today(day);
    const key = this.hash('view', visitor.ip, visitor.userAgent, listingId);
    if (this.seen.has(key)) return 'repeat';
    if (this.seen.size >= this.limit) return 'full';
    this.seen.add(key);
    return 'first';
  }

  /** The visitor's back office was open on `day`: their views that day are the agency's own. */
  noteAgency(visitor: Visitor, day: string): void {
    this.today(day);
    if (this.agency.size < MAX_AGENCY_REMEMBERED) this.agency.add(this.hash('agency', visitor.ip, visitor.userAgent));
  }

  isAgency(visitor: Visitor, day: string): boolean {
    this.today(day);
    return this.agency.has(this.hash('agency', visitor.ip, visitor.userAgent));
  }
}
