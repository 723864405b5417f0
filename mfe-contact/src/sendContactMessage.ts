/**
 * Posts the contact form to the site root (SPEC section 7): 'sent' on a 2xx; 'unavailable' when
 * the server says it cannot store messages now (503 `store-unavailable`: its disk, not the
 * form); anything else is 'failed'.
 */
import { appendPage, encodeContactForm, type ContactDraft, type PageContext } from 'shared/contact';

/** A post that has not been answered by then counts as failed, so the visitor is told. */
export const SEND_TIMEOUT_MS = 20_000;

export type SendOutcome = 'sent' | 'failed' | 'unavailable';

export async function sendContactMessage(
  draft: ContactDraft,
  page: PageContext,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const body = encodeContactForm({ ...draft, message: appendPage(draft.message, page) }, honeypot);
  try {
    const response = await fetchImpl('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.ok) return 'sent';
    if (response.status !== 503) return 'failed';
    const answer: unknown = await response.json().catch(() => null);
    const unavailable = typeof answer === 'object' && answer !== null && Object.hasOwn(answer, 'error') && (answer as { error: unknown }).error === 'store-unavailable';
    return unavailable ? 'unavailable' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Where the visitor is now: the listing, or the origin and the route of the page. */
export function currentPage(listingId: string | undefined, location: Location = window.location): PageContext {
  return { listingId, origin: location.origin, route: `${location.pathname}${location.search}` };
}
