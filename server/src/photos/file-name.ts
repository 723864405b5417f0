/**
 * The client's file name, made fit to show the admin. It is data only: no file on disk is ever
 * named after it (stored files are named by a generated id, `storage.ts`).
 */
import { UNNAMED_PHOTO } from './strings';

/** Longest name kept, in code points; the extension survives the cut. */
export const DISPLAY_NAME_MAX = 120;

/**
 * C0/C1 controls (NUL, CR, LF, ESC…), and the invisible format characters that can hide or
 * reorder what a name shows: bidi overrides and isolates ('gpj.exe' shown as 'exe.jpg'),
 * zero-width characters, the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** Breaks and tabs become spaces before the other controls are dropped: 'a\nb' shows 'a b'. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;

/**
 * The last segment of the name (browsers send a bare name, but some clients send a path, with
 * either slash), with runs of white space (line breaks too) as one space, without hidden
 * characters, trimmed, NFC, at most DISPLAY_NAME_MAX code points; 'foto' when nothing is left.
 */
export function displayFileName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(LINE_BREAKS, ' ')
    .replace(HIDDEN, '')
    .replace(/\s+/gu, ' ')
    .normalize('NFC')
    .trim();
  if (clean === '' || clean === '.' || clean === '..') return UNNAMED_PHOTO;
  const chars = [...clean];
  if (chars.length <= DISPLAY_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? [...clean.slice(dot)] : [];
  return chars.slice(0, DISPLAY_NAME_MAX - extension.length - 1).join('') + '…' + extension.join('');
}
