/**
 * A photo's caption as it is stored: one line (control-chars.ts: no control characters, line
 * breaks a space), without bidirectional overrides and isolates (they would reorder the alt
 * text a screen reader speaks), its runs of spaces one, trimmed. The length is checked after.
 */
import { cleanLine } from '../control-chars';

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

export const cleanCaption = (text: string): string => cleanLine(text).replace(BIDI_CONTROLS, '').replace(/\s+/gu, ' ').trim();
