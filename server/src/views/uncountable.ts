/**
 * Requests that are not a person looking at a listing: a crawler, link checker or headless
 * browser (by its User-Agent; none at all is a script), and a prefetch or prerender (the browser
 * fetching a page the visitor may never open). A HEAD is left out by its caller (only a GET of
 * the page counts).
 *
 * Bots are recognised by `isbot`, a maintained list of thousands of crawler and tool patterns
 * (Googlebot, Bingbot, link previews, uptime monitors, HeadlessChrome, curl…) updated as new ones
 * appear; a regex of our own would catch the few we thought of and rot.
 */
import { isbot } from 'isbot';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

export type Uncountable = 'bot' | 'prefetch';

export function uncountable(headers: Headers): Uncountable | null {
  const userAgent = header(headers, 'user-agent').trim();
  if (!userAgent || isbot(userAgent)) return 'bot';
  // Chrome's `Sec-Purpose: prefetch` (also 'prefetch;prerender'), older Chrome's and Safari's
  // `Purpose: prefetch`, Firefox's `X-Moz: prefetch`.
  if (header(headers, 'sec-purpose').includes('prefetch') || header(headers, 'purpose').includes('prefetch') || header(headers, 'x-moz').includes('prefetch')) {
    return 'prefetch';
  }
  return null;
}
