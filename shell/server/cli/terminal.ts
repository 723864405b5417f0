/**
 * Text from the store or a file, made safe for a terminal: every control character but line
 * feed and tab (C0, DEL, C1: an ESC sequence can clear the screen or forge a line) shown as a
 * visible escape such as \x1b.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function forTerminal(text: string): string {
  return text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * JSON for a terminal or a file: JSON.stringify escapes C0 controls already; this escapes DEL,
 * the C1 controls and the Unicode line separators too, as \uXXXX (the same data when parsed).
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
