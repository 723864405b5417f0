/**
 * Characters a terminal interprets (C0 and C1 controls, DEL: ESC sequences clear the screen or
 * forge lines, BEL rings, CR rewrites a line), and the two places they are dealt with: removed
 * from contact fields before they are stored, shown as visible escapes by `pnpm messages` (for
 * records stored before they were removed).
 */

/** Every C0 control but tab and line feed, DEL, and every C1 control. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Unicode line and paragraph separators: shown as line breaks by some tools, never by others. */
const SEPARATORS = /[\u2028\u2029]/g;

/** A one-line field (name, e-mail, phone): no control characters and no line breaks. */
export function cleanLine(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ').replace(CONTROL, '').replace(SEPARATORS, ' ');
}

/** The message: line breaks kept as \n (never a raw CR), every other control character removed. */
export function cleanMultiline(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(SEPARATORS, '\n').replace(CONTROL, '');
}

/** Text for a terminal: each control character but \n (and tab) shown as an escape such as \x1b. */
export function forTerminal(text: string): string {
  return text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
