/**
 * A snapshot's text index: which listings hold which words, so a text search (shared/listings
 * textSearch.ts) is answered without reading any description again. The snapshot keeps cards
 * only (descriptions are up to 20,000 characters: project.ts), so the index is made once per
 * snapshot from the full records, and answers exactly what `matchesText` says of them (tested):
 *
 * - every distinct folded word of a listing's title and description (and their translations:
 *   `listingWords`), sorted: a typed word is a
 *   prefix, so its listings are those of one run of the sorted words (two binary searches);
 * - each word's listings as row numbers (the snapshot's order) in one typed array;
 * - the folded ids, for a word that is a listing's id.
 *
 * At 10,000 listings of a few hundred words it is a few MB and answers in a millisecond or two.
 */
import type { Listing } from 'shared/contracts';
import { foldText } from 'shared/format';
import { listingWords, textTerms, type TextTerm } from 'shared/listings/rules';

export interface TextIndex {
  /** The ids of the listings matching `query` (its terms: textSearch.ts), in the snapshot's order. */
  match(query: string): string[];
}

/** The first index whose word is not below `word` (code-unit order, as the words are sorted). */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Fed the full records one by one (their row numbers in the snapshot's order), then finished. */
export class TextIndexBuilder {
  private readonly rowsOfWord = new Map<string, number[]>();
  private readonly rowsOfId = new Map<string, number[]>();

  /** `ids`: the snapshot's ids in its order; a record's row is its id's place there. */
  constructor(private readonly ids: readonly string[]) {}

  add(row: number, listing: Pick<Listing, 'id' | 'title' | 'description' | 'translations'>): void {
    for (const word of listingWords(listing)) {
      const rows = this.rowsOfWord.get(word);
      if (rows) rows.push(row);
      else this.rowsOfWord.set(word, [row]);
    }
  }

  finish(): TextIndex {
    const { ids } = this;
    ids.forEach((id, row) => {
      const folded = foldText(id);
      const rows = this.rowsOfId.get(folded);
      if (rows) rows.push(row);
      else this.rowsOfId.set(folded, [row]);
    });
    const words = [...this.rowsOfWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // Word w's rows are rows[starts[w] .. starts[w + 1]).
    const starts = new Uint32Array(words.length + 1);
    let total = 0;
    words.forEach((word, index) => {
      starts[index] = total;
      total += (this.rowsOfWord.get(word) as number[]).length;
    });
    starts[words.length] = total;
    const rows = new Uint32Array(total);
    words.forEach((word, index) => rows.set(this.rowsOfWord.get(word) as number[], starts[index]));
    this.rowsOfWord.clear();
    const rowsOfId = this.rowsOfId;

    /** Marks (1) the rows where every part of the term begins a word, or whose id is the term. */
    const termRows = (term: TextTerm): Uint8Array => {
      let marked: Uint8Array | undefined;
      for (const part of term.parts) {
        const partRows = new Uint8Array(ids.length);
        for (let word = lowerBound(words, part); word < words.length && (words[word] as string).startsWith(part); word++) {
          for (let at = starts[word] as number; at < (starts[word + 1] as number); at++) partRows[rows[at] as number] = 1;
        }
        if (marked) for (let row = 0; row < marked.length; row++) marked[row] = (marked[row] as number) & (partRows[row] as number);
        else marked = partRows;
      }
      const result = marked ?? new Uint8Array(ids.length);
      for (const row of rowsOfId.get(term.whole) ?? []) result[row] = 1;
      return result;
    };

    return {
      match: (query) => {
        const terms = textTerms(query);
        if (terms.length === 0) return [...ids];
        const found = terms.map(termRows).reduce((all, next) => {
          for (let row = 0; row < all.length; row++) all[row] = (all[row] as number) & (next[row] as number);
          return all;
        });
        const matched: string[] = [];
        found.forEach((hit, row) => hit === 1 && matched.push(ids[row] as string));
        return matched;
      },
    };
  }
}
