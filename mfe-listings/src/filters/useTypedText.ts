import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeTextQuery, updateFilter } from 'shared/listings';
import { useSearch } from '../useSearch';

/** What is typed into 'Kërko' applies after this pause (or at once on Enter). */
export const TYPING_PAUSE_MS = 300;

/** The field's text, the URL's text it was typed over, and the texts this typing applied whose URL has not come yet. */
interface Typed {
  text: string;
  over: string;
  applied: readonly string[];
}

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
  const [typed, setTyped] = useState<Typed>({ text: urlText, over: urlText, applied: [] });
  // What was typed shows while the URL says what it was typed over, or a text this typing applied
  // itself (its answer may come after more keys were typed: they are kept). Any other URL (a chip,
  // Back) shows its own text. Derived, never copied in a render: a copy made in one render was
  // lost when React rendered the component again at another priority, and the field kept
  // words the URL no longer had.
  const ours = urlText === typed.over || typed.applied.includes(urlText);
  const draft = ours ? typed.text : urlText;
  // The URL has come to a text this typing applied: that is what the typing is over now (so Back
  // to the text before shows that text). Bookkeeping once per applied text that arrives, after
  // the commit; what shows is derived above and does not change with it.
  useEffect(() => {
    const at = typed.applied.indexOf(urlText);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: one update per arrival, nothing shown changes
    if (urlText !== typed.over && at >= 0) setTyped((current) => ({ ...current, over: urlText, applied: current.applied.slice(at + 1) }));
  }, [urlText, typed]);

  const timer = useRef<number | undefined>(undefined);
  /** Whether this spell of typing has its history entry already. */
  const entered = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => cancel, []);

  const apply = useCallback(
    (text: string) => {
      const words = normalizeTextQuery(text) ?? '';
      setTyped((current) => (current.applied.includes(words) ? current : { ...current, applied: [...current.applied, words] }));
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

  /** The field's text now: typed over the URL's text (a new typing when the URL moved elsewhere). */
  const setText = (text: string) =>
    setTyped((current) => (ours ? { ...current, text } : { text, over: urlText, applied: [] }));
  const type = (text: string) => {
    setText(text);
    cancel();
    timer.current = window.setTimeout(() => apply(text), TYPING_PAUSE_MS);
  };
  const endTyping = () => {
    entered.current = false;
  };
  const applyNow = (text: string) => {
    cancel();
    setText(text);
    apply(text);
    endTyping();
  };
  return { draft, type, applyNow, endTyping };
}
