import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { openListOf, replayPendingInput, type PendingInput } from './pendingInput';
import { noTypeAhead, typeAheadKey, type TypeAhead } from './typeAhead';

/** Re-renders allowed per opening to bring the input's ARIA state up to date (see below). */
const ARIA_REFRESHES = 3;

/**
 * Mantine's Select (loaded on first intent, see Select.tsx) with its dropdown mounted only while
 * open. By default every closed dropdown stays mounted (hidden), and on each page load
 * floating-ui positions each one and re-renders it synchronously, and the id select renders its
 * 200 options, for lists nobody has opened.
 *
 * Mantine renders the input's `aria-expanded` and `aria-controls` from the list's id, which the
 * list registers (and changes once) in effects after it mounts, without re-rendering the input;
 * a list that mounts on open would be announced as collapsed or point at a stale id. So while
 * open, the input is re-rendered in the next frame until its ARIA state matches the list.
 */
export function FullSelect({
  comboboxProps,
  onDropdownOpen,
  onDropdownClose,
  pending,
  typeAhead: sharedTypeAhead,
  ...props
}: SelectProps & { pending?: RefObject<PendingInput>; typeAhead?: RefObject<TypeAhead> }) {
  const input = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const ownTypeAhead = useRef<TypeAhead>(noTypeAhead());
  const typeAhead = sharedTypeAhead ?? ownTypeAhead;
  const refreshes = useRef(0);
  const [, refresh] = useReducer((count: number) => count + 1, 0);

  // What the visitor did to the stand-in while this code loaded, done again here, once. In the
  // commit that swapped the stand-in out: a passive effect runs after paint, and a key pressed
  // in between would land on the page, the stand-in gone and this input not yet focused.
  const replayed = useRef(false);
  useLayoutEffect(() => {
    const field = input.current;
    if (!field || !pending || replayed.current) return;
    replayed.current = true;
    void replayPendingInput(field, pending.current, () => !field.isConnected);
  }, [pending]);

  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(() => {
      if (!input.current || openListOf(input.current) !== null || refreshes.current >= ARIA_REFRESHES) return;
      refreshes.current += 1;
      refresh();
    });
    return () => cancelAnimationFrame(frame);
  });

  return (
    <MantineSelect
      {...props}
      ref={input}
      comboboxProps={{ keepMounted: false, ...comboboxProps }}
      // The open list scrolls (overflow: auto), and Chromium makes a scroller a Tab stop: Tab from
      // the input went into the list, which then closed under it, leaving focus on the page's
      // body (in the phone's filter dialog, the list is inline right after the input). The
      // arrow keys on the input move through the list and scroll it; Tab goes to the next field.
      attributes={{ ...props.attributes, options: { tabIndex: -1, ...props.attributes?.options } }}
      // Mantine's chevron is an unnamed image to a screen reader ('image', read out on every
      // select); it is decoration, as on the stand-in. A clear button would live there too, so
      // a clearable select keeps it.
      rightSectionProps={props.clearable ? props.rightSectionProps : { 'aria-hidden': true, ...props.rightSectionProps }}
      // Enter chooses the option marked in the open list, as the visitor sees it. Mantine's own
      // Enter clicks the option at an index it keeps beside the mark, and two races leave that
      // index empty: the options came after the search was typed (the listings still loading),
      // so Mantine marked none; or keys typed in the moment the list opened ran before the timer
      // Mantine set on opening, which then cleared the index and left the mark. Its Enter did
      // nothing but send the form. With no mark, a typed search with `selectFirstOptionOnChange`
      // chooses its first match, as that prop promises. Stopped here, so Mantine's does not click again.
      onKeyDownCapture={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || !input.current) return;
        const choice = optionEnterChooses(openListOf(input.current), input.current.value, props.selectFirstOptionOnChange === true);
        if (!choice) return;
        event.preventDefault();
        event.stopPropagation();
        choice.click();
      }}
      // Closed, letters pick an option as in a native select; open, the list has the keys.
      onKeyDown={(event) => {
        if (!opened && typeAheadKey(props, typeAhead, event)) return;
        props.onKeyDown?.(event);
      }}
      onDropdownOpen={() => {
        refreshes.current = 0;
        setOpened(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpened(false);
        onDropdownClose?.();
      }}
    />
  );
}

/**
 * The option Enter chooses in the open list: the marked one (Mantine's `data-combobox-selected`);
 * with none marked, the first choosable one when a search was typed and `firstOnSearch`; else null.
 */
function optionEnterChooses(list: HTMLElement | null, search: string, firstOnSearch: boolean): HTMLElement | null {
  if (!list) return null;
  const marked = list.querySelector<HTMLElement>('[data-combobox-option][data-combobox-selected]:not([data-combobox-disabled])');
  if (marked) return marked;
  if (!firstOnSearch || search.trim() === '') return null;
  return list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
}
