/**
 * The page a browser gets when the server cannot answer its request now (a fault, not a missing
 * page): in the site's frame, in Albanian, with a way to try again and the agency's contacts,
 * so a visitor is never shown a JSON error. Made from the site's settings alone: it needs
 * nothing that may be what failed.
 */
import type { SiteConfig } from 'shared/site';
import { isLocalPath } from '../local-path';
import { escapeHtml } from './escape';
import { FRAME_STYLE, contactAside, frameHeader, framePageHead } from './frame';

const strings = {
  title: 'Faqja nuk mund të shfaqet tani',
  text: 'Një problem i përkohshëm na pengon ta shfaqim këtë faqe. Ju lutemi provoni përsëri pas pak.',
  retry: 'Provo përsëri',
} as const;

/** How long a client is asked to wait before it tries again (seconds, the Retry-After header). */
export const FAULT_RETRY_AFTER_SECONDS = 30;

/** `path` is the page asked for (the "try again" link): kept on this site whatever it holds. */
export function renderFaultPage(site: SiteConfig, path: string): string {
  const again = isLocalPath(path) ? path : '/';
  return `<!doctype html>
<html lang="sq">
  ${framePageHead(site, strings.title, FRAME_STYLE)}
  <body>
    ${frameHeader(site)}
    <main>
      <h1>${escapeHtml(strings.title)}</h1>
      <p>${escapeHtml(strings.text)}</p>
      <p><a href="${escapeHtml(again)}">${escapeHtml(strings.retry)}</a></p>
      ${contactAside(site)}
    </main>
  </body>
</html>
`;
}
