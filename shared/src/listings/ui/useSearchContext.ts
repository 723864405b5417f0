import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Filters } from '../../contracts';
import { fetchTextMatches, isAborted, textMatchesInHand } from '../data/textMatches';
import type { SearchContext, TextMatches } from '../textSearch';

/**
 * The text search's state: 'none' (no `q`), 'pending' (the server's matches are on their way),
 * 'ready' (they are the context), 'failed' (the server or the network failed: the filter matches
 * the rows' titles and ids alone, and the page says descriptions were not searched).
 */
export type TextSearchStatus = 'none' | 'pending' | 'ready' | 'failed';

/**
 * What the filters need besides the listings for the search `filters`: the server's text
 * matches for its `q` (the browser's rows have no descriptions). The grid and the map both ask;
 * the data layer makes one request per query and aborts one typed past.
 */
export function useSearchContext(filters: Filters): { context: SearchContext; textStatus: TextSearchStatus; retryText: () => void } {
  const query = filters.text;
  const inHand = query === undefined ? undefined : textMatchesInHand(query);
  // The result remembers its query, so a new query reads as pending at once.
  const [result, setResult] = useState<{ query: string; matches?: TextMatches } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === undefined || inHand) return;
    let live = true;
    fetchTextMatches(query).then(
      (matches) => live && startTransition(() => setResult({ query, matches })),
      (error: unknown) => live && !isAborted(error) && startTransition(() => setResult({ query })),
    );
    return () => {
      live = false;
    };
  }, [query, inHand, attempt]);

  const retryText = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  const matches = query === undefined ? undefined : (inHand ?? (result?.query === query ? result.matches : undefined));
  // The same object while the matches are: the grid's and the map's memos do not filter again.
  const context = useMemo<SearchContext>(() => (matches ? { text: matches } : NO_CONTEXT), [matches]);
  const textStatus: TextSearchStatus = query === undefined ? 'none' : matches ? 'ready' : result?.query === query ? 'failed' : 'pending';
  return { context, textStatus, retryText };
}

/** One object, so a memo over the context does not run again for nothing. */
const NO_CONTEXT: SearchContext = Object.freeze({});
