/**
 * A Tabler outline icon as the shortest data URL a CSS mask can use (shared/src/ui/glyph): the
 * file's indentation, its class, its size (the mask is scaled to the glyph's box) and its
 * invisible bounding-box path dropped, and only the characters an unquoted `url()` in CSS cannot
 * hold escaped (the build writes the URL unquoted). The file as Tabler ships it, URL-encoded,
 * was several times longer.
 */
export function glyphDataUrl(svg: string): string {
  const minified = svg
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s(?:class|width|height)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s*(\/?>)/g, '$1')
    .replace(/<svg\s+/, '<svg ')
    .trim();
  return `data:image/svg+xml,${minified.replace(/[%<>#'"()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
