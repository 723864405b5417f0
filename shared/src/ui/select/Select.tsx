import type { SelectProps } from '@mantine/core';
import { useRef } from 'react';
import { deferComponent } from '../deferred';
import { noPendingInput, type PendingInput } from './pendingInput';
import { SelectField } from './SelectField';
import { noTypeAhead, type TypeAhead } from './typeAhead';

/**
 * The dropdown's code (Mantine's Combobox, Popover, floating-ui, ScrollArea; its weight:
 * docs/decisions/0003-speed-layer.md) is fetched on the first sign of wanting any select, not with
 * the page: a closed select needs none of it.
 */
const fullSelect = deferComponent('select', () => import('./FullSelect').then((module) => module.FullSelect));

/**
 * Whether the selects' dropdown code has loaded. Until then every select is a closed field that
 * needs only its chosen option from `data`, so options that are costly to build (thousands of
 * listing ids, sorted) can wait for this to turn true.
 */
export function useSelectLoaded(): boolean {
  return fullSelect.useLoaded() !== null;
}

/**
 * Mantine's Select. Until its code has loaded it is a closed field that looks and is announced
 * the same; pointing at it, touching or focusing it loads the code, and what the visitor did to
 * it meanwhile (focus, clicks, keys, search text) is done again on the real select. Closed, both
 * pick an option by the letters typed, as a native select does (./typeAhead.ts), and share what
 * was typed, so a search begun on the stand-in goes on on the real select.
 */
export function Select(props: SelectProps) {
  const loaded = useSelectLoaded();
  const pending = useRef<PendingInput>(noPendingInput());
  const typeAhead = useRef<TypeAhead>(noTypeAhead());
  if (loaded) return <fullSelect.Component {...props} pending={pending} typeAhead={typeAhead} />;
  return <SelectField select={props} pending={pending} typeAhead={typeAhead} onIntent={fullSelect.preload} />;
}
