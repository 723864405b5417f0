import type { Listing } from '../contracts';

/** SPEC 9: map card titles are cut to this many characters plus an ellipsis. */
export const MAP_TITLE_MAX = 25;

/** The part of the id before the first dash: '1234-abcd' → '1234'. */
export function shortId(id: string): string {
  return id.split('-', 1)[0] ?? '';
}

/**
 * The first `max` characters plus '…', only when the text is longer. A cut that ends in spaces
 * loses them: '…' after a space is a line-break opportunity, and it would wrap onto a line alone.
 */
export function truncate(text: string, max: number = MAP_TITLE_MAX): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}

/** Description paragraphs: one per line, blank lines dropped. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** 'Arbëri, Prishtinë'; either part may be missing. */
export function locationText(listing: Pick<Listing, 'subcity' | 'city'>): string {
  return [listing.subcity, listing.city].filter((part) => part && part.trim() !== '').join(', ');
}

/** Combining marks, which NFD splits off a letter ('ë' → 'e' + U+0308, 'ç' → 'c' + U+0327). */
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Text as a search compares it: lower case, diacritics dropped ('Shtëpi' → 'shtepi',
 * 'Çagllavicë' → 'cagllavice'), so a visitor typing without the Albanian letters finds them.
 * `toLowerCase`, not the locale's: the server and every browser fold alike.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
