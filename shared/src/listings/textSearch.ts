/**
 * The text search ('Kërko', `?q=…`): which listings hold the words a visitor typed in their
 * title, description or id. One pure definition, `matchesText`, which the server's text index
 * (server/src/projection/text-index.ts) is tested against, and which the browser runs itself
 * over the index rows (title and id, no description) when the server cannot answer.
 *
 * The browser's listings index carries no descriptions (up to 20,000 characters each), so the
 * browser asks the server which listings match (TEXT_SEARCH_PATH, answered from the full
 * records) and hands those ids to the filter as the search's context (`SearchContext`):
 * `applyFilters` stays pure and synchronous (docs/decisions/0007-text-search.md).
 */
import type { Listing } from '../contracts';
import { foldText } from '../format/text';

/** What a text search keeps of what was typed: more is cut (a URL, a request and a match stay small). */
export const TEXT_QUERY_MAX_CHARS = 100;
export const TEXT_QUERY_MAX_WORDS = 8;

/** Letters and digits: a text's words are the runs of these ('2+1' is '2' and '1'). */
const WORD = /[\p{L}\p{N}]+/gu;
const SPACES = /\s+/u;

/**
 * A typed search as the filter keeps it, in the visitor's own spelling (the chip and the URL
 * show it): spaces collapsed, at most TEXT_QUERY_MAX_WORDS words and TEXT_QUERY_MAX_CHARS
 * characters; undefined when nothing searchable is left (blank, or punctuation alone).
 */
export function normalizeTextQuery(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const words = value.split(SPACES).filter(Boolean).slice(0, TEXT_QUERY_MAX_WORDS);
  let text = '';
  for (const word of words) {
    const next = text === '' ? word : `${text} ${word}`;
    if (Array.from(next).length > TEXT_QUERY_MAX_CHARS) break;
    text = next;
  }
  // A first word longer than the cap is cut rather than dropped.
  if (text === '' && words[0]) text = Array.from(words[0]).slice(0, TEXT_QUERY_MAX_CHARS).join('');
  return textTerms(text).length > 0 ? text : undefined;
}

/** One typed word: the whole of it (an id is matched whole: '2210-b7f3') and its folded word parts. */
export interface TextTerm {
  whole: string;
  parts: readonly string[];
}

/** The folded words of a text, each once, in order of first appearance. */
export function textWords(text: string): string[] {
  return [...new Set(foldText(text).match(WORD) ?? [])];
}

/** A search's terms: each whitespace-separated word, folded; a word without letters or digits is no term. */
export function textTerms(query: string): TextTerm[] {
  return query
    .split(SPACES)
    .filter(Boolean)
    .slice(0, TEXT_QUERY_MAX_WORDS)
    .flatMap((word) => {
      const folded = foldText(word);
      const parts = folded.match(WORD) ?? [];
      return parts.length > 0 ? [{ whole: folded, parts }] : [];
    });
}

/**
 * A listing's searchable text: its title and, on a full record, its description, each also in the
 * languages the agency translated it into (an index row carries the translated titles only).
 */
export type SearchableListing = Pick<Listing, 'id' | 'title' | 'translations'> & { description?: string };

/**
 * The folded words a listing is found by: of its Albanian title and description and of every
 * translation of them, whatever the page's language: a visitor abroad types 'Wohnung' or the
 * Albanian 'banesë' (a place's name, a word from the agent's call) and finds the listing either way.
 */
export function listingWords(listing: SearchableListing): string[] {
  const texts = [listing.title, listing.description ?? ''];
  for (const translation of Object.values(listing.translations ?? {})) {
    texts.push(translation.title ?? '', translation.description ?? '');
  }
  return textWords(texts.join(' '));
}

/**
 * Whether a term is found in a listing: the listing's id equals the term (both folded), or each of
 * the term's parts begins a word of the text ('banes' finds 'Banesë', 'prish' 'Prishtinë').
 */
export function termMatches(term: TextTerm, foldedId: string, words: readonly string[]): boolean {
  if (foldedId === term.whole) return true;
  return term.parts.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * A listing's folded id and words, made once per listing object: listings are not changed once
 * made, and folding every title again for each search typed was most of a search's time in the
 * browser (10,000 rows).
 */
const searchable = new WeakMap<SearchableListing, { id: string; words: readonly string[] }>();
function searchableText(listing: SearchableListing): { id: string; words: readonly string[] } {
  let text = searchable.get(listing);
  if (!text) {
    text = { id: foldText(listing.id), words: listingWords(listing) };
    searchable.set(listing, text);
  }
  return text;
}

/**
 * THE rule: a listing matches when every term is found (AND) in its title, its description (when
 * the listing carries one: an index row has ''), their translations (`listingWords`) or its id.
 * No terms: every listing matches.
 */
export function matchesText(terms: readonly TextTerm[], listing: SearchableListing): boolean {
  if (terms.length === 0) return true;
  const { id, words } = searchableText(listing);
  return terms.every((term) => termMatches(term, id, words));
}

/**
 * The ids the server found for one query (its `normalizeTextQuery` spelling): the text filter lets
 * exactly these through. Handed to the filters in a `SearchContext`.
 */
export interface TextMatches {
  query: string;
  ids: ReadonlySet<string>;
}

/** What the filters know besides the listings and the search: the server's text matches, when asked. */
export interface SearchContext {
  text?: TextMatches;
}

/** The public endpoint answering a text search: `GET TEXT_SEARCH_PATH?q=…` → TextSearchAnswer. */
export const TEXT_SEARCH_PATH = '/api/listings/search';

/** The endpoint's answer: the shown listings whose text matches, newest first; ids only. */
export interface TextSearchAnswer {
  query: string;
  ids: string[];
}

/** The endpoint's address for a query (normalised first, so one search has one address and one cache entry). */
export function textSearchUrl(query: string): string {
  return `${TEXT_SEARCH_PATH}?${new URLSearchParams([['q', normalizeTextQuery(query) ?? '']]).toString()}`;
}

/** The endpoint's answer read from JSON; null when it is not that shape (data from outside). */
export function readTextSearchAnswer(raw: unknown): TextSearchAnswer | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const query = Object.hasOwn(raw, 'query') ? (raw as { query: unknown }).query : undefined;
  const ids = Object.hasOwn(raw, 'ids') ? (raw as { ids: unknown }).ids : undefined;
  if (typeof query !== 'string' || !Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return { query, ids: ids as string[] };
}

/** The matches of `query` among `listings` by the rule itself (the server's full records: what its text index must give). */
export function textMatchesIn(listings: readonly SearchableListing[], query: string): TextMatches {
  const terms = textTerms(query);
  return { query, ids: new Set(listings.filter((listing) => matchesText(terms, listing)).map((listing) => listing.id)) };
}
