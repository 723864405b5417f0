import { useLayoutEffect, useRef } from 'react';
import { DETAIL_LABELS, minimumCountLabel } from 'shared/format';
import { COUNT_MINIMUMS } from 'shared/listings';
import { strings } from '../strings';
import { fieldName, fieldValue } from './formFields';
import classes from './FilterDialog.module.css';

interface MinimumCountFieldProps {
  /** The filter it sets, named after the detail it counts ('Dhoma', 'Dhoma gjumi'). */
  filter: 'rooms' | 'bedrooms';
  /** The least count when the form is (re)set; undefined: 'Çdo'. */
  initial: number | undefined;
  /** Whether the app runs (the dialog's first effect has run). */
  enhanced: boolean;
}

/**
 * A least count as a row of segments, 'Çdo', '1+' … '4+': native radio buttons of the form in a
 * fieldset named by its legend, so it works before the app runs and with JavaScript off, the
 * arrow keys move the choice, and each choice is named by its visible text. 'Çdo' sends an
 * empty value, which is no filter.
 */
export function MinimumCountField({ filter, initial, enhanced }: MinimumCountFieldProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  const name = fieldName(filter);
  const choices = [
    { value: '', label: strings.dialog.anyCount },
    ...COUNT_MINIMUMS.map((count) => ({ value: fieldValue(filter, count), label: minimumCountLabel(count) })),
  ];
  const chosen = initial === undefined ? '' : fieldValue(filter, initial);
  // Once the app runs, the choice the form resets to is kept here, not by React: after each
  // change of a radio React sets the `defaultChecked` it was given on every radio of the group,
  // and an engine that takes setting the attribute it already has as adding it (jsdom does)
  // would check the one the form started with again.
  useLayoutEffect(() => {
    if (!enhanced) return;
    for (const radio of group.current?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? []) radio.defaultChecked = radio.value === chosen;
  }, [enhanced, chosen]);
  return (
    <fieldset ref={group} className={classes.counts}>
      <legend className={classes.countsLegend}>{DETAIL_LABELS[filter]}</legend>
      <div className={classes.segments}>
        {choices.map(({ value, label }) => (
          <label key={value} className={classes.segment}>
            <input className={classes.segmentInput} type="radio" name={name} value={value} defaultChecked={enhanced ? undefined : value === chosen} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
