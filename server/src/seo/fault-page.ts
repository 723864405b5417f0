/**
 * The page a browser gets when the server cannot answer its request now (a fault, not a missing
 * page): in the site's frame, in the language of the address asked for, with a way to try again
 * and the agency's contacts, so a visitor is never shown a JSON error. Made from the site's
 * settings alone: it needs nothing that may be what failed.
 */
import { localeOfPath, type Locale } from 'shared/i18n';
import { localeRootPath } from 'shared/routes';
import type { SiteConfig } from 'shared/site';
import { messagesIn } from '../i18n';
import { isLocalPath } from '../local-path';
import { escapeHtml } from './escape';
import { FRAME_STYLE, contactAside, frameHeader, framePageHead } from './frame';

/** How long a client is asked to wait before it tries again (seconds, the Retry-After header). */
export const FAULT_RETRY_AFTER_SECONDS = 30;

/**
 * `path` is the page asked for (the "try again" link): kept on this site whatever it holds; any
 * other leads to the language's front door.
 */
export function renderFaultPage(site: SiteConfig, path: string, locale: Locale = localeOfPath(path)): string {
  const say = messagesIn(locale);
  const title = say('fault.title');
  const again = isLocalPath(path) ? path : localeRootPath(locale);
  return `<!doctype html>
<html lang="${locale}">
  ${framePageHead(site, title, FRAME_STYLE)}
  <body>
    ${frameHeader(site, locale)}
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(say('fault.text'))}</p>
      <p><a href="${escapeHtml(again)}">${escapeHtml(say('fault.retry'))}</a></p>
      ${contactAside(site, locale)}
    </main>
  </body>
</html>
`;
}
