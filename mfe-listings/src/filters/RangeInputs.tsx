import type { RefObject } from 'react';
import type { AmountRange, RangeQueryKeys } from 'shared/listings';
import { TextInput } from 'shared/ui';
import classes from './FilterDialog.module.css';

interface RangeInputsProps {
  /** The fields' names: the range's query parameters, so the form sends the URL's search. */
  keys: RangeQueryKeys;
  /** 'Çmimi nga' / 'Çmimi deri', 'Sipërfaqja nga' / 'Sipërfaqja deri'. */
  labels: Record<keyof RangeQueryKeys, string>;
  /** The range when the form is (re)set. */
  initial: AmountRange | undefined;
  /** The unit written in the fields ('€', 'm²') and the room it takes, in px. */
  unit: string;
  unitWidth: number;
  /** The fields themselves, for a caller that reads or writes them (the price's slider). */
  inputRefs?: Partial<Record<keyof RangeQueryKeys, RefObject<HTMLInputElement | null>>>;
  onInput?: () => void;
}

const BOUNDS = ['min', 'max'] as const;

/**
 * A range's two fields ('… nga', '… deri'): plain text fields of the form, so they work before the
 * app has started and with JavaScript off; either may stay empty. The numeric keyboard on a phone,
 * yet text, so '1.200' and '1,200 m²' can be typed (shared/listings range.ts reads them).
 */
export function RangeInputs({ keys, labels, initial, unit, unitWidth, inputRefs, onInput }: RangeInputsProps) {
  return (
    <div className={classes.fields}>
      {BOUNDS.map((bound) => (
        <TextInput
          key={bound}
          ref={inputRefs?.[bound]}
          label={labels[bound]}
          name={keys[bound]}
          defaultValue={initial?.[bound] ?? ''}
          inputMode="numeric"
          autoComplete="off"
          rightSection={unit}
          rightSectionWidth={unitWidth}
          onInput={onInput}
        />
      ))}
    </div>
  );
}
