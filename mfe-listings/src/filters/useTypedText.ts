import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeTextQuery, updateFilter } from 'shared/listings';
import { useSearch } from '../useSearch';

/** What is typed into 'Kërko' applies after this pause (or at once on Enter). */
export const TYPING_PAUSE_MS = 300;

/**
 * The strip's 'Kërko' field once the app runs: the text as typed (`draft`), applied to the URL's
 * search after a pause in the typing or at once (`applyNow`: Enter). A spell of typing makes
 * one history entry: its first change adds it, the next ones replace it, so Back goes to the
 * search before the typing, not through every word; `endTyping` (Enter, leaving the field, ×)
 * ends the spell. The draft follows the URL when the search changes elsewhere (a chip, Back).
 */
export function useTypedText(): {
  draft: string;
  type: (text: string) => void;
  applyNow: (text: string) => void;
  endTyping: () => void;
} {
  const { filters, changeSearch } = useSearch();
  const urlText = filters.text ?? '';
  const [draft, setDraft] = useState(urlText);
  // The URL's text the draft was last set from: a change of it from elsewhere sets the draft,
  // unless the draft already says it (typed with a space more, say).
  const [seen, setSeen] = useState(urlText);
  if (urlText !== seen) {
    setSeen(urlText);
    if ((normalizeTextQuery(draft) ?? '') !== urlText) setDraft(urlText);
  }

  const timer = useRef<number | undefined>(undefined);
  /** Whether this spell of typing has its history entry already. */
  const entered = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => cancel, []);

  const apply = useCallback(
    (text: string) => {
      changeSearch(
        (current) => {
          const next = updateFilter(current.filters, 'text', text);
          if (next !== current.filters) entered.current = true;
          return { filters: next };
        },
        { replace: entered.current },
      );
    },
    [changeSearch],
  );

  const type = (text: string) => {
    setDraft(text);
    cancel();
    timer.current = window.setTimeout(() => apply(text), TYPING_PAUSE_MS);
  };
  const endTyping = () => {
    entered.current = false;
  };
  const applyNow = (text: string) => {
    cancel();
    setDraft(text);
    apply(text);
    endTyping();
  };
  return { draft, type, applyNow, endTyping };
}
