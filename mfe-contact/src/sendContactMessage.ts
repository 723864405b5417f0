/** Posts the contact form to the site root (SPEC section 7); anything but a 2xx is a failure. */
import { appendPage, encodeContactForm, type ContactDraft, type PageContext } from 'shared/contact';

/** A post that has not been answered by then counts as failed, so the visitor is told. */
export const SEND_TIMEOUT_MS = 20_000;

export async function sendContactMessage(
  draft: ContactDraft,
  page: PageContext,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const body = encodeContactForm({ ...draft, message: appendPage(draft.message, page) }, honeypot);
  try {
    const response = await fetchImpl('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Where the visitor is now: the listing, or the origin and the route of the page. */
export function currentPage(listingId: string | undefined, location: Location = window.location): PageContext {
  return { listingId, origin: location.origin, route: `${location.pathname}${location.search}` };
}
