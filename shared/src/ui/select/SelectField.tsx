import { InputBase, type SelectProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { SELECT_KEYS, type PendingInput } from './pendingInput';
import { typeAheadKey, type TypeAhead } from './typeAhead';
import classes from './SelectField.module.css';

type Option = string | { value: string; label?: string };
type Entry = Option | { group: unknown; items: readonly Option[] };

/** The label Mantine's Select shows in its input for `value`: '' when nothing matches. */
export function labelOf(data: readonly Entry[] | undefined, value: string | null | undefined): string {
  if (value == null || !data) return '';
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const found = labelOf(entry.items, value);
      if (found) return found;
    } else if (entry.value === value) {
      return entry.label ?? entry.value;
    }
  }
  return '';
}

export interface SelectFieldProps {
  select: SelectProps;
  /** Where the field notes what the visitor does, for the real select to replay. */
  pending: RefObject<PendingInput>;
  /** The letters typed to pick an option (shared with the real select). */
  typeAhead: RefObject<TypeAhead>;
  /** The visitor is about to use the select: load its code. */
  onIntent: () => void;
}

/**
 * A closed Mantine Select as it looks and is announced (the same input, label and chevron, a
 * collapsed combobox), without the dropdown's code. Any sign of use loads the code; the select
 * then swaps in the real one, which replays what was done here.
 */
export function SelectField({ select, pending, typeAhead, onIntent }: SelectFieldProps) {
  const { id, label, description, error, required, disabled, size, className, style, w, placeholder, searchable } = select;
  // What the visitor typed to search, else the chosen option's label (which may change meanwhile).
  const [typed, setTyped] = useState<string | null>(null);

  const field = useRef<HTMLInputElement>(null);

  const note = (change: (input: PendingInput) => void) => {
    change(pending.current);
    onIntent();
  };

  // A field the server drew may have been used before the app hydrated it: focused, and text
  // typed into it (the browser kept it; React did not see it). Both are taken in now, as if
  // done here, so the real select carries on from them.
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    const text = input.value;
    const typedEarly = searchable === true && text !== input.defaultValue;
    const focusedEarly = document.activeElement === input;
    if (!typedEarly && !focusedEarly) return;
    if (typedEarly) setTyped(text);
    note((pendingInput) => {
      pendingInput.focused = focusedEarly;
      pendingInput.standIn = input;
      if (typedEarly) pendingInput.text = text;
    });
    // Once, for the markup the field was mounted on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, code } = event.nativeEvent;
    // A letter picks its option here and now, as on the real select: no code needed for it.
    if (typeAheadKey(select, typeAhead, event)) return;
    if (!SELECT_KEYS.has(code)) return;
    event.preventDefault();
    note((input) => input.actions.push({ type: 'key', key, code }));
  };

  return (
    <InputBase
      ref={field}
      __staticSelector="Select"
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      className={className}
      style={style}
      w={w}
      placeholder={placeholder}
      aria-label={select['aria-label']}
      value={typed ?? labelOf(select.data, select.value ?? select.defaultValue)}
      readOnly={!searchable}
      pointer={!searchable}
      data-select-stand-in
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<Chevron size={size} />}
      rightSectionPointerEvents="none"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={(event) => {
        const standIn = event.currentTarget;
        note((input) => {
          input.focused = true;
          input.standIn = standIn;
        });
      }}
      onBlur={() => note((input) => (input.focused = false))}
      onClick={() => note((input) => input.actions.push({ type: 'click' }))}
      onKeyDown={handleKeyDown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        note((input) => (input.text = text));
      }}
    />
  );
}

/** The up-and-down chevron of a closed select, at the size Mantine gives it. */
function Chevron({ size = 'sm' }: { size?: SelectProps['size'] }) {
  return (
    <svg className={classes.chevron} data-size={size} viewBox="0 0 15 15" aria-hidden="true" focusable="false">
      <path d="M5 6 7.5 3.5 10 6M5 9l2.5 2.5L10 9" fill="none" stroke="currentColor" strokeWidth="0.95" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
