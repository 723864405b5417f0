/**
 * Map attributions are HTML from the site configuration and from Leaflet. Their links lead to
 * other sites: they open in a new tab that gets neither a handle on this page nor its address.
 */
const EXTERNAL = ' target="_blank" rel="noopener noreferrer"';

/** The same HTML with every link opening in a new tab with `rel="noopener noreferrer"`. */
export function withExternalLinks(html: string): string {
  return html.replace(/<a\b([^>]*)>/gi, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:target|rel)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<a${rest}${EXTERNAL}>`;
  });
}

/** Leaflet's credit, in place of its default prefix (whose link has no `rel`). */
export const LEAFLET_CREDIT = withExternalLinks('<a href="https://leafletjs.com">Leaflet</a>');
