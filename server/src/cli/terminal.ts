/** JSON that is safe to print to a terminal; the text rule itself lives in ../control-chars. */
export { forTerminal } from '../control-chars';

/**
 * JSON for a terminal or a file: JSON.stringify escapes C0 controls already; this escapes DEL,
 * the C1 controls and the Unicode line separators too, as \uXXXX (the same data when parsed).
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
