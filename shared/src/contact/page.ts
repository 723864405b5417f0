/**
 * The page a message was sent from (SPEC sections 5 and 7): the listing id when the sheet was
 * opened from a listing, otherwise the site origin plus the current route. It travels as the
 * last line of the message, so a form-hosting service that stores only the fields keeps it.
 */
import { PAGE_MAX_LENGTH } from './fields';

/** Line labels the agency reads in its messages. */
export const PAGE_LABELS = { listing: 'Prona', url: 'Faqja' } as const;

/** Between the visitor's text and the page line. */
export const PAGE_SEPARATOR = '\n\n';

export interface PageContext {
  /** The listing the visitor asked about, when opened from a listing. */
  listingId?: string;
  /** e.g. 'https://example.com' */
  origin: string;
  /** Path plus query, e.g. '/pronat?page=2'. */
  route: string;
}

/** 'Prona: 1043' for a listing, otherwise 'Faqja: https://example.com/kontakti'. */
export function pageLine({ listingId, origin, route }: PageContext): string {
  const id = listingId?.trim();
  const line = id ? `${PAGE_LABELS.listing}: ${id}` : `${PAGE_LABELS.url}: ${origin}${route}`;
  return line.replace(/[\r\n]+/g, ' ').slice(0, PAGE_MAX_LENGTH);
}

const LISTING_LINE = new RegExp(`^${PAGE_LABELS.listing}: (\\S+)$`);

/** The listing a stored page line names ('Prona: 1043' → '1043'), or null for a page or nothing. */
export function listingIdOfPage(page: string): string | null {
  return LISTING_LINE.exec(page.trim())?.[1]?.slice(0, 64) ?? null;
}

/** The visitor's text with the page line appended. */
export function appendPage(text: string, page: PageContext): string {
  return `${text.trim()}${PAGE_SEPARATOR}${pageLine(page)}`;
}

/** The longest message `appendPage` can make from a text of at most `textMax` characters. */
export function maxMessageLength(textMax: number): number {
  return textMax + PAGE_SEPARATOR.length + PAGE_MAX_LENGTH;
}

const PAGE_LINE = new RegExp(`^(?:${PAGE_LABELS.listing}|${PAGE_LABELS.url}): \\S.*$`);

/**
 * Splits a received message into the visitor's text and the page line ('' when the last
 * line is not one), the inverse of `appendPage`.
 */
export function splitPage(message: string): { text: string; page: string } {
  const normalized = message.replace(/\r\n?/g, '\n');
  const cut = normalized.lastIndexOf('\n');
  const lastLine = normalized.slice(cut + 1).trim();
  if (!PAGE_LINE.test(lastLine)) return { text: normalized.trim(), page: '' };
  return { text: normalized.slice(0, Math.max(cut, 0)).trim(), page: lastLine };
}
