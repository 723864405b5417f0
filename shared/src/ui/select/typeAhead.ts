/**
 * A native select's type-ahead, for a closed select: letters typed quickly one after another
 * (each within TYPE_AHEAD_PAUSE_MS of the last) pick the first option whose label starts with
 * them; the same letter pressed again moves on to the next option starting with it. Pure: the
 * select keeps the state between keys and gives the time.
 */

/** A pause this long starts a new search, as in a native select. */
export const TYPE_AHEAD_PAUSE_MS = 1000;

export interface TypeAhead {
  /** What was typed so far, in lower case. */
  text: string;
  /** When the last letter was typed (ms). */
  at: number;
}

export const noTypeAhead = (): TypeAhead => ({ text: '', at: Number.NEGATIVE_INFINITY });

export interface TypeAheadOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Option = string | { value: string; label?: string; disabled?: boolean };
type Entry = Option | { group: unknown; items: readonly Option[] };

/** The options of a Mantine Select's `data`, groups flattened, in the order they are listed. */
export function optionsOf(data: readonly Entry[] | undefined): TypeAheadOption[] {
  return (data ?? []).flatMap((entry): TypeAheadOption[] => {
    if (typeof entry === 'string') return [{ value: entry, label: entry }];
    if ('group' in entry) return optionsOf(entry.items);
    return [{ value: entry.value, label: entry.label ?? entry.value, disabled: entry.disabled }];
  });
}

/** A key that types for the search: one printable character other than a space, no modifier but Shift. */
export function typesAhead(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return [...event.key].length === 1 && event.key.trim() !== '' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const lower = (text: string) => text.toLocaleLowerCase('sq');

/**
 * The search after `key` typed at `now`, and the option it picks: undefined when none starts
 * with what was typed (the choice stays). `current` is the chosen option's value.
 */
export function typeAheadStep(
  state: TypeAhead,
  key: string,
  now: number,
  options: readonly TypeAheadOption[],
  current: string | null | undefined,
): { state: TypeAhead; pick: TypeAheadOption | undefined } {
  const text = (now - state.at > TYPE_AHEAD_PAUSE_MS ? '' : state.text) + lower(key);
  const next = { text, at: now };
  const from = options.findIndex((option) => option.value === current);
  // One letter, or the same letter again and again: the next option starting with it, after the
  // chosen one. More letters: the first option from the chosen one on that starts with them all.
  const repeated = [...text].every((letter) => letter === text[0]);
  const prefix = repeated ? [...text][0] ?? '' : text;
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let step = 0; step < options.length; step += 1) {
    const option = options[(start + step) % options.length];
    if (option && !option.disabled && lower(option.label).startsWith(prefix)) return { state: next, pick: option };
  }
  return { state: next, pick: undefined };
}

/** What a select reads for its type-ahead (a Mantine Select's props). */
interface TypeAheadSelect {
  data?: readonly Entry[];
  value?: string | null;
  searchable?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  onChange?: (value: string | null, option: { value: string; label: string }) => void;
}

/**
 * A key pressed on a closed select: a letter of a type-ahead picks its option through the
 * select's `onChange`, as a choice from the list would. True when the key was the type-ahead's.
 * Only for a controlled select that is not searchable (a searchable one takes letters as its
 * search); `state` is kept by the select between keys.
 */
export function typeAheadKey(
  select: TypeAheadSelect,
  state: { current: TypeAhead },
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; timeStamp: number; preventDefault: () => void },
): boolean {
  if (select.searchable || select.value === undefined || select.disabled || select.readOnly || !typesAhead(event)) return false;
  event.preventDefault();
  const { state: next, pick } = typeAheadStep(state.current, event.key, event.timeStamp, optionsOf(select.data), select.value);
  state.current = next;
  if (pick && pick.value !== select.value) select.onChange?.(pick.value, { value: pick.value, label: pick.label });
  return true;
}
