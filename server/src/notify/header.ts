/**
 * Visitor text on its way into mail headers. A header injection needs a line break (CR or LF)
 * to start a header of its own; an address list needs a comma, a group or angle brackets.
 * These functions let none of that through.
 */

/** Line breaks, tabs and the other C0/C1 controls, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;

/** One line of header text: controls as spaces, runs of white space as one, trimmed, capped. */
export function headerText(value: string, max = 160): string {
  const line = value.replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A plain ASCII address (local@domain) that an address parser can read only one way: no
 * display name, comment, quote, comma, semicolon, angle bracket or white space.
 */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The address when it is one plain address of at most 254 characters, otherwise undefined. */
export function headerAddress(value: string): string | undefined {
  const address = value.trim();
  return address.length <= 254 && PLAIN_ADDRESS.test(address) ? address : undefined;
}

/**
 * Body text: CR LF and lone CR as LF, other controls dropped (tabs kept), so a visitor's text
 * cannot carry terminal escapes or NULs into the agency's mail client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BODY_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;

export function bodyText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(BODY_CONTROLS, '');
}
